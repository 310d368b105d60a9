import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { listAddresses } from "~/features/addresses/addresses.server";
import { CartLines, ConfirmDeletion } from "~/features/cart/CartLines";
import { CheckoutForm, ProceedToCheckout } from "~/features/cart/CheckoutForm";
import { OrderSummary } from "~/features/cart/OrderSummary";
import { billOfPrice, billView } from "~/features/pricing/bill-words";
import { PromoBox } from "~/features/cart/PromoBox";
import { TipBox } from "~/features/cart/TipBox";
import { PAYMENT_METHODS } from "~/features/cart/cart-rules";
import { applyPromo, removePromo, setTip } from "~/features/cart/cart-details.server";
import { clearCart, removeLine, setQuantity } from "~/features/cart/cart-lines.server";
import { closedText, lineProblemText } from "~/features/cart/cart-words";
import { couponsFor, couponText } from "~/features/cart/coupons";
import {
  checkoutSchema,
  deliveryDetailsSchema,
  lineSchema,
  noFieldsSchema,
  promoSchema,
  setQuantitySchema,
  tipSchema,
} from "~/features/cart/cart.schema";
import { getCart } from "~/features/cart/cart-view.server";
import { choiceKey } from "~/features/catalogue/dish-options";
import { estimateText } from "~/features/catalogue/delivery-estimate";
import { deliveryToAddress } from "~/features/location/delivery-areas";
import { ADDRESS_DELIVERY_WORDS } from "~/features/location/location-words";
import { checkout, saveCheckoutDetails } from "~/features/orders/checkout.server";
import { checkoutWords } from "~/features/orders/checkout-words";
import { MIN_LEAD_MINUTES } from "~/features/orders/delivery-slots";
import { ORDER_MESSAGES } from "~/features/orders/order-messages";
import { SLOT_MINUTES } from "~/features/orders/order-status";
import { onlinePaymentAvailable } from "~/features/payments/attempts.server";
import { metaT } from "~/lib/i18n";
import { defineAction, done, guestIntent } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { newId } from "~/lib/ids.server";
import { requestLanguage, requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { formKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import { addIntent, askToSignIn, cartIntent, refuseTold } from "./cart-answers.server";
import type { Route } from "./+types/cart";

export const handle = { i18n: ["cart", "bill", "addresses"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) return { signedIn: false as const };
  const params = url.searchParams;
  const language = requestLanguage(request);
  const t = requestT(request);
  const [cart, addresses] = await Promise.all([getCart(user.id, language), listAddresses(user.id)]);
  const { restaurant } = cart;
  // The cart as the page words it: why a line or the restaurant cannot be ordered now.
  const shown = {
    ...cart,
    restaurant: restaurant && {
      ...restaurant,
      closedMessage: restaurant.closed && closedText(restaurant.name, restaurant.closed, t, language),
    },
    lines: cart.lines.map((line) => ({
      ...line,
      unavailable: line.unavailable && lineProblemText(line.unavailable, t),
    })),
  };
  const removeKey = choiceKey(params.getAll("choice"));
  // Each address says how long delivery takes there, or why the restaurant cannot deliver (checkout refuses it).
  const withDelivery = addresses.map((address) => {
    const delivery = restaurant ? deliveryToAddress(restaurant, address) : null;
    return {
      ...address,
      delivery:
        delivery &&
        (delivery.ok
          ? { ok: true, text: estimateText(delivery.estimate, t) }
          : { ok: false, text: word(ADDRESS_DELIVERY_WORDS, delivery, t) }),
    };
  });
  return {
    signedIn: true as const,
    cart: shown,
    bill: billView(billOfPrice(cart.price), t),
    addresses: withDelivery,
    selectedAddressId: cart.address?.id ?? null,
    phone: user.phone ? formatIndianMobile(user.phone) : "",
    paymentNotice: params.get("payment") === "cancelled" ? t("Payment cancelled. Your cart is as you left it.") : null,
    coupons:
      cart.lines.length === 0
        ? []
        : couponsFor(cart.price.subtotalPaise).map((coupon) => couponText(coupon, cart.price.subtotalPaise, t)),
    removing: shown.lines.find((line) => line.productId === params.get("remove") && line.key === removeKey) ?? null,
    checkoutKey: newId(),
    online: onlinePaymentAvailable(),
    slotHint:
      cart.slots.length === 0
        ? t("This restaurant has no later slots today or tomorrow.")
        : restaurant?.closed
          ? t("The restaurant is closed now: choose a slot while it is open, and it cooks your order for then.")
          : t("Or schedule a {slot}-minute slot, at least {lead} minutes from now, while the restaurant is open.", {
              slot: SLOT_MINUTES,
              lead: MIN_LEAD_MINUTES,
            }),
    // Closed now: no 'As soon as possible', and the first slot it can cook for is chosen until another is.
    asap: !restaurant?.closed,
    deliverAt: cart.deliverAt ?? (restaurant?.closed ? (cart.slots[0]?.start ?? "") : ""),
    constraint: {
      promo: getZodConstraint(promoSchema),
      tip: getZodConstraint(tipSchema),
      delivery: getZodConstraint(checkoutSchema),
    },
  };
}

/**
 * Every change to the cart, from this page and the menu, and 'Proceed to Checkout'. A guest is sent to
 * sign in; a change is answered by `answerCart` (data with JavaScript, a redirect and a flash without).
 */
export const action = defineAction("anyone", {
  add: addIntent(),
  set: cartIntent(setQuantitySchema, (userId, value) => setQuantity(userId, value, value.quantity)),
  remove: cartIntent(lineSchema, removeLine),
  clear: cartIntent(noFieldsSchema, (userId) => clearCart(userId)),
  "apply-promo": cartIntent(promoSchema, (userId, value) => applyPromo(userId, value.code)),
  "remove-promo": cartIntent(noFieldsSchema, (userId) => removePromo(userId)),
  tip: cartIntent(tipSchema, (userId, value) => setTip(userId, value.tip, value.tipOther)),
  details: cartIntent(deliveryDetailsSchema, saveCheckoutDetails),
  checkout: guestIntent(checkoutSchema, async ({ value, user, request, form }) => {
    if (!user) return askToSignIn({ request, form });
    const outcome = await checkout(user.id, value, onlinePaymentAvailable());
    if (outcome.ok) {
      if (outcome.pay) return done(`/checkout/pay/${outcome.orderId}`);
      return done(`/profile/orders/${outcome.orderId}`, ORDER_MESSAGES.placed);
    }
    const message = word(checkoutWords(requestLanguage(request)), outcome, requestT(request));
    return refuseTold({
      ok: false,
      code: outcome.code,
      message,
      field: "field" in outcome ? outcome.field : undefined,
    });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("Cart")} — ${t("Secure Checkout")} — ${BRAND}` }];
}

function CheckoutHeader() {
  const { t } = useT("cart");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("Secure Checkout")}</h1>
      <nav aria-label={t("Checkout help")} className="flex gap-2">
        <Link to="/help" className="btn-secondary">
          {t("Help")}
        </Link>
        <Link to="/profile/account" className="btn-secondary">
          {t("Profile")}
        </Link>
      </nav>
    </div>
  );
}

/** The forms whose refusals the page shows at its top: a line's quantity, removing it, clearing the cart. */
const LINE_INTENTS = ["add", "set", "remove", "clear"];

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("cart");
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6">
        <CheckoutHeader />
        <section className="py-12 text-center">
          <h2 className="text-2xl font-bold">{t("Login Required")}</h2>
          <p className="mt-2 text-gray-700">{t("We are working on guest checkout. Please login to order food!")}</p>
          <Link to={loginHref("/cart", "cart")} className="btn-primary mt-6">
            {t("Login to Continue")}
          </Link>
        </section>
      </div>
    );
  }
  const {
    cart,
    addresses,
    selectedAddressId,
    phone,
    paymentNotice,
    removing,
    checkoutKey,
    online,
    slotHint,
    asap,
    deliverAt,
  } = loaderData;
  const lineRefusal = actionData?.intent && LINE_INTENTS.includes(actionData.intent) ? actionData.outcome : null;
  const promo = formKit({
    id: "promo",
    intent: cart.price.promo?.applied ? "remove-promo" : "apply-promo",
    answered: actionData,
    constraint: loaderData.constraint.promo,
  });
  const tip = formKit({ id: "tip", intent: "tip", answered: actionData, constraint: loaderData.constraint.tip });
  // The checkout form is sent by 'Save details' or 'Proceed to Checkout': its answer is either's.
  const details = formKit({
    id: "delivery",
    answered: actionData?.intent === "details" || actionData?.intent === "checkout" ? actionData : null,
    constraint: loaderData.constraint.delivery,
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <CheckoutHeader />
      {paymentNotice ? (
        <Alert tone="info" className="mt-4">
          {paymentNotice}
        </Alert>
      ) : null}
      {lineRefusal ? (
        <Alert tone="error" className="mt-2">
          {lineRefusal.message}
        </Alert>
      ) : null}
      {cart.lines.length === 0 ? (
        <section className="py-12 text-center">
          <h2 className="text-2xl font-bold">{t("Your cart is empty")}</h2>
          <p className="mt-2 text-gray-700">{t("Good food is waiting. Pick a restaurant and add a dish or two.")}</p>
          <Link to="/restaurants" className="btn-primary mt-6">
            {t("Browse Restaurants")}
          </Link>
        </section>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            <CartLines restaurant={cart.restaurant} lines={cart.lines} />
            <CheckoutForm
              kit={details}
              checkoutKey={checkoutKey}
              addresses={addresses}
              methods={online ? PAYMENT_METHODS : ["COD"]}
              saved={{
                addressId: selectedAddressId,
                phone,
                paymentMethod: online ? cart.paymentMethod : "COD",
                instructions: cart.instructions,
                noContact: cart.noContact,
                deliverAt,
              }}
              slots={cart.slots}
              asap={asap}
              slotHint={slotHint}
            />
          </div>
          <div className="space-y-4">
            <PromoBox
              kit={promo}
              applied={cart.price.promo?.applied ? cart.promoCode : null}
              coupons={loaderData.coupons}
            />
            <TipBox kit={tip} tipPaise={cart.tipPaise} />
            <OrderSummary
              price={cart.price}
              bill={loaderData.bill}
              minimumOrder={
                cart.restaurant && { restaurant: cart.restaurant.name, paise: cart.restaurant.minOrderPaise }
              }
            />
            <ProceedToCheckout kit={details} />
          </div>
        </div>
      )}
      {removing ? <ConfirmDeletion line={removing} /> : null}
    </div>
  );
}
