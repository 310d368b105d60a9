import { richText } from "~/ui/rich-text";
import { appStoreLinks } from "~/features/content/app-stores.server";
import { qrCode } from "~/features/content/qr.server";
import { StoreBadges } from "~/features/content/StoreBadges";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { publicHref } from "~/lib/public-url.server";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/get-the-app";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader() {
  // The code opens this page on the phone, where the badges lead to the right store for it: our public
  // address, never the request's Host, which anyone can set.
  const pageUrl = publicHref("/get-the-app");
  return { stores: appStoreLinks(), pageUrl, qr: qrCode(pageUrl) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Get the app")} — ${BRAND}` }];
}

/** In English, as catalogue ids. */
const PERKS = [
  "Live order tracking",
  "App-only offers",
  "Faster checkout with saved addresses and UPI",
  "Reorder your favourites in two taps",
];

export default function GetTheApp({ loaderData }: Route.ComponentProps) {
  const { stores, pageUrl, qr } = loaderData;
  const { t } = useT("content");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <section>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t("Get the {brand} app", { brand: BRAND })}</h1>
          <p className="mt-3 text-lg text-gray-800">
            {t("Everything you like about {brand}, in your pocket.", { brand: BRAND })}
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-800">
            {PERKS.map((perk) => (
              <li key={perk}>{t(perk)}</li>
            ))}
          </ul>
          <StoreBadges links={stores} className="mt-6" />
        </section>
        <section aria-labelledby="qr-title" className="rounded-3xl bg-brand-50 p-6 text-center">
          <h2 id="qr-title" className="text-xl font-bold">
            {t("Scan to download")}
          </h2>
          <svg
            role="img"
            aria-label={t("QR code that opens {address} on your phone", { address: pageUrl })}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
            className="mx-auto mt-4 h-56 w-56 max-w-full bg-white"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#111827" />
          </svg>
          <p className="mt-3 text-gray-800">
            {richText(
              t("Point your phone's camera at the code to open <0>{address}</0>, then choose your store.", {
                address: pageUrl,
              }),
              <span className="font-mono text-sm [overflow-wrap:anywhere]" />,
            )}
          </p>
        </section>
      </div>
    </div>
  );
}
