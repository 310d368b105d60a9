import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigation, useSubmit } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser, requireUser, type CurrentUser } from "~/features/accounts/session.server";
import { placeOrder } from "~/features/orders/orders.server";
import { onlinePaymentAvailable, openPaymentAttemptIfReachable } from "~/features/payments/payments.server";
import { newId } from "~/lib/ids.server";
import { listAddresses } from "~/features/addresses/addresses.server";
import { handleCartAction, postedCartForm } from "~/features/cart/cart-action.server";
import { MAX_INSTRUCTIONS, PAYMENT_METHODS, paymentMethodChoice } from "~/features/cart/cart-rules";
import { applyCartIntent, getCart, type CartLine, type CartOutcome } from "~/features/cart/cart.server";
import { MIN_LEAD_MINUTES, slotDayText, slotOptionText, type DeliverySlot } from "~/features/orders/delivery-slots";
import { SLOT_MINUTES } from "~/features/orders/order-status";
import { cartPageIntentSchema, type CartPageIntent } from "~/features/cart/cart.schema";
import { ORDER_MESSAGES } from "~/features/orders/order-messages";
import { formatIndianMobile } from "~/features/accounts/phone";
import { deliveryToAddress } from "~/features/location/delivery-areas";
import { estimateText } from "~/features/catalogue/delivery-estimate";
import { OrderSummary } from "~/features/cart/OrderSummary";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { QuantityControl } from "~/features/cart/QuantityControl";
import { ChoiceFields } from "~/features/cart/ChoiceFields";
import { choiceKey, choicesText, dishWithChoices } from "~/features/catalogue/dish-options";
import { menuPath } from "~/features/catalogue/slug";
import { firstError, readForm } from "~/lib/action.server";
import { ENHANCED_FIELD } from "~/lib/enhanced";
import { BRAND } from "~/lib/brand";
import { redirectWithFlash } from "~/lib/flash.server";
import { fixedT, type I18nHandle, type Translate } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { formatRupees } from "~/lib/money";
import { metaT } from "~/features/shell/root-data";
import { useT } from "~/ui/useT";
import { richText } from "~/ui/rich-text";
import { FoodImage } from "~/ui/FoodImage";
import { Price } from "~/ui/Price";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { useHydrated } from "~/ui/useHydrated";
import { VegMark } from "~/ui/VegMark";
import type { Route } from "./+types/cart";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) return { signedIn: false as const };
  const params = url.searchParams;
  const language = requestLanguage(request);
  const t = fixedT(language);
  const [cart, addresses] = await Promise.all([getCart(user.id, language), listAddresses(user.id)]);
  const removeKey = choiceKey(params.getAll("choice"));
  const removing = cart.lines.find((line) => line.productId === params.get("remove") && line.key === removeKey) ?? null;
  const selectedAddressId = cart.address?.id ?? null;
  const paymentNotice =
    params.get("payment") === "cancelled" ? t("Payment cancelled. Your cart is as you left it.") : null;
  const phone = user.phone ? formatIndianMobile(user.phone) : "";
  // Each address says how long delivery takes there, or why the restaurant cannot deliver (checkout refuses it).
  const restaurant = cart.restaurant;
  const withDelivery = addresses.map((address) => {
    const delivery = restaurant ? deliveryToAddress(restaurant, address, t) : null;
    return {
      ...address,
      delivery:
        delivery &&
        (delivery.ok ? { ok: true, text: estimateText(delivery.estimate, t) } : { ok: false, text: delivery.problem }),
    };
  });
  return {
    signedIn: true as const,
    cart,
    addresses: withDelivery,
    selectedAddressId,
    phone,
    paymentNotice,
    removing,
    checkoutKey: newId(),
    online: onlinePaymentAvailable(),
    slotHint:
      cart.slots.length > 0
        ? t("Or schedule a {slot}-minute slot, at least {lead} minutes from now, while the restaurant is open.", {
            slot: SLOT_MINUTES,
            lead: MIN_LEAD_MINUTES,
          })
        : t("This restaurant has no later slots today or tomorrow."),
  };
}

/**
 * The checkout form comes back with why it was refused, in the request's language: a message already
 * written in it passes `t` as it is; a fixed English one (the schema's, checkout's) is translated.
 */
function refused(outcome: { message: string; field?: string }, form: FormData, t: Translate) {
  const failure: CartOutcome = { ok: false, code: "invalid", message: t(outcome.message), field: outcome.field };
  return data({ outcome: failure, summary: null, posted: postedCartForm(form) }, { status: 400 });
}

