import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { GoBack } from "~/ui/ErrorPage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dine-out";

export const handle = { i18n: ["catalogue"] } satisfies I18nHandle;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("Dine-out")} — ${t("Coming Soon")} — ${BRAND}` }];
}

export default function DineOut() {
  const { t } = useT("catalogue");
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="font-semibold text-brand-700">{t("Dine-out")}</p>
      <h1 className="mt-2 text-3xl font-bold">{t("Coming Soon")}</h1>
      <p className="mt-3 text-gray-700">
        {t("Table bookings and dine-out deals at the best restaurants near you are on their way.")}
      </p>
      <div className="mt-8 flex justify-center">
        <GoBack />
      </div>
    </section>
  );
}
