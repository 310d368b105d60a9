import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useT } from "~/ui/useT";

/** Stacked toasts (bottom-right), at most three: a fourth dismisses the oldest. JavaScript only. */
export interface Toast {
  id: number;
  message: string;
  durationMs: number;
  action?: { label: string; href: string };
}

const MAX_TOASTS = 3;
let toasts: Toast[] = [];
let nextId = 1;
/** What the live region says: the newest toast's message only, not its link or 'Dismiss'. */
let spoken = "";
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, "id">): void {
  toasts = [...toasts, { ...toast, id: nextId++ }].slice(-MAX_TOASTS);
  // The same message twice in a row is still a change (a no-break space after it), so it is said again.
  spoken = spoken === toast.message ? `${toast.message}\u00a0` : toast.message;
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** One toast: it waits while hovered or focused, so keyboard and pointer users can reach it before it goes. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useT();
  const [paused, setPaused] = useState(false);
  const left = useRef(toast.durationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
  return (
    <li
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="flex items-center gap-3 rounded-xl bg-gray-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="flex-1">{toast.message}</p>
      {toast.action ? (
        <Link
          to={toast.action.href}
          onClick={() => dismiss(toast.id)}
          className="font-semibold text-amber-300 underline"
        >
          {toast.action.label}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="inline-flex h-8 w-8 items-center justify-center rounded hover:bg-gray-700"
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only">{t("Dismiss")}</span>
      </button>
    </li>
  );
}

/** The toasts, and the live region (on every page from the start) that announces each one's message. */
export function ToastStack() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => [],
  );
  const message = useSyncExternalStore(
    subscribe,
    () => spoken,
    () => "",
  );
  return (
    <div className="fixed bottom-4 right-4 z-50 w-[min(24rem,calc(100%-2rem))]">
      <p role="status" className="sr-only">
        {message}
      </p>
      <ul className="space-y-2">
        {current.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