/**
 * Cart changes go to the cart's one action; 'Proceed to Checkout' first saves the delivery details
 * it was posted with (what the customer sees on screen), then places the order.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: cartPageIntentSchema });
  if (submission.payload.intent !== "checkout") return handleCartAction({ request, context }, form, submission);
  if (submission.status !== "success" || submission.value.intent !== "checkout") {
    return refused(firstError(submission, "Check your delivery details."), form, requestT(request));
  }
  return checkout(requireUser(context, url), request, form, submission.value);
}

async function checkout(
  user: CurrentUser,
  request: Request,
  form: FormData,
  intent: Extract<CartPageIntent, { intent: "checkout" }>,
) {
  const language = requestLanguage(request);
  const t = fixedT(language);
  const { checkoutKey, ...details } = intent;
  const saved = await applyCartIntent(user.id, { ...details, intent: "details" }, language);
  if (!saved.ok) return refused(saved, form, t);
  const outcome = await placeOrder(user.id, checkoutKey, onlinePaymentAvailable(), language);
  if (!outcome.ok) return refused(outcome, form, t);
  if (outcome.pay) await openPaymentAttemptIfReachable(user.id, outcome.orderId);
  if (outcome.pay) throw redirect(`/checkout/pay/${outcome.orderId}`, 303);
  return redirectWithFlash(request, `/profile/orders/${outcome.orderId}`, ORDER_MESSAGES.placed);
}

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
  const { cart, addresses, selectedAddressId, phone, paymentNotice, removing, checkoutKey, online, slotHint } =
    loaderData;
  const failure = actionData?.outcome && !actionData.outcome.ok ? actionData.outcome : null;
  // A refused form comes back as it was posted, so nothing typed is lost: the checkout form (it
  // always posts a payment method) or the promo code.
  const posted = actionData?.posted?.paymentMethod !== undefined ? actionData.posted : null;
  const typedCode = actionData?.posted?.code;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <CheckoutHeader />
      <div role="status" className="mt-4">
        {paymentNotice ? (
          <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-950">{paymentNotice}</p>
        ) : null}
      </div>
      {failure && !failure.field ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {failure.message}
        </p>
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
            <section aria-labelledby="items-heading" className="rounded-2xl border border-gray-200 p-4">
              <h2 id="items-heading" className="text-lg font-bold">
                {cart.restaurant
                  ? richText(
                      t("Items from <0>{restaurant}</0>", { restaurant: cart.restaurant.name }),
                      <Link to={menuPath(cart.restaurant)} className="text-brand-700 underline" />,
                    )
                  : null}
              </h2>
              {cart.restaurant?.closedMessage ? (
                <p className="mt-3 rounded-lg bg-gray-100 p-3 font-semibold text-gray-900">
                  {cart.restaurant.closedMessage} {t("Your dishes stay in your cart.")}
                </p>
              ) : null}
              <ul className="mt-3 divide-y divide-gray-200">
                {cart.lines.map((line) => (
                  <li key={line.productId + line.key} className="flex flex-wrap items-center gap-3 py-3">
                    <FoodImage src={line.image} alt={line.name} width={80} height={52} className="rounded-lg" />
                    <div className="min-w-0 flex-1 basis-40 [overflow-wrap:break-word]">
                      <p className="flex items-center gap-2 font-semibold">
                        <VegMark veg={line.isVeg} />
                        {line.name}
                      </p>
                      {line.choices.length > 0 ? (
                        <p className="text-sm text-gray-800">{choicesText(line.choices)}</p>
                      ) : null}
                      <p className="meta">
                        {t("{price} each", { price: formatRupees(line.unitPricePaise) })} ·{" "}
                        <Price paise={line.unitPricePaise * line.quantity} />
                        {line.dishOfferPercent ? (
                          <span className="ml-2 font-semibold text-green-800">
                            {t("{percent}% OFF: −{amount}", {
                              percent: line.dishOfferPercent,
                              amount: formatRupees((line.unitPricePaise - offerUnitPrice(line)) * line.quantity),
                            })}
                          </span>
                        ) : null}
                      </p>
                      {line.unavailable ? (
                        <p className="text-sm font-semibold text-red-800">
                          {line.unavailable} {t("Not included in the total.")}
                        </p>
                      ) : null}
                    </div>
                    <QuantityControl
                      productId={line.productId}
                      choices={line.choices.map((choice) => choice.optionId)}
                      name={dishWithChoices(line.name, line.choices)}
                      quantity={line.quantity}
                      returnTo="/cart"
                    />
                    <Link
                      to={`/cart?${removeParams(line)}`}
                      preventScrollReset
                      className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-red-800 hover:bg-red-50"
                    >
                      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="fill-current">
                        <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
                      </svg>
                      <span className="sr-only">
                        {t("Remove {dish}", { dish: dishWithChoices(line.name, line.choices) })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <DeliveryDetails
              key={posted ? JSON.stringify(posted) : "saved"}
              checkoutKey={checkoutKey}
              addresses={addresses}
              methods={online ? PAYMENT_METHODS : ["COD"]}
              shown={{
                addressId: posted ? (posted.addressId ?? null) : selectedAddressId,
                phone: posted?.phone ?? phone,
                paymentMethod: online ? (posted?.paymentMethod ?? cart.paymentMethod) : "COD",
                instructions: posted?.instructions ?? cart.instructions,
                noContact: posted ? posted.noContact === "on" : cart.noContact,
                deliverAt: posted ? (posted.deliverAt ?? "") : (cart.deliverAt ?? ""),
              }}
              slots={cart.slots}
              slotHint={slotHint}
              failure={failure?.field ? { field: failure.field, message: failure.message } : null}
            />
          </div>
          <div className="space-y-4">
            <PromoBox
              applied={cart.price.promo?.applied ? cart.promoCode : null}
              typed={typedCode}
              error={failure?.field === "code" ? failure.message : null}
            />
            <OrderSummary
              price={cart.price}
              minimumOrder={
                cart.restaurant && { restaurant: cart.restaurant.name, paise: cart.restaurant.minOrderPaise }
              }
            />
            <ProceedToCheckout />
          </div>
        </div>
      )}
      {removing ? <ConfirmDeletion line={removing} /> : null}
    </div>
  );
}

/** The cart page's address asking to confirm removing a line: the dish and its choices. */
function removeParams(line: CartLine): URLSearchParams {
  const params = new URLSearchParams({ remove: line.productId });
  for (const choice of line.choices) params.append("choice", choice.optionId);
  return params;
}

