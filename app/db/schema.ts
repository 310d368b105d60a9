import type { ColumnType, Generated } from "kysely";
import type { PaymentState } from "~/features/payments/payment-states";

/**
 * Table types for Kysely. Column names are snake_case as stored; money is integer paise;
 * booleans are stored as 0/1 integers (SQLite has no boolean type); times are UTC ISO-8601 text.
 */
export interface Database {
  cities: CityTable;
  categories: CategoryTable;
  restaurants: RestaurantTable;
  restaurant_categories: RestaurantCategoryTable;
  products: ProductTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  sign_in_failures: SignInFailureTable;
  password_resets: PasswordResetTable;
  oauth_accounts: OAuthAccountTable;
  addresses: AddressTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  favorite_lists: FavoriteListTable;
  favorite_items: FavoriteItemTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  payments: PaymentTable;
  webhook_events: WebhookEventTable;
  offers: OfferTable;
  leads: LeadTable;
  faqs: FaqTable;
  faq_votes: FaqVoteTable;
  support_tickets: SupportTicketTable;
  ticket_replies: TicketReplyTable;
  audit_log: AuditLogTable;
}

export interface CityTable {
  id: string;
  name: string;
  slug: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Known localities of the city, JSON array of { name, latitude, longitude }, used by the gazetteer. */
  localities: string;
}

export interface CategoryTable {
  id: string;
  name: string;
  slug: string;
  image: string;
  sort_order: number;
}

export interface RestaurantTable {
  id: string;
  name: string;
  slug: string;
  city_id: string;
  image: string;
  /** JSON array of cuisine names, most characteristic first. */
  cuisines: string;
  rating: number;
  review_count: number;
  min_order_paise: number;
  cost_for_two_paise: number;
  delivery_time_mins: number;
  is_veg: number;
  is_active: number;
  street: string;
  locality: string;
  latitude: number;
  longitude: number;
  fssai_licence: string;
  /** 'discount' | 'free_delivery' | 'bogo' | null */
  /** 'discount', 'free_delivery' or 'bogo' (what the listing filters by); the rule is in the offer_ columns (pricing/restaurant-offers.ts). */
  offer_type: string | null;
  offer_percent: number | null;
  offer_flat_paise: number | null;
  offer_min_subtotal_paise: number | null;
  offer_max_discount_paise: number | null;
  /** Popularity score used by the 'relevance' sort. */
  popularity: number;
}

export interface RestaurantCategoryTable {
  restaurant_id: string;
  category_id: string;
}

export interface ProductTable {
  id: string;
  restaurant_id: string;
  name: string;
  description: string;
  price_paise: number;
  original_price_paise: number;
  image: string;
  is_veg: number;
  is_bestseller: number;
  menu_category: string | null;
  /** Promotional discount in percent, or null. */
  promo_discount_percent: number | null;
  available: number;
  sort_order: number;
}

export interface UserTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  first_name: string;
  last_name: string;
  /** Normalised Indian mobile number (+91 and ten digits), or null. */
  phone: string | null;
  /** argon2id hash, or null for an account that signs in with Google only. */
  password_hash: string | null;
  email_verified_at: string | null;
  role: "customer" | "admin";
  /** JSON object of the privacy and notification settings; see accounts/settings.ts. */
  settings: string;
  /** The payment method the cart starts with; null for the default (UPI). */
  preferred_payment_method: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export interface SessionTable {
  /** SHA-256 of the session token; the token itself is only ever in the customer's cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** Failed sign-ins under one throttle key (see features/accounts/sign-in-throttle.server.ts). */
export interface SignInFailureTable {
  key: string;
  failures: number;
  last_failure_at: string;
}

export interface PasswordResetTable {
  user_id: string;
  /** SHA-256 of the link's token; the token itself is only in the e-mail. */
  token_hash: string;
  expires_at: string;
  sent_at: string;
}

export interface VerificationCodeTable {
  user_id: string;
  /** SHA-256 of the six-digit code. */
  code_hash: string;
  expires_at: string;
  sent_at: string;
  failed_attempts: number;
}

export interface OAuthAccountTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
}

export interface AddressTable {
  id: string;
  user_id: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  /** Indian PIN code: six digits, not starting with 0. */
  zip_code: string;
  country: string;
  address_type: "Home" | "Work" | "Other";
  is_default: number;
  created_at: string;
}

/** One cart per customer, with the choices made on the cart page. */
export interface CartTable {
  user_id: string;
  promo_code: string | null;
  address_id: string | null;
  payment_method: string;
  instructions: string;
  no_contact: number;
  updated_at: string;
}

export interface CartLineTable {
  id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  /** JSON array of strings. */
  customizations: string;
  added_at: string;
}

export interface FavoriteListTable {
  id: string;
  user_id: string;
  name: string;
  /** Lower-cased name, unique per customer and list type. */
  name_key: string;
  list_type: "productList" | "restaurantList";
  is_default: number;
  created_at: string;
}

/** A dish (product list) or a restaurant (restaurant list) kept in a list. */
export interface FavoriteItemTable {
  list_id: string;
  item_id: string;
  added_at: string;
}

