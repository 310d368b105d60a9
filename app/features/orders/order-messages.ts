import { flash } from "~/lib/flash";

export const ORDER_MESSAGES = {
  /** The order page shows its own "Order placed" panel for this one. */
  placed: flash("Order placed", { id: "order-placed" }),
  cancelled: flash("Your order has been cancelled."),
  reordered: flash("The dishes from your order are back in your cart."),
  advancedByAdmin: flash("Order status updated."),
  riderAssigned: flash("The rider has the order: it shows on their screen now."),
  cancelledByAdmin: flash("Order cancelled. Orders paid online are refunded in full."),
} as const;