function ConfirmDeletion({ line }: { line: CartLine }) {
  const { t } = useT("cart");
  return (
    <ConfirmDialog
      id="confirm-deletion-title"
      title={t("Confirm Deletion")}
      cancelTo="/cart"
      confirm={
        <Form method="post" action="/cart" replace preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.productId} />
          <ChoiceFields optionIds={line.choices.map((choice) => choice.optionId)} />
          <input type="hidden" name="returnTo" value="/cart" />
          <button type="submit" className="btn-danger">
            {t("Delete")}
          </button>
        </Form>
      }
    >
      <p>
        {t("Remove {dish} from your cart? This action cannot be undone.", {
          dish: dishWithChoices(line.name, line.choices),
        })}
      </p>
    </ConfirmDialog>
  );
}

/**
 * 'Proceed to Checkout' submits the delivery details form (its `form` attribute), so the order uses
 * the choices on screen; the form's one-time key makes a double submit place one order.
 */
function ProceedToCheckout() {
  const { t } = useT("cart");
  const placing = useNavigation().formData?.get("intent") === "checkout";
  return (
    <button
      type="submit"
      form={CHECKOUT_FORM}
      name="intent"
      value="checkout"
      disabled={placing}
      className="btn-primary w-full"
    >
      {placing ? t("Placing your order...") : t("Proceed to Checkout")}
    </button>
  );
}

