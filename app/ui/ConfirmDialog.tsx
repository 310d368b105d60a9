import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Dialog } from "./Dialog";
import { useHydrated } from "./useHydrated";
import { useT } from "~/ui/useT";

/**
 * A confirmation shown when its URL asks for it (`?remove=…`, `?delete=…`). Without JavaScript it is
 * part of the page; with it, the modal `Dialog`. Cancel is a link back (with JavaScript it closes the
 * dialog first, so the focus goes back to the control that opened it).
 */
export function ConfirmDialog({
  id,
  title,
  cancelTo,
  cancelLabel,
  children,
  confirm,
  inFlow = false,
}: {
  id: string;
  title: string;
  cancelTo: string;
  cancelLabel?: string;
  children: ReactNode;
  confirm: ReactNode;
  /**
   * Without JavaScript, a box in the page where it is rendered (put first, under the page's title), not
   * one floating over the page with its controls last in the Tab order.
   */
  inFlow?: boolean;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Every navigation to the dialog's URL opens it, also one that interrupts the navigation away after
  // Escape (the component then stays mounted, with the dialog closed).
  const { key } = useLocation();
  return (
    <Dialog
      open
      inPage
      openKey={key}
      labelledBy={id}
      onClose={() => navigate(cancelTo, { replace: true, preventScrollReset: true })}
      className={`${inFlow && !hydrated ? "static m-0 w-full max-w-md" : "fixed inset-0 z-40 m-auto w-[min(28rem,calc(100%-2rem))] shadow-2xl"} rounded-2xl border border-gray-200 p-4 backdrop:bg-black/50 sm:p-6`}
    >
      <h2 id={id} className="scroll-mt-24 text-xl font-bold">
        {title}
      </h2>
      <div className="mt-2 text-gray-800">{children}</div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        {confirm}
        <Link
          to={cancelTo}
          replace
          preventScrollReset
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            event.currentTarget.closest("dialog")?.close();
          }}
          className="btn-secondary"
        >
          {cancelLabel ?? t("Cancel")}
        </Link>
      </div>
    </Dialog>
  );
}
