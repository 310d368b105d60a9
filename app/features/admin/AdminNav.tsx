import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/restaurants", label: "Restaurants" },
  { to: "/admin/tickets", label: "Tickets" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/audit", label: "Audit log" },
] as const;

/** The operations console's sections, a row of links that wraps on small screens. */
export function AdminNav() {
  return (
    <nav aria-label="Operations console">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={"end" in link}
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
