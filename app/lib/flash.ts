/**
 * A one-time message after a form's redirect. Features declare their messages (see `*-messages.ts`);
 * the cookie is signed, so nothing a visitor types or forges is ever shown as ours.
 */
export interface Flash {
  /** The message's English text, its catalogue id: `Saved.`, `{dish} added to your cart.`. */
  text: string;
  /** The message's arguments, if it has any (`{ dish: "Paneer Tikka" }`). */
  values?: Record<string, string | number>;
  tone: "success" | "error";
  /** A follow-up the message offers, e.g. "Change List" after a dish was saved to a list. */
  link?: { label: string; href: string };
  /** Set when a page shows this message in its own, richer way (the order page's "Order placed"). */
  id?: string;
}

/** A success message as features declare them: `export const SAVED = flash("Saved.")`. */
export function flash(text: string, extra: Partial<Omit<Flash, "text">> = {}): Flash {
  return { text, tone: "success", ...extra };
}
