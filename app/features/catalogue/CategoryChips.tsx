import { NavLink } from "react-router";
import { useT } from "~/ui/useT";

/** Named as the categories are (their names are the catalogue's, in English). */
const CHIPS = [
  { slug: "burgers", name: "Burgers" },
  { slug: "chinese", name: "Chinese" },
  { slug: "desserts", name: "Desserts" },
  { slug: "south-indian", name: "South Indian" },
  { slug: "healthy", name: "Healthy" },
  { slug: "biryani", name: "Biryani" },
] as const;

export function CategoryChips() {
  const { t } = useT("catalogue");
  return (
    <nav aria-label={t("Popular categories")}>
      <ul className="flex flex-wrap gap-2">
        {CHIPS.map((chip) => (
          <li key={chip.slug}>
            <NavLink
              to={`/categories/${chip.slug}`}
              className={({ isActive }) => `chip ${isActive ? "chip-active" : ""}`}
            >
              {chip.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
