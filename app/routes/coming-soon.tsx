import { Link } from "react-router";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { GoBack } from "~/ui/ErrorPage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/coming-soon";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

/** A page's title from its path: "/cravings-one" → "Cravings one" (the names of products to come). */
function titleOf(pathname: string): string {
  const words = pathname.replace(/^\/+/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function loader({ url }: Route.LoaderArgs) {
  return { title: titleOf(url.pathname) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? metaT(matches)("Coming soon")} — ${BRAND}` }];
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useT("content");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="font-semibold text-brand-700">{loaderData.title}</p>
      <h1 className="mt-2 text-3xl font-bold">{t("Coming Soon")}</h1>
      <p className="mt-3 text-gray-700">
        {t("We're still cooking this page. It will be served shortly — meanwhile, there's plenty to eat.")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/restaurants" className="btn-primary">
          {t("Browse restaurants")}
        </Link>
        <GoBack />
      </div>
    </section>
  );
}
