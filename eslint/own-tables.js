/**
 * "Tables have one owner" (decisions 0017 and 0031): a feature writes only its own tables; another
 * feature calls the owner's function. The rule reads Kysely's write calls (`insertInto`, `updateTable`,
 * `deleteFrom`, `replaceInto`) with a literal table name in `app/features/<name>/`.
 */
export const TABLE_OWNERS = {
  accounts: [
    "users",
    "sessions",
    "oauth_accounts",
    "password_resets",
    "sign_in_failures",
    "signup_codes",
    "phone_codes",
    "rate_limits",
  ],
  addresses: ["addresses"],
  admin: ["audit_log"],
  cart: ["carts", "cart_lines"],
  delivery: ["riders", "rider_invites", "delivery_offers", "rider_positions"],
  catalogue: [
    "catalogue_version",
    "categories",
    "cities",
    "products",
    "product_options",
    "product_option_groups",
    "restaurant_categories",
    "restaurant_hours",
    "restaurants",
  ],
  favourites: ["favorite_lists", "favorite_items"],
  invoices: ["invoices", "invoice_series"],
  jobs: ["job_leases"],
  leads: ["leads"],
  orders: ["orders", "order_items"],
  partners: ["restaurant_members", "partner_invites"],
  payments: ["payments", "webhook_events"],
  reviews: ["reviews", "review_dishes"],
  support: ["faq_votes", "support_tickets", "ticket_replies"],
};

const ownerOf = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([feature, tables]) => tables.map((table) => [table, feature])),
);
const WRITES = new Set(["insertInto", "updateTable", "deleteFrom", "replaceInto"]);

/** @type {import("eslint").Rule.RuleModule} */
const ownTables = {
  meta: {
    type: "problem",
    docs: { description: "A feature writes only the tables it owns." },
    messages: {
      foreign: "The {{feature}} feature writes {{table}}, which {{owner}} owns: call a function of {{owner}} instead.",
      unknown: "{{table}} has no owner: add it to TABLE_OWNERS in eslint/own-tables.js.",
    },
    schema: [],
  },
  create(context) {
    const feature = /app\/features\/([^/]+)\//.exec(context.filename.replaceAll("\\", "/"))?.[1];
    if (!feature) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!WRITES.has(callee.property.name)) return;
        const [argument] = node.arguments;
        if (argument?.type !== "Literal" || typeof argument.value !== "string") return;
        const table = argument.value.split(/\s+/)[0];
        const owner = ownerOf.get(table);
        if (!owner) context.report({ node, messageId: "unknown", data: { table } });
        else if (owner !== feature) context.report({ node, messageId: "foreign", data: { feature, table, owner } });
      },
    };
  },
};

export default { rules: { "own-tables": ownTables } };
