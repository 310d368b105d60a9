import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { keepFocusInside } from "~/ui/focus-trap";
import { useT } from "~/ui/useT";

/**
 * The login-required modal a guest sees, with JavaScript, on trying a signed-in action. Without
 * JavaScript the same action's link leads straight to the sign-in panel with the same title.
 */
export function LoginRequiredDialog({
  title,
  signInHref,
  onClose,
}: {
  title: string;
  signInHref: string | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (signInHref && !dialog.current?.open) dialog.current?.showModal();
    if (!signInHref && dialog.current?.open) dialog.current.close();
  }, [signInHref]);
  return (
    <dialog
      ref={dialog}
      onKeyDown={keepFocusInside}
      aria-labelledby="login-required-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="login-required-title" className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-gray-700">
        {t("Sign in or create an account to continue. It takes less than a minute.")}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={signInHref ?? "/login"} className="btn-primary">
          {t("Login / Sign Up")}
        </Link>
        <button type="button" onClick={() => dialog.current?.close()} className="btn-secondary">
          {t("Maybe Later")}
        </button>
      </div>
    </dialog>
  );
}
