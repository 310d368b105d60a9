import { useT } from "~/ui/useT";
import { Link } from "react-router";
import { BRAND, BRAND_SLUG, TAGLINE } from "~/lib/brand";
import { LiteModeForm } from "~/ui/LiteModeForm";
import { LanguageSwitch } from "./LanguageSwitch";

const COLUMNS = [
  {
    heading: "Company",
    links: [
      { to: "/about-us", label: "About us" },
      { to: "/careers", label: "Careers" },
      { to: "/team", label: "Team" },
      { to: "/press", label: "Press" },
      { to: `/${BRAND_SLUG}-one`, label: `${BRAND} One` },
      { to: `/${BRAND_SLUG}-instamart`, label: `${BRAND} Instamart` },
      { to: `/${BRAND_SLUG}-dineout`, label: `${BRAND} Dineout` },
      { to: `/${BRAND_SLUG}-genie`, label: `${BRAND} Genie` },
    ],
  },
  {
    heading: "Contact us",
    links: [
      { to: "/help", label: "Help & Support" },
      { to: "/contact-us", label: "Contact us" },
      { to: "/partner-with-us", label: "Partner with us" },
      { to: "/for-riders", label: "Ride with us" },
    ],
  },
  {
    heading: "For business",
    links: [
      { to: "/corporate", label: "Corporate" },
      { to: `/${BRAND_SLUG}-corporate`, label: `${BRAND} Corporate` },
      { to: "/for-businesses", label: "For businesses" },
      { to: "/get-the-app", label: "Get the app" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/terms-of-service", label: "Terms of service" },
      { to: "/privacy-policy", label: "Privacy policy" },
    ],
  },
] as const;

const SOCIAL = [
  { href: "https://www.instagram.com/", label: "Instagram" },
  { href: "https://www.facebook.com/", label: "Facebook" },
  { href: "https://x.com/", label: "X (Twitter)" },
  { href: "https://www.linkedin.com/", label: "LinkedIn" },
] as const;

/** Brand names are the same in every language; the other labels are messages. */
const BRAND_LABELS = new Set<string>([
  `${BRAND} One`,
  `${BRAND} Instamart`,
  `${BRAND} Dineout`,
  `${BRAND} Genie`,
  `${BRAND} Corporate`,
]);

export function Footer({ lite }: { lite: boolean }) {
  const { t } = useT();
  return (
    <footer className="mt-16 bg-gray-900 text-gray-200 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-xl font-extrabold text-white">{BRAND}</p>
          <p className="mt-1 text-sm">{t(TAGLINE)}</p>
          <p className="mt-4 text-sm">© 2026 {BRAND} Technologies Pvt. Ltd.</p>
          <LiteModeForm lite={lite} className="mt-2 text-sm" />
          <LanguageSwitch className="mt-2 text-sm" buttonClassName="inline-flex min-h-11 items-center underline" />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2 className="font-semibold text-white">{t(column.heading)}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {BRAND_LABELS.has(link.label) ? link.label : t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-700">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-4 text-sm" aria-label={t("Social networks")}>
          {SOCIAL.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" className="footer-link">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
