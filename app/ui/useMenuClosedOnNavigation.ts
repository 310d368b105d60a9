import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A `<details>` menu's ref that closes the menu once the customer navigates elsewhere (it stays open until
 * told otherwise). Not when the page first takes over: a menu opened before then stays open.
 */
export function useMenuClosedOnNavigation() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === shown.current) return;
    shown.current = here;
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  return menu;
}
