import type { Migration } from "kysely";
import * as catalogue from "./0001_catalogue";
import * as accounts from "./0002_accounts";
import * as cartAddresses from "./0003_cart_addresses";
import * as favourites from "./0004_favourites";

/** Every migration, in order. Listed explicitly so they are bundled with the server build. */
export const migrations: Record<string, Migration> = {
  "0001_catalogue": catalogue,
  "0002_accounts": accounts,
  "0003_cart_addresses": cartAddresses,
  "0004_favourites": favourites,
};