function PromoBox({
  applied,
  typed,
  error,
}: {
  applied: string | null;
  typed: string | undefined;
  error: string | null;
}) {
  const { t } = useT("cart");
  return (
    <section aria-labelledby="promo-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="promo-heading" className="text-lg font-bold">
        {t("Promo Code")}
      </h2>
      {applied ? (
        <Form method="post" action="/cart" preventScrollReset className="mt-3 flex items-center justify-between gap-2">
          <p>{richText(t("<0>{code}</0> applied", { code: applied }), <strong />)}</p>
          <input type="hidden" name="intent" value="remove-promo" />
          <input type="hidden" name="returnTo" value="/cart" />
          <button type="submit" className="btn-secondary">
            {t("Remove")}
          </button>
        </Form>
      ) : (
        <Form method="post" action="/cart" preventScrollReset className="mt-3" noValidate>
          <input type="hidden" name="intent" value="apply-promo" />
          <input type="hidden" name="returnTo" value="/cart" />
          <label htmlFor="promo-code" className="sr-only">
            {t("Promo code")}
          </label>
          <div className="flex gap-2">
            <input
              id="promo-code"
              name="code"
              defaultValue={typed}
              maxLength={20}
              autoComplete="off"
              placeholder={t("Enter promo code")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "promo-error" : undefined}
              className="input uppercase"
            />
            <button type="submit" className="btn-primary">
              {t("Apply")}
            </button>
          </div>
          {error ? (
            <p id="promo-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </Form>
      )}
    </section>
  );
}

const CHECKOUT_FORM = "checkout-form";
/** The checkout form's fields whose problems are shown at its top (the mobile number's beside it). */
const DETAILS_FIELDS = ["addressId", "paymentMethod", "instructions", "noContact", "checkoutKey"];

interface DeliveryDetailsProps {
  checkoutKey: string;
  addresses: {
    id: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    zipCode: string;
    addressType: string;
    isDefault: boolean;
    locality: string | null;
    position: { latitude: number; longitude: number } | null;
    /** "35 mins · 3.4 km", or why the restaurant cannot deliver there; null with an empty cart. */
    delivery: { ok: boolean; text: string } | null;
  }[];
  methods: readonly string[];
  /** What the form shows: the saved details, or what was just posted and refused. */
  shown: {
    addressId: string | null;
    phone: string;
    paymentMethod: string;
    instructions: string;
    noContact: boolean;
    /** A slot's start, or "" for as soon as possible. */
    deliverAt: string;
  };
  /** The delivery slots the restaurant offers now, and what the field's hint says of them. */
  slots: DeliverySlot[];
  slotHint: string;
  failure: { field: string; message: string } | null;
}

/**
 * Address, mobile number, payment method, instructions and no-contact: the checkout form. With
 * JavaScript each change is saved with the cart at once (so a reload keeps it); without, 'Save
 * details' saves them, and 'Proceed to Checkout' saves them too before placing the order.
 */
function DeliveryDetails({
  checkoutKey,
  addresses,
  methods,
  shown,
  slots,
  slotHint,
  failure: refusal,
}: DeliveryDetailsProps) {
  const { t, language } = useT("cart");
  const autosave = useFetcher<{ outcome?: CartOutcome }>();
  const lastSave = useRef<Promise<void> | null>(null);
  const submit = useSubmit();
  const saved = autosave.data?.outcome;
  // A problem from the last autosave (JavaScript) or from the posted form (without).
  const failure = saved && !saved.ok && saved.field ? { field: saved.field, message: saved.message } : refusal;
  const hydrated = useHydrated();
  const [method, setMethod] = useState(shown.paymentMethod);
  const save = (form: HTMLFormElement | null) => {
    if (!hydrated || !form) return;
    const fields = new FormData(form);
    fields.set("intent", "details");
    fields.set(ENHANCED_FIELD, "1");
    lastSave.current = autosave.submit(fields, { method: "post", action: "/cart", preventScrollReset: true });
  };
  /**
   * An autosave still on its way when 'Proceed to Checkout' is pressed would finish after the order is placed
   * and put its own reload of the order page in place of the order's, losing 'Order placed' with it: the
   * order (like the form's other submits) waits for the save.
   */
  const submitAfterSaving = (event: React.FormEvent<HTMLFormElement>) => {
    const saving = lastSave.current;
    if (autosave.state === "idle" || !saving) return;
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter;
    const target = button instanceof HTMLButtonElement ? button : event.currentTarget;
    const send = () => submit(target, { method: "post", action: "/cart", preventScrollReset: true });
    void saving.then(send, send);
  };
  /** Typed fields are saved when left, unless for one of the form's own buttons (which submit it all). */
  const saveOnLeave = (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.form === event.currentTarget.form) return;
    save(event.currentTarget.form);
  };
  const fieldError = (field: string) => (failure?.field === field ? failure.message : null);
  const phoneError = fieldError("phone");
  // A slot chosen earlier that has passed since: the list no longer has it, so say so.
  const slotError =
    fieldError("deliverAt") ??
    (shown.deliverAt && !slots.some((slot) => slot.start === shown.deliverAt)
      ? t("The delivery slot you chose has passed. Choose another, or As soon as possible.")
      : null);
  const detailsError = failure && DETAILS_FIELDS.includes(failure.field) ? failure.message : null;
  return (
    <Form
      id={CHECKOUT_FORM}
      method="post"
      action="/cart"
      preventScrollReset
      noValidate
      className="space-y-6 rounded-2xl border border-gray-200 p-4"
      onSubmit={submitAfterSaving}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement && event.target.name === "paymentMethod")
          setMethod(event.target.value);
        if (
          (event.target instanceof HTMLInputElement && event.target.type !== "tel") ||
          event.target instanceof HTMLSelectElement
        )
          save(event.currentTarget);
      }}
    >
      <input type="hidden" name="returnTo" value="/cart" />
      <input type="hidden" name="checkoutKey" value={checkoutKey} />
      {detailsError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">
          {detailsError}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-lg font-bold">{t("Delivery Details")}</legend>
        {addresses.length === 0 ? (
          <p className="mt-2 text-gray-700">{t("You haven't saved any addresses yet. Add one to get started!")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {addresses.map((address) => (
              <li key={address.id}>
                <label className="flex cursor-pointer gap-3 rounded-xl border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name="addressId"
                    value={address.id}
                    defaultChecked={address.id === shown.addressId}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-semibold">{t(address.addressType)}</span>
                    {address.isDefault ? (
                      <span className="ml-2 rounded bg-gray-100 px-1.5 text-xs font-semibold">{t("Default")}</span>
                    ) : null}
                    <span className="block text-sm text-gray-700">
                      {[address.addressLine1, address.addressLine2, address.locality].filter(Boolean).join(", ")},{" "}
                      {address.city}, {address.state} {address.zipCode}
                    </span>
                    {address.delivery ? (
                      <span
                        className={`block text-sm font-medium ${address.delivery.ok ? "text-green-800" : "text-red-800"}`}
                      >
                        {address.delivery.text}
                      </span>
                    ) : null}
                  </span>
                </label>
                {address.position ? null : (
                  <Link
                    to={`/profile/addresses/${address.id}/edit?returnTo=%2Fcart`}
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                  >
                    {t("Choose the locality of {address}", { address: address.addressLine1 })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/profile/addresses/new?returnTo=%2Fcart"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("+ Add new address")}
        </Link>
      </fieldset>
      <div>
        <label htmlFor="delivery-when" className="text-lg font-bold">
          {t("Delivery time")}
        </label>
        <select
          id="delivery-when"
          name="deliverAt"
          defaultValue={slots.some((slot) => slot.start === shown.deliverAt) ? shown.deliverAt : ""}
          aria-invalid={slotError ? true : undefined}
          aria-describedby={slotError ? "delivery-when-error delivery-when-hint" : "delivery-when-hint"}
          className="input mt-2 max-w-xs"
        >
          <option value="">{t("As soon as possible")}</option>
          {(["Today", "Tomorrow"] as const).map((day) =>
            slots.some((slot) => slot.day === day) ? (
              <optgroup key={day} label={slotDayText(day, t)}>
                {slots
                  .filter((slot) => slot.day === day)
                  .map((slot) => (
                    <option key={slot.start} value={slot.start}>
                      {slotOptionText(slot, t, language)}
                    </option>
                  ))}
              </optgroup>
            ) : null,
          )}
        </select>
        <p id="delivery-when-hint" className="mt-1 text-sm text-gray-700">
          {slotHint}
        </p>
        {slotError ? (
          <p id="delivery-when-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
            {slotError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="delivery-phone" className="text-lg font-bold">
          {t("Mobile number")}
        </label>
        <input
          id="delivery-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={shown.phone}
          maxLength={16}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? "delivery-phone-error delivery-phone-hint" : "delivery-phone-hint"}
          onBlur={saveOnLeave}
          className="input mt-2 max-w-xs"
        />
        <p id="delivery-phone-hint" className="mt-1 text-sm text-gray-700">
          {t("For the delivery partner to reach you; kept on your account.")}
        </p>
        {phoneError ? (
          <p id="delivery-phone-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
            {phoneError}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-lg font-bold">{t("Payment Method")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {methods.map((option) => (
            <label
              key={option}
              className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                defaultChecked={option === shown.paymentMethod}
                className="sr-only"
              />
              {paymentMethodChoice(option, t)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="delivery-instructions" className="text-lg font-bold">
          {t("Delivery Instructions")}
        </label>
        <textarea
          id="delivery-instructions"
          name="instructions"
          maxLength={MAX_INSTRUCTIONS}
          defaultValue={shown.instructions}
          rows={3}
          aria-describedby="instructions-hint"
          onBlur={saveOnLeave}
          className="input mt-2"
        />
        <p id="instructions-hint" className="mt-1 text-sm text-gray-700">
          {t("Up to {max} characters, e.g. {example}.", {
            max: MAX_INSTRUCTIONS,
            example: `"${t("Ring the bell twice")}"`,
          })}
        </p>
      </div>
      {method !== "COD" ? (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="noContact"
            defaultChecked={shown.noContact}
            className="h-5 w-5 accent-brand-600"
          />
          <span>{t("No-contact delivery: leave the order at my door")}</span>
        </label>
      ) : null}
      <button type="submit" name="intent" value="details" className="btn-secondary">
        {t("Save details")}
      </button>
    </Form>
  );
}
