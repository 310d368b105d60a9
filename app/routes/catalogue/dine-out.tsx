import { BRAND } from "~/lib/brand";
import { GoBack } from "~/ui/ErrorPage";

export function meta() {
  return [{ title: `Dine-out — Coming Soon — ${BRAND}` }];
}

export default function DineOut() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="font-semibold text-brand-700">Dine-out</p>
      <h1 className="mt-2 text-3xl font-bold">Coming Soon</h1>
      <p className="mt-3 text-gray-700">
        Table bookings and dine-out deals at the best restaurants near you are on their way.
      </p>
      <div className="mt-8 flex justify-center">
        <GoBack />
      </div>
    </section>
  );
}
