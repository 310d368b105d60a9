import type { Language } from "~/lib/i18n";
import { db } from "~/db/database.server";
import { openingAt, type Opening } from "~/features/catalogue/opening";
import { openingFieldsOf } from "~/features/catalogue/opening.server";
import { deliverySlots, type DeliverySlot } from "~/features/orders/delivery-slots";
import { priceOrder, type PriceBreakdown } from "~/features/pricing/pricing";
import { readOffer } from "~/features/pricing/restaurant-offers";
import { deliveryAddress, type Address } from "~/features/addresses/addresses.server";
import type { DeliveryRestaurant } from "~/features/catalogue/delivery-estimate";
import { deliveryToAddress, type AddressDelivery } from "~/features/location/delivery-areas";
import { checkChoices, choiceIdsOf, extraPricePaise, type ChosenOption } from "~/features/catalogue/dish-options";
import { optionGroupsOf } from "~/features/catalogue/dish-options.server";
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "./cart-rules";
import type { LineProblem } from "./cart-outcomes";

export interface CartLine {
  productId: string;
  /** The chosen options' key (choiceKey): with the dish, what makes this line. */
  key: string;
  name: string;
  image: string;
  isVeg: boolean;
  /** The dish's price with its chosen options'. */
  unitPricePaise: number;
  originalPricePaise: number;
  /** The dish's own offer ("15% OFF"), applied by pricing; null for none. */
  dishOfferPercent: number | null;
  /** The restaurant's packaging charge for one unit. */
  packagingPaise: number;
  quantity: number;
  /** The options chosen, in menu order (none for a dish without options). */
  choices: ChosenOption[];
  /** Why the line cannot be ordered now (excluded from the total), or null. */
  unavailable: LineProblem;
}

export type CartRestaurant = {
  id: string;
  name: string;
  slug: string;
  /** Why a closed restaurant takes no orders and from when it does, or null when it is open. */
  closed: Extract<Opening, { open: false }> | null;
  minOrderPaise: number;
  /** What the restaurant pays the platform on its food, kept with each order for its payouts. */
  commissionBasisPoints: number;
  city: { slug: string; name: string; state: string; raining: boolean };
} & DeliveryRestaurant;

export interface Cart {
  restaurant: CartRestaurant | null;
  lines: CartLine[];
  /** Items (sum of quantities) in the cart, for the badge and the cart bar. */
  count: number;
  price: PriceBreakdown;
  promoCode: string | null;
  /** The address it goes to: the one chosen on the cart, else the customer's default; null with none saved. */
  address: Address | null;
  /** Whether the restaurant delivers to that address, and how far and how long, or why not (a code). */
  delivery: AddressDelivery | null;
  paymentMethod: PaymentMethod;
  instructions: string;
  noContact: boolean;
  /** The delivery slot chosen (its start), or null for "as soon as possible". */
  deliverAt: string | null;
  /** The slots the restaurant offers now (deliverySlots). */
  slots: DeliverySlot[];
  /** The rider's tip chosen on the cart (0 for none). */
  tipPaise: number;
}

async function lineRows(userId: string) {
  return db()
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .select([
      "cart_lines.product_id",
      "cart_lines.quantity",
      "cart_lines.customizations",
      "products.name",
      "products.image",
      "products.is_veg",
      "products.price_paise",
      "products.original_price_paise",
      "products.promo_discount_percent",
      "products.packaging_paise",
      "products.available",
      "restaurants.id as restaurant_id",
      "restaurants.name as restaurant_name",
      "restaurants.slug as restaurant_slug",
      "restaurants.is_active",
      "restaurants.paused_until",
      "restaurants.prep_minutes",
      "restaurants.delivery_radius_km",
      "restaurants.latitude",
      "restaurants.longitude",
      "restaurants.min_order_paise",
      "restaurants.commission_basis_points",
      "cities.slug as city_slug",
      "cities.name as city_name",
      "cities.state as city_state",
      "cities.rain_surcharge_on",
      "restaurants.offer_type",
      "restaurants.offer_percent",
      "restaurants.offer_flat_paise",
      "restaurants.offer_min_subtotal_paise",
      "restaurants.offer_max_discount_paise",
    ])
    .where("cart_lines.user_id", "=", userId)
    .orderBy("cart_lines.added_at")
    .orderBy("cart_lines.id")
    .execute();
}

/**
 * The customer's cart: its lines, price, restaurant, address and the details chosen for the order; the
 * lines' choices named in `language` (English, as stored, for the order checkout makes of it).
 */
