import { NavLink } from "react-router";
import { useT } from "~/ui/useT";

/** The operations console's sections, a row of links that wraps on small screens. */
export function AdminNav() {
  const { t } = useT("admin");
  const links = [
    { to: "/admin", label: t("Dashboard"), end: true },
    { to: "/admin/orders", label: t("Orders") },
    { to: "/admin/restaurants", label: t("Restaurants") },
    { to: "/admin/cities", label: t("Cities") },
    { to: "/admin/riders", label: t("Riders") },
    { to: "/admin/tickets", label: t("Tickets") },
    { to: "/admin/leads", label: t("Leads") },
    { to: "/admin/reviews", label: t("Reviews") },
    { to: "/admin/users", label: t("Users") },
    { to: "/admin/payouts", label: t("Payouts") },
    { to: "/admin/audit", label: t("Audit log") },
  ];
  return (
    <nav aria-label={t("Operations console")}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end ?? false}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg border px-3 font-medium ${isActive ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 text-gray-800 hover:bg-gray-100"}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
