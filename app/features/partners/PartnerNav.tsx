import { NavLink } from "react-router";
import { useT } from "~/ui/useT";
import type { MemberRole } from "./partner-rules";

/** The partner's pages for one restaurant, the current one marked as such; payouts for its owners. */
export function PartnerNav({ restaurant }: { restaurant: { id: string; role: MemberRole } }) {
  const { t } = useT("partners");
  const at = `/partner/${restaurant.id}`;
  const pages = [
    { to: `${at}/orders`, text: t("Orders") },
    { to: `${at}/kitchen`, text: t("Kitchen") },
    { to: `${at}/reviews`, text: t("Reviews") },
    { to: `${at}/team`, text: t("Team") },
    ...(restaurant.role === "owner" ? [{ to: `${at}/payouts`, text: t("Payouts") }] : []),
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
