import { NavLink } from "react-router";
import { useT } from "~/ui/useT";

/** The partner's pages for one restaurant, the current one marked as such. */
export function PartnerNav({ restaurantId }: { restaurantId: string }) {
  const { t } = useT("partners");
  const pages = [
    { to: `/partner/${restaurantId}/orders`, text: t("Orders") },
    { to: `/partner/${restaurantId}/kitchen`, text: t("Kitchen") },
    { to: `/partner/${restaurantId}/reviews`, text: t("Reviews") },
    { to: `/partner/${restaurantId}/team`, text: t("Team") },
    { to: "/partner", text: t("Your restaurants") },
  ];
  return (
    <nav aria-label={t("Partner pages")} className="flex flex-wrap gap-x-4 gap-y-1">
      {pages.map((page) => (
        <NavLink key={page.to} to={page.to} end className="underline aria-[current=page]:font-bold">
          {page.text}
        </NavLink>
      ))}
    </nav>
  );
}
