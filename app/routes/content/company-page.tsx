import { data } from "react-router";
import { COMPANY_PAGES } from "~/features/content/company-pages";
import { BRAND } from "~/lib/brand";
import { ContentPage } from "~/ui/layout/ContentPage";
import type { Route } from "./+types/company-page";

function pageKey(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
}

export function loader({ request }: Route.LoaderArgs) {
  const key = pageKey(request);
  if (!Object.hasOwn(COMPANY_PAGES, key)) throw data(null, { status: 404 });
  return { key };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData ? COMPANY_PAGES[loaderData.key] : undefined;
  return [{ title: page ? `${page.title} — ${BRAND}` : BRAND }];
}

export default function CompanyPageRoute({ loaderData }: Route.ComponentProps) {
  const page = COMPANY_PAGES[loaderData.key]!;
  return (
    <ContentPage kicker={page.kicker} title={page.title} lead={page.lead}>
      {page.body}
    </ContentPage>
  );
}
