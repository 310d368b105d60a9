import { useEffect } from "react";
import { Link } from "react-router";

/**
 * The end of a Google sign-in that ran in a popup: tells the opener (same origin only) and closes;
 * a link onwards if the window stays open.
 */
export function GoogleSignedIn() {
  useEffect(() => {
    if (!window.opener) return;
    (window.opener as Window).postMessage({ type: "authComplete", success: true }, window.location.origin);
    window.close();
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">You're signed in</h1>
      <p className="mt-3">
        This window closes by itself. If it does not,{" "}
        <Link to="/restaurants" className="underline">
          continue to restaurants
        </Link>
        .
      </p>
    </section>
  );
}
