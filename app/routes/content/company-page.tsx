import { data } from "react-router";
import { COMPANY_PAGES } from "~/features/content/company-pages";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { ContentPage } from "~/ui/layout/ContentPage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/company-page";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader({ url }: Route.LoaderArgs) {
  const key = url.pathname.replace(/^\/+|\/+$/g, "");
  if (!Object.hasOwn(COMPANY_PAGES, key)) throw data(null, { status: 404 });
  return { key };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData ? COMPANY_PAGES[loaderData.key]?.(metaT(matches)) : undefined;
  return [{ title: page ? `${page.title} — ${BRAND}` : BRAND }];
}

export default function CompanyPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT("content");
  const page = COMPANY_PAGES[loaderData.key]!(t);
  return (
    <ContentPage kicker={page.kicker} title={page.title} lead={page.lead}>
      {page.body}
    </ContentPage>
  );
}
