import { useState } from "react";
import { Form } from "react-router";
import { Dialog, DialogHeader } from "~/ui/Dialog";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import { MAX_QUERY_LENGTH } from "./search";

/**
 * The header's search button: a link to /search without JavaScript, and with it a full-screen
 * 'Search' dialog whose form runs the same search. It is on every page, so its words are the shell's.
 */
export function SearchOverlay() {
  const hydrated = useHydrated();
  const { t } = useT();
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 font-medium text-gray-800 hover:bg-brand-50 sm:px-3"
      >
        {icon}
        <span className="sr-only sm:not-sr-only">{t("Search")}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="search-dialog-title"
        initialFocus="#search-dialog-q"
        closeOnBackdrop
        className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 backdrop:bg-black/40"
      >
        <div className="mx-auto max-w-3xl p-4">
          <DialogHeader
            id="search-dialog-title"
            title={t("Search")}
            closeLabel={t("Close search")}
            className="text-2xl font-bold"
          />
          <Form
            method="get"
            action="/search"
            role="search"
            className="mt-4"
            onSubmit={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            <label htmlFor="search-dialog-q" className="sr-only">
              {t("Search")}
            </label>
            <div className="flex gap-2">
              <input
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
      </Dialog>
    </>
  );
}
