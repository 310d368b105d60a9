import { Link } from "react-router";
import { Dialog } from "~/ui/Dialog";
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
  return (
    <Dialog
      open={signInHref !== null}
      onClose={onClose}
      labelledBy="login-required-title"
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
        <button
          type="button"
          onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          className="btn-secondary"
        >
          {t("Maybe Later")}
        </button>
      </div>
    </Dialog>
  );
}
