/**
 * One-time messages after a form's redirect: the redirect adds `?notice=<key>` and the layout shows
 * the message in a status region. Only these keys exist, so nothing typed is ever echoed.
 */
export const NOTICES = {
  "profile-saved": "Your profile has been saved.",
  "password-changed": "Your password has been changed. Other devices have been signed out.",
  "password-reset": "Your new password is set and you are signed in. Every other device has been signed out.",
  "others-signed-out": "You have been signed out of your other devices.",
  "settings-saved": "Your settings have been saved.",
  "settings-reset": "Your settings are back to their defaults.",
  "account-deleted": "Your account has been deleted.",
  "signed-out": "You have been signed out.",
  "payment-method-saved": "Your preferred payment method has been saved.",
  "order-cancelled": "Your order has been cancelled.",
  "reordered": "The dishes from your order are back in your cart.",
  "address-created": "New address created successfully",
  "address-updated": "Address updated successfully",
  "address-deleted": "Address has been Deleted",
  "address-default": "Default address updated",
  "corporate-lead-sent": "Thanks! Our team will reply within 24 hours.",
  "contact-sent": "Thanks for writing to us! We will reply by e-mail within 24 hours.",
  "partner-lead-sent": "Thanks! Our restaurant partnerships team will call you within 2 business days.",
  "ticket-created": "Your ticket has been created. We usually reply within 4–6 hours.",
  "faq-vote-saved": "Thanks for your feedback!",
  "order-advanced": "Order status updated.",
  "admin-order-cancelled": "Order cancelled. Orders paid online are refunded in full.",
  "refund-done": "The refund went through.",
  "restaurant-opened": "The restaurant is open for orders.",
  "restaurant-closed": "The restaurant is closed for orders.",
  "restaurant-saved": "Restaurant details saved.",
  "dish-saved": "Dish saved.",
  "dish-added": "Dish added to the menu.",
  "ticket-replied": "Reply sent. The customer sees it in My Tickets.",
  "ticket-updated": "Ticket status updated.",
  "lead-updated": "Lead updated.",
  "role-changed": "Role saved.",
  "sessions-ended": "All of this account's sessions have ended.",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeFor(url: string): string | null {
  const key = new URL(url, "http://localhost").searchParams.get("notice");
  return key !== null && Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : null;
}

export function withNotice(path: string, key: NoticeKey): string {
  const [address = "", hash] = path.split("#");
  return `${address}${address.includes("?") ? "&" : "?"}notice=${key}${hash ? `#${hash}` : ""}`;
}
