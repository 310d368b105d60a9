import { redirect } from "react-router";
import { BRAND_SLUG } from "~/lib/brand";
import type { Route } from "./+types/redirects";

/** Old and alternative addresses the footer and landing header use, and where each now lives. */
const MOVED: Record<string, string> = {
  "/help-support": "/profile/help-support",
  [`/${BRAND_SLUG}-corporate`]: "/corporate",
};

export function loader({ url }: Route.LoaderArgs) {
  const to = MOVED[url.pathname.replace(/\/+$/, "")] ?? "/";
  throw redirect(to + url.search, 301);
}
