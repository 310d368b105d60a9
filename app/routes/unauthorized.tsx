import { Link } from "react-router";
import { data } from "react-router";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/unauthorized";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const from = safeRedirect(new URL(request.url).searchParams.get("from"), "/");
  return data({ from }, { status: 403 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("403 - Unauthorized Access")} — ${BRAND}` }];
}

export default function Unauthorized({ loaderData }: Route.ComponentProps) {
  const { t } = useT("content");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t("403 - Unauthorized Access")}</h1>
      <p className="mt-3 text-gray-700">
        {t(
          "You do not have permission to view this page. Please log in with an authorized account or contact support.",
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-secondary">
          {t("Go to home")}
        </Link>
        <Link to={`/login?redirectTo=${encodeURIComponent(loaderData.from)}`} className="btn-primary">
          {t("Go to login")}
        </Link>
      </div>
    </section>
  );
}
