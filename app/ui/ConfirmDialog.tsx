import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "./useHydrated";
import { keepFocusInside } from "~/ui/focus-trap";
import { useT } from "~/ui/useT";

/**
 * A confirmation shown when its URL asks for it (`?remove=…`, `?delete=…`). Without JavaScript it is
 * part of the page; with it, a modal dialog that traps focus and closes on Escape, giving focus back
 * to the control that opened it. Cancel is a link back.
 */
export function ConfirmDialog({
  id,
  title,
  cancelTo,
  cancelLabel,
  children,
  confirm,
}: {
  id: string;
  title: string;
  cancelTo: string;
  cancelLabel?: string;
  children: ReactNode;
  confirm: ReactNode;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Every navigation to the dialog's URL opens it, also one that interrupts the navigation away after
  // Escape (the component then stays mounted, with the dialog closed).
  const { key } = useLocation();
  useEffect(() => {
    if (hydrated && dialog.current && !dialog.current.matches(":modal")) {
      opener.current = document.activeElement;
      dialog.current.close();
      dialog.current.showModal();
    }
  }, [hydrated, key]);
  /** Closes the modal at once (the page behind is inert while it is open) and focuses its opener. */
  const returnFocus = () => {
    dialog.current?.close();
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  };
  return (
    <dialog
      ref={dialog}
      onKeyDown={keepFocusInside}
      open
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault();
        returnFocus();
        navigate(cancelTo, { replace: true, preventScrollReset: true });
      }}
      className="fixed inset-0 z-40 m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl border border-gray-200 p-6 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-2 text-gray-800">{children}</div>
      <div className="mt-6 flex items-end gap-3">
        {confirm}
        <Link to={cancelTo} replace preventScrollReset onClick={returnFocus} className="btn-secondary">
          {cancelLabel ?? t("Cancel")}
        </Link>
      </div>
    </dialog>
  );
}
