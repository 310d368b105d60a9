import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND, TAGLINE } from "~/lib/brand";

export interface CompanyPage {
  kicker: string;
  title: string;
  lead: string;
  body: ReactNode;
}

/** The short company, partner and legal pages linked from the footer, by path. */
export const COMPANY_PAGES: Record<string, CompanyPage> = {
  "about-us": {
    kicker: "Company",
    title: "About us",
    lead: `${BRAND} brings food from the restaurants you love to your door. ${TAGLINE}.`,
    body: (
      <>
        <p>
          We started {BRAND} to make ordering a good meal in an Indian city simple: honest prices in rupees, clear
          delivery times, veg and non-veg clearly marked, and a checkout that works on any phone, fast network or slow.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>Every rupee on the bill is explained before you pay.</li>
          <li>Restaurants and riders are partners, paid fairly and on time.</li>
          <li>The app works for everyone, including people who use screen readers or keyboards.</li>
        </ul>
        <p>
          Want to work with us? See <Link to="/careers">careers</Link>, or <Link to="/contact-us">contact us</Link>.
        </p>
      </>
    ),
  },
  careers: {
    kicker: "Company",
    title: "Careers",
    lead: "We are a small team building food delivery that is fair to customers, restaurants and riders.",
    body: (
      <>
        <p>
          We have no open positions listed right now. If you are an engineer, designer, city operations lead or support
          specialist and you would like to hear when we hire, <Link to="/contact-us">write to us</Link> and choose the
          topic 'Something else'.
        </p>
        <h2>How we work</h2>
        <ul>
          <li>Teams in Bengaluru and remote across India.</li>
          <li>We ship small changes often and test them with real customers.</li>
          <li>Everyone spends a day a quarter on a support shift or a delivery ride-along.</li>
        </ul>
      </>
    ),
  },
  team: {
    kicker: "Company",
    title: "Our team",
    lead: "The people behind the app, the support line and the city operations.",
    body: (
      <>
        <p>Our teams:</p>
        <ul>
          <li>Product and engineering: the website and apps you order with.</li>
          <li>Restaurant partnerships: onboarding kitchens and helping them grow.</li>
          <li>Rider operations: rider onboarding, safety and payouts.</li>
          <li>Customer support: chat, phone and e-mail, around the clock.</li>
        </ul>
        <p>
          Want to join them? Visit <Link to="/careers">careers</Link>.
        </p>
      </>
    ),
  },
  press: {
    kicker: "Company",
    title: "Press",
    lead: `News and media enquiries about ${BRAND}.`,
    body: (
      <>
        <p>
          We have no press releases published yet. Journalists can reach us through the{" "}
          <Link to="/contact-us">contact form</Link> with the topic 'Press and media'; we answer within one working day.
        </p>
        <h2>About {BRAND} in one line</h2>
        <p>
          {BRAND} is a food ordering and delivery service for customers in India. Tagline: '{TAGLINE}'.
        </p>
      </>
    ),
  },
  "for-riders": {
    kicker: "Ride with us",
    title: "For riders",
    lead: "Deliver with us on your own schedule and get paid every week.",
    body: (
      <>
        <h2>Why ride with {BRAND}</h2>
        <ul>
          <li>Choose your hours and your area.</li>
          <li>Weekly payouts with a breakdown of every trip, distance and tip.</li>
          <li>Accident insurance while you are on a delivery.</li>
        </ul>
        <h2>What you need</h2>
        <ul>
          <li>You are 18 or older, with a smartphone.</li>
          <li>A two-wheeler with a valid driving licence, RC and insurance, or a bicycle.</li>
          <li>Aadhaar or another government photo ID, a PAN card and a bank account.</li>
        </ul>
        <p>
          Rider sign-up opens in the app soon. To be told when your city opens,{" "}
          <Link to="/contact-us">write to us</Link>.
        </p>
      </>
    ),
  },
  "for-businesses": {
    kicker: "For business",
    title: "For businesses",
    lead: `Ways businesses work with ${BRAND}.`,
    body: (
      <>
        <h2>Feed your team</h2>
        <p>
          Meal allowances, spending rules and one monthly invoice: see <Link to="/corporate">{BRAND} Corporate</Link>{" "}
          and its plans.
        </p>
        <h2>List your restaurant</h2>
        <p>
          Reach customers in your city with delivery handled for you: <Link to="/partner-with-us">partner with us</Link>
          .
        </p>
        <h2>Anything else</h2>
        <p>
          Catering, events or a partnership idea? <Link to="/contact-us">Contact us</Link>.
        </p>
      </>
    ),
  },
  "privacy-policy": {
    kicker: "Legal",
    title: "Privacy policy",
    lead: "What we collect, why, and what you can do about it. Last updated 1 November 2026.",
    body: (
      <>
        <h2>What we collect</h2>
        <ul>
          <li>
            Your account: name, e-mail address, password (stored only as a one-way hash) and, if you add it, your mobile
            number.
          </li>
          <li>Your delivery addresses, cart, favourites and orders.</li>
          <li>
            The location you choose, to show restaurants that deliver to you. We ask before using your device's
            location.
          </li>
          <li>Messages you send to support, and forms you send us.</li>
        </ul>
        <h2>What we never collect</h2>
        <p>Card numbers. Payments are handled by our payment provider; we receive only the result and the amount.</p>
        <h2>Why we use it</h2>
        <p>
          To deliver your orders, keep your account secure, answer your questions and, only if you allow it in Settings,
          to personalise offers. We do not sell your data.
        </p>
        <h2>Your choices</h2>
        <ul>
          <li>Change your privacy settings under Profile, Settings.</li>
          <li>
            Delete your account from Settings; your personal data is removed, except what the law requires us to keep
            (such as tax invoices).
          </li>
          <li>
            Questions: <Link to="/contact-us">contact us</Link>.
          </li>
        </ul>
        <h2>Cookies</h2>
        <p>
          We use one cookie to keep you signed in and a few to remember your location and choices. No advertising
          cookies.
        </p>
      </>
    ),
  },
  "terms-of-service": {
    kicker: "Legal",
    title: "Terms of service",
    lead: `The agreement between you and ${BRAND} when you use the website or apps. Last updated 1 November 2026.`,
    body: (
      <>
        <h2>Ordering</h2>
        <p>
          When you place an order you buy food from the restaurant; {BRAND} takes the order, collects payment on the
          restaurant's behalf and arranges delivery. Prices, fees and taxes are shown before you pay.
        </p>
        <h2>Cancellations and refunds</h2>
        <p>
          You can cancel an order until the restaurant starts preparing it. Refunds go back to the original payment
          method within 5–7 business days.
        </p>
        <h2>Promo codes</h2>
        <p>Codes have a minimum order and an end date, shown on the Offers page, and one code applies per order.</p>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself. We may suspend accounts used for fraud or abuse of riders, restaurants or
          staff.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <Link to="/contact-us">contact us</Link>.
        </p>
      </>
    ),
  },
};
