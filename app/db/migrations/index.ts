import type { Migration } from "kysely";
import * as catalogue from "./0001_catalogue";
import * as accounts from "./0002_accounts";
import * as cartAddresses from "./0003_cart_addresses";

/** Every migration, in order. Listed explicitly so they are bundled with the server build. */
export const migrations: Record<string, Migration> = {
  "0001_catalogue": catalogue,
  "0002_accounts": accounts,
  "0003_cart_addresses": cartAddresses,
};
