import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import { AdminNav } from "~/features/admin/AdminNav";
import { requireRole } from "~/features/accounts/session.server";
import { useFlash } from "~/features/shell/root-data";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/layout";

/** Every console page speaks the console's namespace. */
export const handle = { i18n: ["admin"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  return null;
}

/**
 * After an action's redirect with JavaScript (the page arrives with a flash message), focus moves to the record
 * the action was about (the address's #fragment) or to the page's heading, never left on a control
 * that the new page no longer has.
 */
function useFocusAfterAction() {
  const location = useLocation();
  const flash = useFlash();
  useEffect(() => {
    if (!flash) return;
    const target =
      (location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))) ||
      document.querySelector("main h1");
    if (!(target instanceof HTMLElement)) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }, [flash, location.key, location.hash]);
}

export default function AdminLayout() {
  useFocusAfterAction();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <AdminNav />
      <Outlet />
    </div>
  );
}

/** A record that is not there (a mistyped or forged id) keeps the console around its message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT("admin");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A loader's message ("That account was not found.") is English, its catalogue id.
  const message = isRouteErrorResponse(error)
    ? t(String((error.data as { message?: string } | undefined)?.message ?? error.statusText))
    : t("Something went wrong on our side. Please try again.");
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <AdminNav />
      <section aria-labelledby="admin-error-title" className="space-y-3">
        <h1 id="admin-error-title" className="text-2xl font-bold">
          {notFound ? t("Not found") : t("Something went wrong")}
        </h1>
        <p>{message}</p>
        <Link to="/admin" className="btn-secondary">
          {t("Back to the dashboard")}
        </Link>
      </section>
    </div>
  );
}
