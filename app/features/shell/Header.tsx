import { useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "~/ui/useT";
import { Link, NavLink, useLocation } from "react-router";
import { BRAND, TAGLINE } from "~/lib/brand";
import { LogoutButton } from "~/features/accounts/LogoutButton";
import { UserMenu } from "~/features/accounts/UserMenu";
import { cartBadge } from "~/features/cart/cart-rules";
import { SearchOverlay } from "~/features/search/SearchOverlay";
import { useMenuClosedOnNavigation } from "~/ui/useMenuClosedOnNavigation";
import { LanguageSwitch } from "./LanguageSwitch";
import { useRootData } from "./root-data";

const NAV_ITEMS = [
  { to: "/offers", label: "Offers", badge: "New" },
  { to: "/corporate", label: "Corporate" },
  { to: "/help", label: "Help" },
] as const;

/** The cart icon, drawn once and used by each cart link (the phone header's and the menus'). */
const CART_SHAPE = "cart-shape";

/** Hides the header while scrolling down and shows it again on the way up, unless motion is reduced. */
function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(!reduced.matches && y > lastY.current && y > 80);
      lastY.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? "nav-link text-brand-700 underline underline-offset-4" : "nav-link text-gray-800";
}

export function Header() {
  const { t } = useT();
  const root = useRootData();
  const { pathname, search } = useLocation();
  const hidden = useHideOnScroll();
  // On the sign-in panel itself, 'Sign In' keeps the panel's own way back.
  const onAuthPage = ["/login", "/signup", "/verify"].includes(pathname);
  const here = encodeURIComponent(
    onAuthPage ? (new URLSearchParams(search).get("redirectTo") ?? "/") : pathname + search,
  );
  const locationName = root?.location.name ?? t("Choose location");
  const user = root?.user ?? null;
  const menu = useMenuClosedOnNavigation();

  // So do Escape (focus back on its button) and a click or tap outside it, as a menu should.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.current?.open) return;
      menu.current.open = false;
      menu.current.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (menu.current?.open && event.target instanceof Node && !menu.current.contains(event.target))
        menu.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menu]);

  return (
    <header
      className={`sticky top-0 z-30 print:hidden border-b border-gray-200 bg-white/95 backdrop-blur transition-transform duration-300 ${hidden ? "-translate-y-full" : ""}`}
    >
      <svg width="0" height="0" aria-hidden="true" className="absolute">
        <symbol id={CART_SHAPE} viewBox="0 0 24 24">
          <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.8l.9 2H21l-3.3 8.3a2 2 0 0 1-1.9 1.3H8.6l-.9 1.6V15H19v2H6a1.5 1.5 0 0 1-1.3-2.3L6 12.4 5.2 4Z" />
        </symbol>
      </svg>
      {/* Narrower than 360 px the location has a line of its own under the logo and buttons, so its name
          can be read (beside them it had room for one letter, or none beside the cart's count). */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-3 py-2 sm:gap-x-4 sm:px-4">
        <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 text-xl font-extrabold text-brand-700">
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <circle cx="14" cy="14" r="14" fill="#c2410c" />
            <path d="M8 16c0-4 3-7 6-7s6 3 6 7H8Zm-1 2h14v2H7z" fill="#fff" />
          </svg>
          <span className="sr-only sm:not-sr-only">{BRAND}</span>
        </Link>
        <Link
          to={`/location?redirectTo=${here}`}
          className="order-last flex min-h-8 min-w-0 basis-full items-center gap-1 rounded-lg px-1 text-sm hover:bg-brand-50 min-[360px]:order-none min-[360px]:min-h-11 min-[360px]:basis-auto min-[360px]:flex-1 sm:max-w-64 sm:flex-none sm:px-2"
        >
          <span className="sr-only">{t("Delivery location:")} </span>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0 fill-brand-600">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <span className="truncate font-semibold">{locationName}</span>
          <span className="sr-only">{t("(change)")}</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <SearchOverlay />
          {/* The whole navigation fits beside the logo and location from 768 px for a guest, and from
              1,280 px once Profile and the account menu join it; narrower, it folds into the menu. */}
          <span className={user ? "xl:hidden" : "md:hidden"}>
            <CartLink compact />
          </span>
          <nav aria-label={t("Main")} className={`hidden items-center gap-1 ${user ? "xl:flex" : "md:flex"}`}>
            <NavEntries
              signInHref={`/login?redirectTo=${here}`}
              account={user ? <UserMenu firstName={user.firstName} /> : null}
            />
          </nav>
          <details ref={menu} className={`relative ${user ? "xl:hidden" : "md:hidden"}`}>
            <summary className="flex min-h-11 min-w-11 list-none items-center justify-center rounded-lg hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className="fill-gray-800">
                <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
              </svg>
              <span className="sr-only">{t("Menu")}</span>
            </summary>
            <div className="absolute right-0 top-full mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
              <p className="border-b border-gray-200 pb-2 text-sm text-gray-700">
                {t("Delivery location:")} <strong className="text-gray-900">{locationName}</strong>
              </p>
              <nav aria-label={t("Main menu")} className="mt-2 flex flex-col">
                <NavEntries
                  signInHref={`/login?redirectTo=${here}`}
                  account={user ? <LogoutButton className={navClass({ isActive: false })} /> : null}
                />
              </nav>
              <p className="mt-3 border-t border-gray-200 pt-2 text-sm text-gray-700">
                <strong className="text-brand-700">{BRAND}</strong> · {t(TAGLINE)}
              </p>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

/** The navigation entries: offers, corporate, help, cart, then Profile and `account` when signed in, else 'Sign In'. */
function NavEntries({ signInHref, account }: { signInHref: string; account: ReactNode | null }) {
  const { t } = useT();
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} className={navClass}>
          {t(item.label)}
          {"badge" in item ? (
            <span className="rounded bg-brand-600 px-1.5 text-xs font-bold text-white">{t(item.badge)}</span>
          ) : null}
        </NavLink>
      ))}
      <CartLink />
      {account ? (
        <>
          <NavLink to="/profile/account" className={navClass}>
            {t("Profile")}
          </NavLink>
          {account}
        </>
      ) : (
        <NavLink to={signInHref} className={navClass}>
          {t("Sign In")}
        </NavLink>
      )}
      <LanguageSwitch className="px-3 text-sm text-gray-700" buttonClassName={navClass({ isActive: false })} />
    </>
  );
}

/** The cart link with its item count; `compact` (the phone header) shows the icon and count only. */
function CartLink({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const cartCount = useRootData()?.cartCount ?? 0;
  const badge = cartBadge(cartCount);
  return (
    <NavLink to="/cart" className={(state) => (compact ? `${navClass(state)} px-2` : navClass(state))}>
      <svg width="20" height="20" aria-hidden="true" className="fill-current">
        <use href={`#${CART_SHAPE}`} />
      </svg>
      <span className={compact ? "sr-only" : undefined}>{t("Cart")}</span>
      {badge ? (
        <span className="rounded-full bg-green-800 px-1.5 text-xs font-bold text-white">
          {badge}
          <span className="sr-only"> {t("{count, plural, one {item} other {items}}", { count: cartCount })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
