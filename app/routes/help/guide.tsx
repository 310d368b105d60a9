import { data, Link } from "react-router";
import { richText } from "~/ui/rich-text";
import { metaT } from "~/lib/i18n";
import { guideBySlug } from "~/features/support/guides";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { ContentPage } from "~/ui/layout/ContentPage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/guide";

export const handle = { i18n: ["support"] } satisfies I18nHandle;

export function loader({ params }: Route.LoaderArgs) {
  if (!guideBySlug(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const guide = loaderData ? guideBySlug(loaderData.slug) : undefined;
  return [{ title: `${t(guide?.title ?? "Guide")} — ${t("Help")} — ${BRAND}` }];
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT("support");
  const guide = guideBySlug(loaderData.slug)!;
  return (
    <ContentPage kicker={t("Help guide")} title={t(guide.title)} lead={t(guide.summary)}>
      <div className="[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6">{guide.body(t)}</div>
      <p>
        {richText(
          t("Still stuck? <0>Back to Help</0> or <1>send us a message</1>."),
          <Link to="/help" />,
          <Link to="/profile/help-support?tab=contact" />,
        )}
      </p>
    </ContentPage>
  );
}
