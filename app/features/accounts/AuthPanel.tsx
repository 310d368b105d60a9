import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Dialog } from "~/ui/Dialog";
import { useKit } from "~/ui/form-kit";
import { controlProps, Labelled } from "~/ui/form-fields";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

/**
 * The authentication side panel. Without JavaScript it is a page whose backdrop and close button are
 * links back to where the customer came from; with it, a modal dialog that traps focus and closes on
 * Escape or a click on the backdrop.
 */
export function AuthPanel({
  title,
  subtitle,
  closeTo,
  children,
}: {
  title: string;
  subtitle: string;
  closeTo: string;
  children: ReactNode;
}) {
  const { t } = useT("accounts");
  const navigate = useNavigate();
  // Every navigation to the panel's URL opens it again, also one that bounces back after Escape (closing to
  // a page that needs a signed-in customer comes straight back here, the panel still mounted).
  const { key } = useLocation();
  return (
    <div className="fixed inset-0 z-40">
      <Link to={closeTo} tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-black/50" />
      <Dialog
        open
        inPage
        openKey={key}
        onClose={() => navigate(closeTo, { replace: true, preventScrollReset: true })}
        labelledBy="auth-title"
        // A panel opens on its form's first field (not on '× Close'); a refused one on its first invalid field.
        initialFocus={'[aria-invalid="true"], form input:not([type="hidden"])'}
        closeOnBackdrop
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-full max-w-md overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-black/50 motion-safe:animate-[slide-in_200ms_ease-out]"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h1 id="auth-title" className="text-2xl font-bold">
                {title}
              </h1>
              <p className="mt-1 text-gray-700">{subtitle}</p>
            </div>
            <Link
              to={closeTo}
              replace
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-gray-100"
            >
              <span aria-hidden="true" className="text-2xl">
                ×
              </span>
              <span className="sr-only">{t("Close")}</span>
            </Link>
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </Dialog>
    </div>
  );
}

/**
 * A password field of the kit form around it (always required, at most 128 characters, as every password
 * schema says), with a show/hide toggle once JavaScript runs.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  hint,
}: {
  name: string;
  label?: string;
  autoComplete: string;
  hint?: string;
}) {
  const { t } = useT("accounts");
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const field = useKit().kit.field(name);
  return (
    <Labelled field={field} label={label ?? t("Password")} hint={hint}>
      <div className="relative">
        <input
          {...controlProps(field, hint)}
          required
          maxLength={128}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          className="input pr-20 aria-[invalid=true]:border-red-700"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 min-w-16 px-3 text-sm font-semibold text-brand-700"
          >
            {shown ? t("Hide") : t("Show")}
            <span className="sr-only"> {t("password")}</span>
          </button>
        ) : null}
      </div>
    </Labelled>
  );
}

/** Below the form: 'Continue with mobile number', 'Continue with Google' (when offered) and the link to the other mode. */
export function AuthAlternatives({
  google,
  redirectTo,
  prompt,
  linkText,
  to,
}: {
  google: boolean;
  redirectTo: string;
  prompt: string;
  linkText: string;
  to: "/login" | "/signup";
}) {
  const { t } = useT("accounts");
  return (
    <>
      <Link
        to={`/login/mobile?redirectTo=${encodeURIComponent(redirectTo)}`}
        replace
        className="btn-secondary mt-4 w-full"
      >
        {t("Continue with mobile number")}
      </Link>
      {google ? (
        <div className="mt-4">
          <GoogleButton redirectTo={redirectTo} />
        </div>
      ) : null}
      <p className="mt-6 text-center text-sm">
        {prompt}{" "}
        <Link
          to={`${to}?redirectTo=${encodeURIComponent(redirectTo)}`}
          replace
          className="font-semibold text-brand-700 underline"
        >
          {linkText}
        </Link>
      </p>
    </>
  );
}

/** 'Continue with Google': a plain link (a full redirect) without JavaScript, a centred popup with it. */
function GoogleButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useT("accounts");
  const navigate = useNavigate();
  const href = `/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = event.data as { type?: string; success?: boolean } | null;
      if (message?.type === "authComplete" && message.success === true) navigate("/restaurants");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate]);
  return (
    <a
      href={href}
      onClick={(event) => {
        const width = 500;
        const height = 600;
        const left = window.screenX + (window.outerWidth - width) / 2;
        const top = window.screenY + (window.outerHeight - height) / 2;
        const popup = window.open(
          `${href}&popup=1`,
          "google-sign-in",
          `width=${width},height=${height},left=${left},top=${top}`,
        );
        if (popup) event.preventDefault();
      }}
      className="btn-secondary w-full"
    >
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.4-4.6 7l7.1 5.5c4.2-3.9 7.2-9.6 7.2-17z"
        />
        <path
          fill="#FBBC05"
          d="M10.6 28.5c-.5-1.4-.8-2.9-.8-4.5s.3-3.1.8-4.5l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.2z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.1-5.5c-2 1.4-4.6 2.2-8.8 2.2-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      {t("Continue with Google")}
    </a>
  );
}
