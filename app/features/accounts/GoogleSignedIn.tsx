import { useEffect } from "react";
import { Link } from "react-router";
import { useT } from "~/ui/useT";

/**
 * The end of a Google sign-in that ran in a popup: tells the opener (same origin only) and closes;
 * a link onwards if the window stays open.
 */
export function GoogleSignedIn() {
  const { t } = useT("accounts");
  useEffect(() => {
    if (!window.opener) return;
    (window.opener as Window).postMessage({ type: "authComplete", success: true }, window.location.origin);
    window.close();
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("You're signed in")}</h1>
      <p className="mt-3">{t("This window closes by itself.")}</p>
      <p className="mt-3">
        <Link to="/restaurants" className="underline">
          {t("Continue to restaurants")}
        </Link>
      </p>
    </section>
  );
}
