import { config } from "~/lib/config.server";
import type { AppStoreLinks } from "./StoreBadges";

/** Where the store badges point (APP_STORE_URL, PLAY_STORE_URL). */
export function appStoreLinks(): AppStoreLinks {
  return { appStore: config().APP_STORE_URL, playStore: config().PLAY_STORE_URL };
}
