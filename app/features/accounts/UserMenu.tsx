import { useEffect } from "react";
import { useT } from "~/ui/useT";
import { Link } from "react-router";
import { useMenuClosedOnNavigation } from "~/ui/useMenuClosedOnNavigation";
import { LogoutButton } from "./LogoutButton";

const ITEMS = [
  { to: "/profile/account", label: "Account" },
  { to: "/profile/settings", label: "Settings" },
  { to: "/profile/favorites", label: "Favorites" },
  { to: "/profile/orders", label: "Orders" },
  { to: "/profile/help-support", label: "Help & Support" },
] as const;

/**
 * The signed-in customer's dropdown. A <details>, so it opens without JavaScript; with it, it also
 * closes on an outside click, on Escape (returning focus to its button) and after navigating.
 */
export function UserMenu({ firstName }: { firstName: string }) {
  const { t } = useT();
  const menu = useMenuClosedOnNavigation();

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.current?.open) {
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [menu]);

  return (
    <details ref={menu} className="relative">
      <summary className="flex min-h-11 list-none items-center gap-1 rounded-lg px-3 font-medium text-gray-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t("Account menu for {name}", { name: firstName })}</span>
        <span aria-hidden="true">{firstName}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="absolute right-0 top-full z-40 mt-2 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="flex min-h-11 items-center rounded-lg px-3 hover:bg-gray-100">
              {t(item.label)}
            </Link>
          </li>
        ))}
        <li>
          <LogoutButton className="flex min-h-11 w-full items-center rounded-lg px-3 text-left hover:bg-gray-100" />
        </li>
      </ul>
    </details>
  );
}
