import type { ReactNode } from "react";
import { Link } from "react-router";
import { richText } from "~/ui/rich-text";
import type { Translate } from "~/lib/i18n";

export interface Guide {
  slug: string;
  /** In English, as its catalogue id: pages show it through `t`, as the summary. */
  title: string;
  summary: string;
  /** The steps, in the page's language. */
  body: (t: Translate) => ReactNode;
}

/** The six Help guides: short, step-by-step, describing the product as it works today. */
export const GUIDES: Guide[] = [
  {
    slug: "getting-started",
    title: "Getting started",
    summary: "Create an account and set your location.",
    body: (t) => (
      <ol>
        <li>{t("Choose Sign In, then 'Sign up', and enter your name, e-mail address and a password.")}</li>
        <li>{t("We e-mail you a 6-digit code. Enter it to verify your address.")}</li>
        <li>
          {t(
            "Set your delivery location from the location box at the top: type your area or let your browser share it.",
          )}
        </li>
        <li>{t("Browse restaurants near you, or search for a dish.")}</li>
      </ol>
    ),
  },
  {
    slug: "placing-an-order",
    title: "Placing an order",
    summary: "From menu to checkout in a few steps.",
    body: (t) => (
      <ol>
        <li>
          {t(
            "Open a restaurant and press Add on the dishes you want. A cart holds dishes from one restaurant at a time.",
          )}
        </li>
        <li>{t("Open the cart, check quantities, and choose or add a delivery address.")}</li>
        <li>{t("Pick a payment method, add delivery instructions if needed, and apply a promo code.")}</li>
        <li>{t("Review the order summary — every fee and tax is listed — and proceed to checkout.")}</li>
      </ol>
    ),
  },
  {
    slug: "tracking-your-order",
    title: "Tracking your order",
    summary: "Follow your food from kitchen to door.",
    body: (t) => (
      <>
        <p>{t("Open Profile, then Orders. Each order moves through these steps:")}</p>
        <ol>
          <li>{t("Confirmed: the restaurant has your order.")}</li>
          <li>{t("Preparing: it is being cooked.")}</li>
          <li>{t("Out for Delivery: a rider is on the way.")}</li>
          <li>{t("Delivered.")}</li>
        </ol>
        <p>
          {richText(
            t("If an order is much later than its estimate, <0>send us a message</0>."),
            <Link to="/profile/help-support?tab=contact" />,
          )}
        </p>
      </>
    ),
  },
  {
    slug: "payments-and-refunds",
    title: "Payments and refunds",
    summary: "How paying works and when refunds arrive.",
    body: (t) => (
      <>
        <p>
          {t(
            "You can pay by UPI, card, wallet or cash on delivery. Online payments are processed by our payment provider; we never see or keep your card number.",
          )}
        </p>
        <p>
          {t(
            "When an order is cancelled or a refund is approved, the money goes back to the original payment method within 5–7 business days.",
          )}
        </p>
      </>
    ),
  },
  {
    slug: "using-offers",
    title: "Using offers and promo codes",
    summary: "Find a code and apply it at checkout.",
    body: (t) => (
      <ol>
        <li>
          {richText(
            t("Open <0>Offers</0> and find a code, such as {code}. Each shows its minimum order and end date.", {
              code: "SAVE20",
            }),
            <Link to="/offers" />,
          )}
        </li>
        <li>{t("Copy the code, or note it down.")}</li>
        <li>
          {t(
            "On the cart page, type it into the Promo Code box and press Apply. The discount shows in the order summary.",
          )}
        </li>
        <li>{t("One code applies per order; press Remove to take it off.")}</li>
      </ol>
    ),
  },
  {
    slug: "account-and-privacy",
    title: "Your account and privacy",
    summary: "Profile, password, settings and deleting your account.",
    body: (t) => (
      <ul>
        <li>{t("Profile, then Account: change your name, mobile number and password.")}</li>
        <li>{t("Profile, then Addresses: add, edit or remove delivery addresses and choose a default.")}</li>
        <li>{t("Profile, then Settings: choose which notifications and data uses you allow.")}</li>
        <li>{t("Settings also lets you delete your account; this cannot be undone.")}</li>
      </ul>
    ),
  },
];

export function guideBySlug(slug: string): Guide | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}