/** A deal on the Offers page. A code, when present, is one checkout accepts (pricing-config.ts). */
export interface OfferTable {
  id: string;
  title: string;
  description: string;
  discount_label: string;
  code: string | null;
  offer_type: "percentage" | "fixed" | "free_delivery" | "bogo";
  /** 'all' or one of the Offers page tabs: pizza, burgers, asian, desserts. */
  category: string;
  /** Where the deal can be used: a listing path. */
  link: string;
  is_featured: number;
  is_new: number;
  valid_until: string;
  sort_order: number;
}

/** A submission of the corporate, contact or partner form, for the operations team. */
export interface LeadTable {
  id: string;
  kind: "corporate" | "contact" | "partner";
  /** Corporate plan asked about: 'starter' | 'standard' | 'enterprise', or null. */
  plan: string | null;
  name: string;
  email: string;
  /** Normalised Indian mobile number, or null. */
  phone: string | null;
  /** Company or restaurant name, or null. */
  organisation: string | null;
  /** JSON object of the form's other fields (employee count, city, topic). */
  details: string;
  message: string;
  handled: number;
  created_at: string;
  /** From the form's hidden field: a repeated submit finds it and stores nothing new. */
  idempotency_key: string;
}

export interface FaqTable {
  id: string;
  category: "orders" | "payments" | "account" | "technical";
  question: string;
  answer: string;
  sort_order: number;
}

/** One 'Was this helpful?' answer per customer per FAQ; voting again replaces it. */
export interface FaqVoteTable {
  faq_id: string;
  user_id: string;
  helpful: number;
  voted_at: string;
}

export interface SupportTicketTable {
  id: string;
  user_id: string;
  subject: string;
  category: "general" | "orders" | "payments" | "technical";
  priority: "low" | "medium" | "high";
  message: string;
  status: "open" | "in_progress" | "resolved";
  created_at: string;
  updated_at: string;
  idempotency_key: string;
}

/** A reply from the support team to a ticket (written by the operations console). */
export interface TicketReplyTable {
  id: string;
  ticket_id: string;
  author_name: string;
  body: string;
  created_at: string;
}

/** An order: a snapshot of the cart, prices, address and choices at the moment it was placed. */
export interface OrderTable {
  id: string;
  /** Null once the customer deleted their account: the order stays, anonymised. */
  user_id: string | null;
  /** From the checkout form, so a double submit creates one order. */
  idempotency_key: string;
  restaurant_id: string;
  restaurant_name: string;
  /** 'Pending Payment' | 'Confirmed' | 'Preparing' | 'Out for Delivery' | 'Delivered' | 'Cancelled' */
  status: string;
  payment_method: string;
  /** 'Pending' | 'Pending (cash on delivery)' | 'Paid' | 'Failed' | 'Refund pending' | 'Refunded' */
  subtotal_paise: number;
  discount_paise: number;
  delivery_fee_paise: number;
  service_fee_paise: number;
  tax_paise: number;
  total_paise: number;
  promo_code: string | null;
  address_line1: string;
  address_line2: string;
  address_city: string;
  address_state: string;
  address_zip_code: string;
  address_country: string;
  instructions: string;
  no_contact: number;
  driver_name: string | null;
  driver_phone: string | null;
  cancellation_reason: string | null;
  contact_phone: string | null;
  /** Dish offers and the restaurant's offer, as priced at checkout; `discount_paise` is the promo code's. */
  item_discount_paise: number;
  offer_discount_paise: number;
  offer_text: string | null;
  /** The delivery time the restaurant promised when the order was placed, for the estimate. */
  delivery_minutes: number;
  created_at: string;
  updated_at: string;
  /** When the order reached 'Delivered'. */
  delivered_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemTable {
  id: string;
  order_id: string;
  product_id: string | null;
  name: string;
  image: string;
  is_veg: number;
  unit_price_paise: number;
  quantity: number;
  customizations: string;
}

/** One attempt to pay an order through the gateway (an order may have several: retries). */
export interface PaymentTable {
  id: string;
  order_id: string;
  gateway_order_id: string;
  gateway_payment_id: string | null;
  amount_paise: number;
  /** features/payments/payment-states.ts; the database checks it is one of them. */
  state: PaymentState;
  /** When the gateway confirmed the money was taken. */
  captured_at: string | null;
  failure_reason: string | null;
  refund_id: string | null;
  /** Refunds asked for since a refusal; with the payment id, the refund's idempotency key. */
  refund_attempts: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Gateway webhook events already handled, so a repeated delivery changes nothing. */
export interface WebhookEventTable {
  event_id: string;
  event_type: string;
  received_at: string;
}

/** One action taken in the operations console: who, what, when, and the record before and after. */
export interface AuditLogTable {
  id: string;
  /** The admin's user id (kept as written, even if the account is later deleted; the e-mail names them). */
  actor_id: string | null;
  actor_email: string;
  /** e.g. 'order.advance', 'restaurant.close', 'dish.update', 'user.role' */
  action: string;
  target_type: "order" | "restaurant" | "dish" | "ticket" | "lead" | "user";
  target_id: string;
  /** One readable line, e.g. 'Order #AB12CD34: Preparing → Out for Delivery'. */
  summary: string;
  /** JSON objects of the changed fields. */
  before: string;
  after: string;
  created_at: string;
}
