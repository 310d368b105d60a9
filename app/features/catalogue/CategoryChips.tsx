import { NavLink } from "react-router";
import { useT } from "~/ui/useT";

/** The popular categories the chips offer, in this order. */
const CHIP_SLUGS = ["burgers", "chinese", "desserts", "south-indian", "healthy", "biryani"];

export interface Chip {
  slug: string;
  name: string;
}

/** The chips' categories, from every category (named in the page's language), in the chips' order. */
export function chipsOf(categories: readonly Chip[]): Chip[] {
  return CHIP_SLUGS.flatMap((slug) =>
    categories.filter((category) => category.slug === slug).map(({ name }) => ({ slug, name })),
  );
}

export function CategoryChips({ chips }: { chips: readonly Chip[] }) {
  const { t } = useT("catalogue");
  return (
    <nav aria-label={t("Popular categories")}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
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
