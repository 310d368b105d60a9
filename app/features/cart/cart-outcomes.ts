import type { Opening } from "~/features/catalogue/opening";
import type { OptionGroup } from "~/features/catalogue/dish-options";
import type { PromoRefusal } from "~/features/pricing/pricing";

/** A cart change that was made; `dish` names the dish it was about. */
export type CartDone =
  | { ok: true; code: "added" | "updated" | "removed"; productId: string; dish: string }
  | { ok: true; code: "cleared" | "promo-applied" | "promo-removed" | "details" }
  | { ok: true; code: "tip-set"; tipPaise: number };

/**
 * Why a cart change was refused, with what its words need: `cartWords` in `cart-words.ts` says it. A
 * refusal about a form field names it (`field`), so the page shows it next to that field.
 */
export type CartRefusal =
  | { ok: false; code: "gone" | "missing" }
  | { ok: false; code: "closed"; productId: string; restaurant: string; opening: Opening }
  | { ok: false; code: "unavailable" | "price-changed"; productId: string; dish: string }
  | {
      ok: false;
      code: "choices";
      productId: string;
      dish: string;
      /** The dish's groups and the options posted, so the page words each group's problem. */
      groups: OptionGroup[];
      choices: string[];
    }
  | { ok: false; code: "conflict"; productId: string; dish: string; restaurant: string; current: string }
  | (PromoRefusal & { field: "code" })
  | TipRefusal
  | DetailsRefusal;

/** A tip typed as "Other" that is not a whole number of rupees from 1 to the most one may give. */
export type TipRefusal = { ok: false; code: "tip-invalid"; field: "tipOther"; maxPaise: number };

/** Why the delivery details were not saved: an address that is not the customer's, a slot no longer offered. */
export type DetailsRefusal =
  { ok: false; code: "address"; field: "addressId" } | { ok: false; code: "slot"; field: "deliverAt" };

export type CartOutcome = CartDone | CartRefusal;

/** Why a line of the cart cannot be ordered now (it is left out of the total), or null when it can. */
export type LineProblem = "not-available" | "options-changed" | null;

/** A cart outcome as a page is told it: its sentence, the field or dish it is about, and each option group's problem. */
export interface ToldOutcome {
  ok: boolean;
  /** A cart outcome's code, a checkout refusal's, or "sign-in" for a guest. */
  code: string;
  message: string;
  productId?: string;
  field?: string;
  /** Another restaurant's dishes are in the cart: the page asks whether to replace them. */
  conflict?: boolean;
  /** Each problem of refused choices next to its group ("" for a choice of no group). */
  problems?: Record<string, string>;
}
