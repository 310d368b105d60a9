import { Link } from "react-router";

/** A row of filter links for a console list; the one in use is marked as the current page. */
export function FilterLinks({
  label,
  links,
}: {
  label: string;
  links: { to: string; text: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg border px-3 font-medium ${link.current ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 text-gray-800 hover:bg-gray-100"}`}
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
