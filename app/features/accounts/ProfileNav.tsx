import { NavLink } from "react-router";
import { useT } from "~/ui/useT";
import { LogoutButton } from "./LogoutButton";

/** Counts shown next to sidebar entries, from the database. */
export interface ProfileCounts {
  orders: number;
  favorites: number;
  addresses: number;
}

const LINKS: { to: string; label: string; count?: keyof ProfileCounts }[] = [
  { to: "/profile/account", label: "Account" },
  { to: "/profile/orders", label: "Orders", count: "orders" },
  { to: "/profile/favorites", label: "Favorites", count: "favorites" },
  { to: "/profile/payments", label: "Payments" },
  { to: "/profile/addresses", label: "Addresses", count: "addresses" },
  { to: "/profile/settings", label: "Settings" },
  { to: "/profile/help-support", label: "Help & Support" },
];

function Links({ counts }: { counts: ProfileCounts }) {
  const { t } = useT("profile");
  return (
    <ul className="space-y-1">
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className={({ isActive }) =>
              `flex min-h-11 items-center justify-between rounded-lg px-3 font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-gray-800 hover:bg-gray-100"}`
            }
          >
            {t(link.label)}
            {link.count ? (
              <span className="rounded-full bg-gray-100 px-2 text-sm text-gray-800">{counts[link.count]}</span>
            ) : null}
          </NavLink>
        </li>
      ))}
      <li>
        <LogoutButton className="flex min-h-11 w-full items-center rounded-lg px-3 font-medium text-gray-800 hover:bg-gray-100" />
      </li>
    </ul>
  );
}

/** The profile sidebar: a column on wide screens, a drawer (a <details>, so no JavaScript needed) on small ones. */
export function ProfileNav({ counts }: { counts: ProfileCounts }) {
  const { t } = useT("profile");
  return (
    <>
      <nav aria-label={t("Profile")} className="hidden w-56 shrink-0 md:block">
        <Links counts={counts} />
      </nav>
      <details className="md:hidden">
        <summary className="btn-secondary w-full">{t("Profile menu")}</summary>
        <nav aria-label={t("Profile")} className="mt-2 rounded-xl border border-gray-200 p-2">
          <Links counts={counts} />
        </nav>
      </details>
    </>
  );
}
