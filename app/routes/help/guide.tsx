import { data, Link } from "react-router";
import { guideBySlug } from "~/features/support/guides";
import { BRAND } from "~/lib/brand";
import { ContentPage } from "~/ui/layout/ContentPage";
import type { Route } from "./+types/guide";

export function loader({ params }: Route.LoaderArgs) {
  if (!guideBySlug(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const guide = loaderData ? guideBySlug(loaderData.slug) : undefined;
  return [{ title: `${guide?.title ?? "Guide"} — Help — ${BRAND}` }];
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const guide = guideBySlug(loaderData.slug)!;
  return (
    <ContentPage kicker="Help guide" title={guide.title} lead={guide.summary}>
      <div className="[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6">{guide.body}</div>
      <p>
        Still stuck? <Link to="/help">Back to Help</Link> or{" "}
        <Link to="/profile/help-support?tab=contact">send us a message</Link>.
      </p>
    </ContentPage>
  );
}
