import { type Kysely } from "kysely";
import { addCheck, dropCheck, isPostgres } from "../dialect.server";
import { rebuildSqliteTables } from "../rebuild-sqlite-tables";

const PAYMENT_METHODS = ["Credit Card", "UPI", "Debit Card", "COD", "Wallet"];

/**
 * The values each enum-like column may hold. The generated database types (scripts/db-types.ts) read
 * their string unions from these CHECK constraints, and the features' constants are checked against them.
 */
const CHECKS: Record<string, Record<string, readonly string[]>> = {
  restaurants: { offer_type: ["discount", "free_delivery", "bogo"] },
  users: { role: ["customer", "admin"], preferred_payment_method: PAYMENT_METHODS },
  oauth_accounts: { provider: ["google"] },
  addresses: { address_type: ["Home", "Work", "Other"] },
  carts: { payment_method: PAYMENT_METHODS },
  favorite_lists: { list_type: ["productList", "restaurantList"] },
  orders: {
    status: ["Pending Payment", "Confirmed", "Preparing", "Out for Delivery", "Delivered", "Cancelled"],
    payment_method: PAYMENT_METHODS,
  },
  offers: {
    offer_type: ["percentage", "fixed", "free_delivery", "bogo"],
    category: ["all", "pizza", "burgers", "asian", "desserts"],
  },
  leads: { kind: ["corporate", "contact", "partner"], plan: ["starter", "standard", "enterprise"] },
  faqs: { category: ["orders", "payments", "account", "technical"] },
  support_tickets: {
    category: ["general", "orders", "payments", "technical"],
    priority: ["low", "medium", "high"],
    status: ["open", "in_progress", "resolved"],
  },
  audit_log: { target_type: ["order", "restaurant", "dish", "ticket", "lead", "user"] },
};

/**
 * Tables whose primary key is one text column. SQLite lets such a key be NULL unless it says NOT NULL,
 * so the generated types would read every id as `string | null`.
 */
const TEXT_KEYS = [
  "cities",
  "categories",
  "restaurants",
  "products",
  "users",
  "sessions",
  "verification_codes",
  "addresses",
  "carts",
  "cart_lines",
  "favorite_lists",
  "orders",
  "order_items",
  "payments",
  "webhook_events",
  "offers",
  "leads",
  "faqs",
  "support_tickets",
  "ticket_replies",
  "audit_log",
  "sign_in_failures",
  "password_resets",
];

const TABLES = [...new Set([...Object.keys(CHECKS), ...TEXT_KEYS])];

const NULLABLE_KEY = " text primary key";
const NOT_NULL_KEY = " text not null primary key";

function checkClauses(table: string): string {
  return Object.entries(CHECKS[table] ?? {})
    .map(
      ([column, values]) =>
        `, constraint "${table}_${column}" check ("${column}" in (${values.map((value) => `'${value}'`).join(", ")}))`,
    )
    .join("");
}

/** Enum-like columns get CHECK constraints and single-column text keys become NOT NULL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL adds constraints in place, and its primary keys are NOT NULL already.
  if (isPostgres(db)) return eachCheck((table, column, values) => addCheck(db, table, column, values));
  await rebuildSqliteTables(db, TABLES, (table, ddl) => {
    const keyed = TEXT_KEYS.includes(table) ? ddl.replace(NULLABLE_KEY, NOT_NULL_KEY) : ddl;
    return `${keyed.slice(0, -1)}${checkClauses(table)})`;
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return eachCheck((table, column) => dropCheck(db, table, column));
  await rebuildSqliteTables(db, TABLES, (table, ddl) => {
    const keyed = TEXT_KEYS.includes(table) ? ddl.replace(NOT_NULL_KEY, NULLABLE_KEY) : ddl;
    return keyed.replace(checkClauses(table), "");
  });
}

async function eachCheck(
  change: (table: string, column: string, values: readonly string[]) => Promise<void>,
): Promise<void> {
  for (const [table, columns] of Object.entries(CHECKS)) {
    for (const [column, values] of Object.entries(columns)) await change(table, column, values);
  }
}
