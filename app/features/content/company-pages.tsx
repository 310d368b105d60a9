import { Checklist } from "~/ui/layout/Checklist";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND, TAGLINE } from "~/lib/brand";
import type { Translate } from "~/lib/i18n";
import { richText } from "~/ui/rich-text";

export interface CompanyPage {
  kicker: string;
  title: string;
  lead: string;
  body: ReactNode;
}

/** The short company, partner and legal pages linked from the footer, by path, in the page's language. */
export const COMPANY_PAGES: Record<string, (t: Translate) => CompanyPage> = {
  "about-us": (t) => ({
    kicker: t("Company"),
    title: t("About us"),
    lead: t("{brand} brings food from the restaurants you love to your door. {tagline}.", {
      brand: BRAND,
      tagline: t(TAGLINE),
    }),
    body: (
      <>
        <p>
          {t(
            "We started {brand} to make ordering a good meal in an Indian city simple: honest prices in rupees, clear delivery times, veg and non-veg clearly marked, and a checkout that works on any phone, fast network or slow.",
            { brand: BRAND },
          )}
        </p>
        <Checklist
          title={t("What we believe")}
          points={[
            t("Every rupee on the bill is explained before you pay."),
            t("Restaurants and riders are partners, paid fairly and on time."),
            t("The app works for everyone, including people who use screen readers or keyboards."),
          ]}
        />
        <p>
          {richText(
            t("Want to work with us? See <0>careers</0>, or <1>contact us</1>."),
            <Link to="/careers" />,
            <Link to="/contact-us" />,
          )}
        </p>
      </>
    ),
  }),
  careers: (t) => ({
    kicker: t("Company"),
    title: t("Careers"),
    lead: t("We are a small team building food delivery that is fair to customers, restaurants and riders."),
    body: (
      <>
        <p>
          {richText(
            t(
              "We have no open positions listed right now. If you are an engineer, designer, city operations lead or support specialist and you would like to hear when we hire, <0>write to us</0> and choose the topic 'Something else'.",
            ),
            <Link to="/contact-us" />,
          )}
        </p>
        <Checklist
          title={t("How we work")}
          points={[
            t("Teams in Bengaluru and remote across India."),
            t("We ship small changes often and test them with real customers."),
            t("Everyone spends a day a quarter on a support shift or a delivery ride-along."),
          ]}
        />
      </>
    ),
  }),
  team: (t) => ({
    kicker: t("Company"),
    title: t("Our team"),
    lead: t("The people behind the app, the support line and the city operations."),
    body: (
      <>
        <p>{t("Our teams:")}</p>
        <ul>
          <li>{t("Product and engineering: the website and apps you order with.")}</li>
          <li>{t("Restaurant partnerships: onboarding kitchens and helping them grow.")}</li>
          <li>{t("Rider operations: rider onboarding, safety and payouts.")}</li>
          <li>{t("Customer support: chat, phone and e-mail, around the clock.")}</li>
        </ul>
        <p>{richText(t("Want to join them? Visit <0>careers</0>."), <Link to="/careers" />)}</p>
      </>
    ),
  }),
  press: (t) => ({
    kicker: t("Company"),
    title: t("Press"),
    lead: t("News and media enquiries about {brand}.", { brand: BRAND }),
    body: (
      <>
        <p>
          {richText(
            t(
              "We have no press releases published yet. Journalists can reach us through the <0>contact form</0> with the topic 'Press and media'; we answer within one working day.",
            ),
            <Link to="/contact-us" />,
          )}
        </p>
        <h2>{t("About {brand} in one line", { brand: BRAND })}</h2>
        <p>
          {t("{brand} is a food ordering and delivery service for customers in India. Tagline: ''{tagline}''.", {
            brand: BRAND,
            tagline: t(TAGLINE),
          })}
        </p>
      </>
    ),
  }),
  "for-riders": (t) => ({
    kicker: t("Ride with us"),
    title: t("For riders"),
    lead: t("Deliver with us on your own schedule and get paid every week."),
    body: (
      <>
        <Checklist
          title={t("Why ride with {brand}", { brand: BRAND })}
          points={[
            t("Choose your hours and your area."),
            t("Weekly payouts with a breakdown of every trip, distance and tip."),
            t("Accident insurance while you are on a delivery."),
          ]}
        />
        <Checklist
          title={t("What you need")}
          points={[
            t("You are 18 or older, with a smartphone."),
            t("A two-wheeler with a valid driving licence, RC and insurance, or a bicycle."),
            t("Aadhaar or another government photo ID, a PAN card and a bank account."),
          ]}
        />
        <p>
          {richText(
            t("Rider sign-up opens in the app soon. To be told when your city opens, <0>write to us</0>."),
            <Link to="/contact-us" />,
          )}
        </p>
      </>
    ),
  }),
  "for-businesses": (t) => ({
    kicker: t("For business"),
    title: t("For businesses"),
    lead: t("Ways businesses work with {brand}.", { brand: BRAND }),
    body: (
      <>
        <h2>{t("Feed your team")}</h2>
        <p>
          {richText(
            t("Meal allowances, spending rules and one monthly invoice: see <0>{brand} Corporate</0> and its plans.", {
              brand: BRAND,
            }),
            <Link to="/corporate" />,
          )}
        </p>
        <h2>{t("List your restaurant")}</h2>
        <p>
          {richText(
            t("Reach customers in your city with delivery handled for you: <0>partner with us</0>."),
            <Link to="/partner-with-us" />,
          )}
        </p>
        <h2>{t("Anything else")}</h2>
        <p>{richText(t("Catering, events or a partnership idea? <0>Contact us</0>."), <Link to="/contact-us" />)}</p>
      </>
    ),
  }),
  "privacy-policy": (t) => ({
    kicker: t("Legal"),
    title: t("Privacy policy"),
    lead: t("What we collect, why, and what you can do about it. Last updated 29 November 2026."),
    body: (
      <>
        <h2>{t("What we collect")}</h2>
        <ul>
          <li>
            {t(
              "Your account: name, e-mail address, password (stored only as a one-way hash) and, if you add it, your mobile number.",
            )}
          </li>
          <li>{t("Your delivery addresses, cart, favourites and orders.")}</li>
          <li>
            {t(
              "The location you choose, to show restaurants that deliver to you. We ask before using your device's location.",
            )}
          </li>
          <li>{t("Messages you send to support, and forms you send us.")}</li>
          <li>
            {t(
              "If you deliver with us: your position while you are online, taken from your phone only when you allow it. During a trip the customer sees your first name and where you are on a map; the positions of a trip are deleted 24 hours after it ends.",
            )}
          </li>
          <li>
            {t(
              "Riders and customers see each other's first names, never each other's phone numbers: calls between them go through our call service or support.",
            )}
          </li>
        </ul>
        <h2>{t("What we never collect")}</h2>
        <p>
          {t("Card numbers. Payments are handled by our payment provider; we receive only the result and the amount.")}
        </p>
        <h2>{t("Why we use it")}</h2>
        <p>
          {t(
            "To deliver your orders, keep your account secure, answer your questions and, only if you allow it in Settings, to personalise offers. We do not sell your data.",
          )}
        </p>
        <h2>{t("Your choices")}</h2>
        <ul>
          <li>{t("Change your privacy settings under Profile, Settings.")}</li>
          <li>
            {t(
              "Delete your account from Settings; your personal data is removed, except what the law requires us to keep (such as tax invoices).",
            )}
          </li>
          <li>{richText(t("Questions: <0>contact us</0>."), <Link to="/contact-us" />)}</li>
        </ul>
        <h2>{t("Cookies")}</h2>
        <p>
          {t(
            "We use one cookie to keep you signed in and a few to remember your location and choices. No advertising cookies.",
          )}
        </p>
      </>
    ),
  }),
  "terms-of-service": (t) => ({
    kicker: t("Legal"),
    title: t("Terms of service"),
    lead: t("The agreement between you and {brand} when you use the website or apps. Last updated 1 November 2026.", {
      brand: BRAND,
    }),
    body: (
      <>
        <h2>{t("Ordering")}</h2>
        <p>
          {t(
            "When you place an order you buy food from the restaurant; {brand} takes the order, collects payment on the restaurant's behalf and arranges delivery. Prices, fees and taxes are shown before you pay.",
            { brand: BRAND },
          )}
        </p>
        <h2>{t("Cancellations and refunds")}</h2>
        <p>
          {t(
            "You can cancel an order until the restaurant starts preparing it. Refunds go back to the original payment method within 5–7 business days.",
          )}
        </p>
        <h2>{t("Promo codes")}</h2>
        <p>
          {t("Codes have a minimum order and an end date, shown on the Offers page, and one code applies per order.")}
        </p>
        <h2>{t("Your account")}</h2>
        <p>
          {t(
            "Keep your password to yourself. We may suspend accounts used for fraud or abuse of riders, restaurants or staff.",
          )}
        </p>
        <h2>{t("Contact")}</h2>
        <p>{richText(t("Questions about these terms: <0>contact us</0>."), <Link to="/contact-us" />)}</p>
      </>
    ),
  }),
};
