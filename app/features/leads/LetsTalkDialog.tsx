import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import { CorporateForm } from "./LeadForms";
import type { PlanKey } from "./plans";
import { keepFocusInside } from "~/ui/focus-trap";

const OpenLetsTalk = createContext<((href: string) => void) | null>(null);

/**
 * The corporate page's 'Let's Talk' form. Its links lead to /corporate/contact (a page of its own,
 * without JavaScript); with JavaScript they open the same form in a dialog instead.
 */
export function LetsTalkProvider({ children }: { children: ReactNode }) {
  const { t } = useT("content");
  const fetcher = useFetcher<{ plan: PlanKey | null; submissionKey: string }>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (href && !dialog.current?.open) dialog.current?.showModal();
  }, [href]);
  const open = (target: string) => {
    setHref(target);
    fetcher.load(target);
  };
  return (
    <OpenLetsTalk.Provider value={open}>
      {children}
      <dialog
        ref={dialog}
        onKeyDown={keepFocusInside}
        aria-labelledby="lets-talk-title"
        onClose={() => setHref(null)}
        className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-2xl p-6 shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="lets-talk-title" className="text-2xl font-extrabold">
            {t("Let's Talk")}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-gray-100"
          >
            <span aria-hidden="true" className="text-2xl">
              ×
            </span>
            <span className="sr-only">{t("Close")}</span>
          </button>
        </div>
        <p className="mt-1 text-gray-700">{t("Tell us about your team; we reply within 24 hours.")}</p>
        <div className="mt-4">
          {fetcher.data && href ? (
            <CorporateForm
              key={href}
              result={null}
              submissionKey={fetcher.data.submissionKey}
              plan={fetcher.data.plan}
              action="/corporate/contact"
            />
          ) : (
            <p role="status">{t("Loading the form...")}</p>
          )}
        </div>
      </dialog>
    </OpenLetsTalk.Provider>
  );
}

export function LetsTalkLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const open = useContext(OpenLetsTalk);
  const hydrated = useHydrated();
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (!hydrated || !open) return;
        event.preventDefault();
        open(to);
      }}
    >
      {children}
    </Link>
  );
}
