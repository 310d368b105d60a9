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
  oauth_accounts: OAuthAccountTable;
  addresses: AddressTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  favorite_lists: FavoriteListTable;
  favorite_items: FavoriteItemTable;
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
  offer_type: string | null;
  offer_text: string | null;
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
  created_at: string;
}

export interface SessionTable {
  /** SHA-256 of the session token; the token itself is only ever in the customer's cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
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
