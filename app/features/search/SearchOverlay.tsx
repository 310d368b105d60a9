import { useRef } from "react";
import { Form } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

import { MAX_QUERY_LENGTH } from "./search";
import { keepFocusInside } from "~/ui/focus-trap";

/**
 * The header's search button: a link to /search without JavaScript, and with it a full-screen
 * 'Search' dialog whose form runs the same search. It is on every page, so its words are the shell's.
 */
export function SearchOverlay() {
  const hydrated = useHydrated();
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const icon = (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="fill-current">
      <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
    </svg>
  );
  if (!hydrated) {
    return (
      <a
        href="/search"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 font-medium text-gray-800 hover:bg-brand-50 sm:px-3"
      >
        {icon}
        <span className="sr-only sm:not-sr-only">{t("Search")}</span>
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          field.current?.focus();
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 font-medium text-gray-800 hover:bg-brand-50 sm:px-3"
      >
        {icon}
        <span className="sr-only sm:not-sr-only">{t("Search")}</span>
      </button>
      <dialog
        ref={dialog}
        onKeyDown={keepFocusInside}
        aria-labelledby="search-dialog-title"
        className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 backdrop:bg-black/40"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className="mx-auto max-w-3xl p-4">
          <div className="flex items-center justify-between">
            <h2 id="search-dialog-title" className="text-2xl font-bold">
              {t("Search")}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-gray-100"
            >
              <span aria-hidden="true" className="text-2xl">
                ×
              </span>
              <span className="sr-only">{t("Close search")}</span>
            </button>
          </div>
          <Form method="get" action="/search" role="search" className="mt-4" onSubmit={() => dialog.current?.close()}>
            <label htmlFor="search-dialog-q" className="sr-only">
              {t("Search")}
            </label>
            <div className="flex gap-2">
              <input
                ref={field}
                id="search-dialog-q"
                name="q"
                type="search"
                required
                maxLength={MAX_QUERY_LENGTH}
                placeholder={t("Search for restaurants, cuisines, or dishes...")}
                className="input"
              />
              <button type="submit" className="btn-primary">
                {t("Search")}
              </button>
            </div>
            <p className="mt-3 text-sm text-gray-700">{t("Start typing to explore options...")}</p>
          </Form>
        </div>
      </dialog>
    </>
  );
}
