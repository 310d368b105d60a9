import { closedText } from "~/features/cart/cart-words";
import { deliveryToAddress } from "~/features/location/delivery-areas";
import { ADDRESS_DELIVERY_WORDS } from "~/features/location/location-words";
import type { Language, Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import { word, type Words } from "~/lib/words";
import type { CheckoutRefusal } from "./checkout.server";
import { slotHours, type DeliverySlot } from "./delivery-slots";
import { ORDER_LIMITS } from "./order-limits";

/** Why an order was not placed, as the checkout form says it in `language`. */
export function checkoutWords(language: Language): Words<CheckoutRefusal> {
  return {
    expired: (_, t) => t("This checkout form has expired. Please try again."),
    empty: (_, t) => t("Your cart is empty. Add a dish to place an order."),
    closed: ({ restaurant, opening }, t) => closedText(restaurant, opening, t, language),
    "minimum-order": ({ restaurant, need }, t) =>
      t("The minimum order at {restaurant} is {amount}.", { restaurant, amount: formatRupees(need) }),
    "no-address": (_, t) => t("Choose a delivery address before placing the order."),
    "no-delivery": ({ restaurant, address }, t) => {
      const delivery = deliveryToAddress(restaurant, address);
      return delivery.ok ? "" : word(ADDRESS_DELIVERY_WORDS, delivery, t);
    },
    "no-phone": (_, t) => t("Enter a mobile number so the delivery partner can reach you."),
    address: (_, t) => t("Choose one of your addresses."),
    slot: (_, t) => t("That delivery slot is no longer available. Choose another, or As soon as possible."),
    lines: (_, t) => t("An order can hold at most {count} different dishes.", { count: ORDER_LIMITS.lines }),
    items: (_, t) => t("An order can hold at most {count} dishes.", { count: ORDER_LIMITS.items }),
    "cod-value": (_, t) =>
      t("Cash on delivery is for orders up to {amount}. Choose an online payment method.", {
        amount: formatRupees(ORDER_LIMITS.codMaxPaise),
      }),
    "open-cod-orders": (_, t) =>
      t("You already have {count} cash orders on their way. Pay online, or order again once one has arrived.", {
        count: ORDER_LIMITS.openCodOrders,
      }),
  };
}

/** "Today" or "Tomorrow" in the page's language: the checkout's groups of slots. */
export function slotDayText(day: DeliverySlot["day"], t: Translate): string {
  return day === "Today" ? t("Today") : t("Tomorrow");
}

/** "Today, 8 pm – 8:30 pm": a slot as the checkout offers it. */
export function slotOptionText(slot: DeliverySlot, t: Translate, language: Language): string {
  const hours = slotHours(slot.start, language);
  return slot.day === "Today" ? t("Today, {hours}", { hours }) : t("Tomorrow, {hours}", { hours });
}
