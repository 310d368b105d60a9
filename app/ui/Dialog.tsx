import { useEffect, useRef, type ReactNode } from "react";
import { keepFocusInside } from "./focus-trap";
import { useHydrated } from "./useHydrated";

/**
 * The one modal dialog: a native `<dialog>` shown with `showModal()` while `open` (the page behind is
 * inert), keeping Tab inside it; Escape closes it, and closing gives the focus back to the control that
 * opened it before `onClose` is told. A dialog `inPage` is part of the page without JavaScript (its
 * `open` attribute) and becomes modal once JavaScript runs.
 *
 * A control inside closes it by making `open` false, or with `closest("dialog").close()`.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  inPage = false,
  openKey,
  initialFocus,
  closeOnBackdrop = false,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of its title. */
  labelledBy: string;
  inPage?: boolean;
  /** A new key while `open` opens it again (a navigation to its URL after Escape closed it). */
  openKey?: string;
  /** A selector of the control inside focused on opening, instead of the first one (the first that matches). */
  initialFocus?: string;
  /** A click beside it (on the backdrop) closes it. */
  closeOnBackdrop?: boolean;
  className: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Turning an in-page dialog modal closes it first: that close is not the customer's.
  const reopening = useRef(false);
  const hydrated = useHydrated();
  useEffect(() => {
    const shown = dialog.current;
    if (!hydrated || !shown) return;
    if (open && !shown.matches(":modal")) {
      opener.current = document.activeElement;
      if (shown.open) {
        reopening.current = true;
        shown.close();
      }
      shown.showModal();
      if (initialFocus) shown.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && shown.open) shown.close();
  }, [hydrated, open, openKey, initialFocus]);
  return (
    <dialog
      ref={dialog}
      open={inPage ? true : undefined}
      aria-labelledby={labelledBy}
      onKeyDown={keepFocusInside}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === dialog.current) dialog.current.close();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}

/** A dialog's title and its × button, which closes the dialog around it. */
export function DialogHeader({
  id,
  title,
  closeLabel,
  className,
}: {
  id: string;
  title: string;
  closeLabel: string;
  className: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={id} className={className}>
        {title}
      </h2>
      <button
        type="button"
        onClick={(event) => event.currentTarget.closest("dialog")?.close()}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-gray-100"
      >
        <span aria-hidden="true" className="text-2xl">
          ×
        </span>
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}
