import { appStoreLinks } from "~/features/content/app-stores.server";
import { qrCode } from "~/features/content/qr.server";
import { StoreBadges } from "~/features/content/StoreBadges";
import { BRAND } from "~/lib/brand";
import type { Route } from "./+types/get-the-app";

export function loader({ request }: Route.LoaderArgs) {
  // The code opens this page on the phone, where the badges lead to the right store for it.
  const pageUrl = new URL("/get-the-app", request.url).href;
  return { stores: appStoreLinks(), pageUrl, qr: qrCode(pageUrl) };
}

export function meta() {
  return [{ title: `Get the app — ${BRAND}` }];
}

const PERKS = [
  "Live order tracking",
  "App-only offers",
  "Faster checkout with saved addresses and UPI",
  "Reorder your favourites in two taps",
];

export default function GetTheApp({ loaderData }: Route.ComponentProps) {
  const { stores, pageUrl, qr } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <section>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Get the {BRAND} app</h1>
          <p className="mt-3 text-lg text-gray-800">Everything you like about {BRAND}, in your pocket.</p>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-800">
            {PERKS.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
          <StoreBadges links={stores} className="mt-6" />
        </section>
        <section aria-labelledby="qr-title" className="rounded-3xl bg-brand-50 p-6 text-center">
          <h2 id="qr-title" className="text-xl font-bold">
            Scan to download
          </h2>
          <svg
            role="img"
            aria-label={`QR code that opens ${pageUrl} on your phone`}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
            className="mx-auto mt-4 h-56 w-56 max-w-full bg-white"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#111827" />
          </svg>
          <p className="mt-3 text-gray-800">
            Point your phone's camera at the code to open{" "}
            <span className="font-mono text-sm [overflow-wrap:anywhere]">{pageUrl}</span>, then choose your store.
          </p>
        </section>
      </div>
    </div>
  );
}
