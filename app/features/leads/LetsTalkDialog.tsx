import { createContext, useContext, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Dialog, DialogHeader } from "~/ui/Dialog";
import { formKit, type Constraints } from "~/ui/form-kit";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import { CorporateForm } from "./LeadForms";
import type { PlanKey } from "./plans";

const OpenLetsTalk = createContext<((href: string) => void) | null>(null);

/**
 * The corporate page's 'Let's Talk' form. Its links lead to /corporate/contact (a page of its own,
 * without JavaScript); with JavaScript they open the same form in a dialog instead.
 */
export function LetsTalkProvider({ children }: { children: ReactNode }) {
  const { t } = useT("content");
  const fetcher = useFetcher<{ plan: PlanKey | null; submissionKey: string; constraint: Constraints }>();
  const [href, setHref] = useState<string | null>(null);
  const open = (target: string) => {
    setHref(target);
    fetcher.load(target);
  };
  return (
    <OpenLetsTalk.Provider value={open}>
      {children}
      <Dialog
        open={href !== null}
        onClose={() => setHref(null)}
        labelledBy="lets-talk-title"
        className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-2xl p-6 shadow-2xl backdrop:bg-black/50"
      >
        <DialogHeader
          id="lets-talk-title"
          title={t("Let's Talk")}
          closeLabel={t("Close")}
          className="text-2xl font-extrabold"
        />
        <p className="mt-1 text-gray-700">{t("Tell us about your team; we reply within 24 hours.")}</p>
        <div className="mt-4">
          {fetcher.data && href ? (
            <CorporateForm
              key={href}
              kit={formKit({ id: "corp", constraint: fetcher.data.constraint })}
              submissionKey={fetcher.data.submissionKey}
              plan={fetcher.data.plan}
              action="/corporate/contact"
            />
          ) : (
            <p role="status">{t("Loading the form...")}</p>
          )}
        </div>
      </Dialog>
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