export async function getCart(userId: string, language: Language = "en"): Promise<Cart> {
  const [rows, settings, user] = await Promise.all([
    lineRows(userId),
    db().selectFrom("carts").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db().selectFrom("users").select("preferred_payment_method").where("id", "=", userId).executeTakeFirst(),
  ]);
  const now = new Date();
  const first = rows[0];
  const fields = first
    ? await openingFieldsOf({ id: first.restaurant_id, is_active: first.is_active, paused_until: first.paused_until })
    : null;
  const opening = fields ? openingAt(fields, now) : null;
  const groups = await optionGroupsOf(
    rows.map((row) => row.product_id),
    db(),
    language,
  );
  const lines: CartLine[] = rows.map((row) => {
    // The choices are checked against the dish's options as they are now: one the console removed, or a
    // group that became required, leaves the line unorderable until it is added again.
    const check = checkChoices(row.name, groups.get(row.product_id) ?? [], choiceIdsOf(row.customizations));
    const choices = check.ok ? check.chosen : [];
    return {
      productId: row.product_id,
      key: row.customizations,
      name: row.name,
      image: row.image,
      isVeg: row.is_veg === 1,
      unitPricePaise: row.price_paise + extraPricePaise(choices),
      originalPricePaise: row.original_price_paise + extraPricePaise(choices),
      dishOfferPercent: row.promo_discount_percent,
      packagingPaise: row.packaging_paise,
      quantity: row.quantity,
      choices,
      // A restaurant closed now still counts its dishes: the cart offers its slots for later (customer audit M4).
      unavailable: row.available !== 1 ? "not-available" : !check.ok ? "options-changed" : null,
    };
  });
  const orderable = lines.filter((line) => line.unavailable === null);
  const restaurant: CartRestaurant | null = first
    ? {
        id: first.restaurant_id,
        name: first.restaurant_name,
        slug: first.restaurant_slug,
        closed: opening && !opening.open ? opening : null,
        minOrderPaise: first.min_order_paise,
        commissionBasisPoints: first.commission_basis_points,
        city: {
          slug: first.city_slug,
          name: first.city_name,
          state: first.city_state,
          raining: first.rain_surcharge_on === 1,
        },
        latitude: first.latitude,
        longitude: first.longitude,
        prepMinutes: first.prep_minutes,
        deliveryRadiusKm: first.delivery_radius_km,
      }
    : null;
  const address = (await deliveryAddress(userId, settings?.address_id ?? null)) ?? null;
  const delivery = restaurant && address ? deliveryToAddress(restaurant, address) : null;
  const deliverAt = settings?.deliver_at ?? null;
  const tipPaise = settings?.tip_paise ?? 0;
  return {
    restaurant,
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    price: priceOrder(orderable, {
      offer: first ? readOffer(first) : null,
      promoCode: settings?.promo_code ?? null,
      // In tenths of a kilometre, as the order keeps it and the bill names it.
      distanceKm: delivery?.ok ? Math.round(delivery.estimate.km * 10) / 10 : null,
      citySlug: restaurant?.city.slug ?? "",
      raining: restaurant?.city.raining ?? false,
      deliverAt: deliverAt ? new Date(deliverAt) : now,
      interState: Boolean(restaurant && address && address.state !== restaurant.city.state),
      tipPaise,
    }),
    promoCode: settings?.promo_code ?? null,
    address,
    delivery,
    // A choice made on the cart page wins; before one, the customer's preferred method.
    paymentMethod: settings?.payment_method ?? user?.preferred_payment_method ?? DEFAULT_PAYMENT_METHOD,
    instructions: settings?.instructions ?? "",
    noContact: settings?.no_contact === 1,
    deliverAt,
    slots:
      restaurant && fields
        ? deliverySlots(fields, delivery?.ok ? delivery.estimate.minutes : restaurant.prepMinutes, now)
        : [],
    tipPaise,
  };
}

/** The item count and subtotal, for the header badge and the menu's cart bar. */
export async function cartSummary(
  userId: string,
): Promise<{ count: number; quantities: Record<string, number>; subtotalPaise: number }> {
  const rows = await db()
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .select(["cart_lines.product_id", "cart_lines.quantity", "cart_lines.customizations", "products.price_paise"])
    .where("cart_lines.user_id", "=", userId)
    .execute();
  const optionIds = rows.flatMap((row) => choiceIdsOf(row.customizations));
  const optionPrices = new Map(
    optionIds.length === 0
      ? []
      : (
          await db()
            .selectFrom("product_options")
            .select(["id", "price_paise"])
            .where("id", "in", [...new Set(optionIds)])
            .execute()
        ).map((option) => [option.id, option.price_paise]),
  );
  const unitPrice = (row: (typeof rows)[number]) =>
    row.price_paise + choiceIdsOf(row.customizations).reduce((sum, id) => sum + (optionPrices.get(id) ?? 0), 0);
  const quantities: Record<string, number> = {};
  for (const row of rows) quantities[row.product_id] = (quantities[row.product_id] ?? 0) + row.quantity;
  return {
    count: rows.reduce((sum, row) => sum + row.quantity, 0),
    quantities,
    subtotalPaise: rows.reduce((sum, row) => sum + row.quantity * unitPrice(row), 0),
  };
}
