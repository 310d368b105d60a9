import { LetsTalkLink, LetsTalkProvider } from "~/features/leads/LetsTalkDialog";
import { PLANS, type PlanKey } from "~/features/leads/plans";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/corporate";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Corporate meals")} — ${BRAND}` }];
}

const contactHref = (plan?: PlanKey) => (plan ? `/corporate/contact?plan=${plan}` : "/corporate/contact");

/** The page's lists, in English as catalogue ids: shown through `t`. */
const FEATURES = [
  ["Employee management", "Add your team by e-mail, set who can order and remove leavers in one place."],
  ["Central billing", "One monthly GST invoice for every meal, instead of a pile of reimbursement claims."],
  ["Analytics", "See spend by team, day and restaurant, and export it for finance."],
  ["Spending policies", "Daily limits, allowed hours and approved restaurants, applied at checkout."],
] as const;

const STATS = [
  ["500+", "corporate clients"],
  ["50K+", "employees fed"],
  ["2M+", "orders delivered"],
  ["35%", "average savings on meal costs"],
] as const;

const TESTIMONIALS = [
  {
    quote:
      "Late-night release days used to mean twenty separate expense claims. Now it is one invoice and nobody goes hungry.",
    author: "Priya Raman",
    position: "Head of People",
    company: "Finlytics, Bengaluru",
  },
  {
    quote: "The spending limits let us offer a daily lunch allowance without anyone checking receipts.",
    author: "Arjun Mehta",
    position: "Finance Manager",
    company: "Kalpa Logistics, Pune",
  },
  {
    quote: "Our teams across three cities order from local favourites, and I see it all in one dashboard.",
    author: "Sana Qureshi",
    position: "Admin Lead",
    company: "Northwind Design Studio, Gurugram",
  },
] as const;

export default function Corporate() {
  const { t } = useT("content");
  return (
    <LetsTalkProvider>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <section className="rounded-3xl bg-brand-50 p-6 sm:p-10">
          <p className="font-semibold text-brand-700">{t("{brand} for Business", { brand: BRAND })}</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">
            {t("Meals your team will love, billing your finance team will too")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-gray-800">
            {t(
              "Give employees food from thousands of restaurants, with company-paid allowances, spending rules and one invoice.",
            )}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LetsTalkLink to={contactHref()} className="btn-primary">
              {t("Get Started")}
            </LetsTalkLink>
            <LetsTalkLink to={contactHref("enterprise")} className="btn-secondary">
              {t("Contact Sales")}
            </LetsTalkLink>
          </div>
        </section>

        <section aria-labelledby="corporate-features" className="mt-10">
          <h2 id="corporate-features" className="text-2xl font-bold">
            {t("Everything you need to feed a team")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(([title, text]) => (
              <li key={title} className="rounded-2xl border border-gray-200 p-4">
                <h3 className="font-bold">{t(title)}</h3>
                <p className="mt-1 text-gray-800">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="corporate-stats" className="mt-10">
          <h2 id="corporate-stats" className="sr-only">
            {t("{brand} for Business in numbers", { brand: BRAND })}
          </h2>
          <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-gray-900 p-6 text-white lg:grid-cols-4">
            {STATS.map(([value, label]) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-gray-200">{t(label)}</dt>
                <dd className="text-3xl font-extrabold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="corporate-plans" className="mt-10">
          <h2 id="corporate-plans" className="text-2xl font-bold">
            {t("Plans")}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {(Object.keys(PLANS) as PlanKey[]).map((key) => {
              const plan = PLANS[key];
              return (
                <li
                  key={key}
                  className={`flex flex-col rounded-2xl border p-5 ${plan.popular ? "border-brand-600 ring-2 ring-brand-600" : "border-gray-200"}`}
                >
                  <h3 className="flex flex-wrap items-center gap-2 text-xl font-bold">
                    {t(plan.name)}
                    {plan.popular ? (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                        {t("Most popular")}
                      </span>
                    ) : null}
                  </h3>
                  <p className="mt-2 text-2xl font-extrabold">
                    {plan.priceText ? (
                      t(plan.priceText)
                    ) : (
                      <>
                        <Price paise={plan.pricePaise ?? 0} />
                        <span className="text-base font-normal text-gray-700">{` ${t("per month")}`}</span>
                      </>
                    )}
                  </p>
                  <p className="mt-1 text-gray-800">{t(plan.employees)}</p>
                  <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-gray-800">
                    {plan.features.map((feature) => (
                      <li key={feature}>{t(feature)}</li>
                    ))}
                  </ul>
                  <LetsTalkLink
                    to={contactHref(key)}
                    className={`${plan.popular ? "btn-primary" : "btn-secondary"} mt-4`}
                  >
                    {t("Choose {plan}", { plan: t(plan.name) })}
                  </LetsTalkLink>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="corporate-testimonials" className="mt-10">
          <h2 id="corporate-testimonials" className="text-2xl font-bold">
            {t("What our clients say")}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {TESTIMONIALS.map((item) => (
              <li key={item.author}>
                <figure className="h-full rounded-2xl border border-gray-200 p-5">
                  <blockquote className="text-gray-900">“{t(item.quote)}”</blockquote>
                  <figcaption className="mt-3 text-sm text-gray-700">
                    <span className="font-semibold text-gray-900">{item.author}</span>, {t(item.position)},{" "}
                    {item.company}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="corporate-talk" className="mt-10 rounded-3xl bg-brand-50 p-6 text-center sm:p-10">
          <h2 id="corporate-talk" className="text-2xl font-bold">
            {t("Let's Talk")}
          </h2>
          <p className="mt-2 text-gray-800">{t("Tell us about your team; we reply within 24 hours.")}</p>
          <LetsTalkLink to={contactHref()} className="btn-primary mt-4">
            {t("Contact Sales")}
          </LetsTalkLink>
        </section>
      </div>
    </LetsTalkProvider>
  );
}
