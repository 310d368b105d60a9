import { useState } from "react";
import { Link } from "react-router";
import { slotDayText, slotOptionText } from "~/features/orders/checkout-words";
import type { DeliverySlot } from "~/features/orders/delivery-slots";
import type { Address } from "~/features/addresses/addresses.server";
import { stateText } from "~/features/addresses/addresses-words";
import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { controlProps, Field, TextAreaField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { MAX_INSTRUCTIONS, paymentMethodChoice, type PaymentMethod } from "./cart-rules";

/** An address the customer can choose, with how long delivery takes there or why it cannot go there. */
export type ChoosableAddress = Address & { delivery: { ok: boolean; text: string } | null };

/** The delivery details as saved with the cart (the form shows what was typed instead after a refusal). */
export interface SavedDetails {
  addressId: string | null;
  phone: string;
  paymentMethod: PaymentMethod;
  instructions: string;
  noContact: boolean;
  /** A slot's start, or "" for as soon as possible. */
  deliverAt: string;
}

interface CheckoutFormProps {
  kit: FormKit;
  /** The form's one-time key: a double submit places one order. */
  checkoutKey: string;
  addresses: ChoosableAddress[];
  methods: readonly PaymentMethod[];
  saved: SavedDetails;
  /** The delivery slots the restaurant offers now, and what the field's hint says of them. */
  slots: DeliverySlot[];
  /** Whether 'As soon as possible' is offered: not while the restaurant is closed (only its later slots are). */
  asap: boolean;
  slotHint: string;
}

/**
 * Address, delivery time, mobile number, payment method, instructions and no-contact: the checkout form.
 * It is sent once, whole: by 'Save details', or by 'Proceed to Checkout', which saves them with the order.
 */
export function CheckoutForm({
  kit,
  checkoutKey,
  addresses,
  methods,
  saved,
  slots,
  asap,
  slotHint,
}: CheckoutFormProps) {
  const { t } = useT("cart");
  // After a refusal the form shows what was posted, so nothing typed is lost.
  const posted = kit.result?.initialValue ? (name: string) => kit.field(name).typed : null;
  const shown = {
    addressId: posted ? (posted("addressId") ?? null) : saved.addressId,
    paymentMethod: posted?.("paymentMethod") ?? saved.paymentMethod,
    noContact: posted ? posted("noContact") === "on" : saved.noContact,
    deliverAt: posted ? (posted("deliverAt") ?? "") : saved.deliverAt,
  };
  const [method, setMethod] = useState(shown.paymentMethod);
  const addressField = kit.field("addressId");
  return (
    <KitForm
      kit={kit}
      action="/cart"
      preventScrollReset
      className="space-y-6 rounded-2xl border border-gray-200 p-4"
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement && event.target.name === "paymentMethod")
          setMethod(event.target.value);
      }}
    >
      <input type="hidden" name="returnTo" value="/cart" />
      <input type="hidden" name="checkoutKey" value={checkoutKey} />
      <fieldset aria-describedby={addressField.errors.length > 0 ? addressField.errorId : undefined}>
        <legend className="text-lg font-bold">{t("Delivery Details")}</legend>
        {addresses.length === 0 ? (
          <p className="mt-2 text-gray-700">{t("You haven't saved any addresses yet. Add one to get started!")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {addresses.map((address) => (
              <AddressChoice key={address.id} address={address} checked={address.id === shown.addressId} />
            ))}
          </ul>
        )}
        {addressField.errors.length > 0 ? (
          <p id={addressField.errorId} className="mt-2 text-sm font-medium text-red-800">
            {addressField.errors.map((error) => t(error)).join(" ")}
          </p>
        ) : null}
        <Link
          to="/profile/addresses/new?returnTo=%2Fcart"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("+ Add new address")}
        </Link>
      </fieldset>
      <DeliveryTime kit={kit} slots={slots} asap={asap} chosen={shown.deliverAt} hint={slotHint} />
      <Field
        name="phone"
        label={t("Mobile number")}
        hint={t("For the delivery partner to reach you; kept on your account.")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        defaultValue={kit.field("phone").typed ?? saved.phone}
        maxLength={16}
        className="max-w-xs"
      />
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
      <TextAreaField
        name="instructions"
        label={t("Delivery Instructions")}
        hint={t("Up to {max} characters, e.g. {example}.", {
          max: MAX_INSTRUCTIONS,
          example: `"${t("Ring the bell twice")}"`,
        })}
        rows={3}
        defaultValue={saved.instructions}
      />
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
      <SubmitButton name="intent" value="details" className="btn-secondary">
        {t("Save details")}
      </SubmitButton>
    </KitForm>
  );
}

function AddressChoice({ address, checked }: { address: ChoosableAddress; checked: boolean }) {
  const { t } = useT("cart");
  return (
    <li>
      <label className="flex cursor-pointer gap-3 rounded-xl border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
        <input
          type="radio"
          name="addressId"
          value={address.id}
          defaultChecked={checked}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <span className="font-semibold">{t(address.addressType)}</span>
          {address.isDefault ? (
            <span className="ml-2 rounded bg-gray-100 px-1.5 text-xs font-semibold">{t("Default")}</span>
          ) : null}
          <span className="block text-sm text-gray-700">
            {[address.addressLine1, address.addressLine2, address.locality].filter(Boolean).join(", ")}, {address.city},{" "}
            {stateText(address.state, t)} {address.zipCode}
          </span>
          {address.delivery ? (
            <span className={`block text-sm font-medium ${address.delivery.ok ? "text-green-800" : "text-red-800"}`}>
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
  );
}

/**
 * "As soon as possible" (while the restaurant is open), or a slot today or tomorrow; a slot chosen earlier
 * that has passed since is said so.
 */
function DeliveryTime({
  kit,
  slots,
  asap,
  chosen,
  hint,
}: {
  kit: FormKit;
  slots: DeliverySlot[];
  asap: boolean;
  chosen: string;
  hint: string;
}) {
  const { t, language } = useT("cart");
  const field = kit.field("deliverAt");
  const offered = slots.some((slot) => slot.start === chosen);
  const errors =
    field.errors.length > 0
      ? field.errors.map((error) => t(error))
      : chosen && !offered
        ? [t("The delivery slot you chose has passed. Choose another, or As soon as possible.")]
        : [];
  const control = controlProps({ ...field, errors }, hint);
  return (
    <div>
      <label htmlFor={field.id} className="text-lg font-bold">
        {t("Delivery time")}
      </label>
      <select {...control} defaultValue={offered ? chosen : ""} className="input mt-2 max-w-xs">
        {asap ? <option value="">{t("As soon as possible")}</option> : null}
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
      <p id={field.hintId} className="mt-1 text-sm text-gray-700">
        {hint}
      </p>
      {errors.length > 0 ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Proceed to Checkout', under the order's summary: it sends the checkout form (its `form` attribute), so
 * the order uses the choices on screen.
 */
export function ProceedToCheckout({ kit }: { kit: FormKit }) {
  const { t } = useT("cart");
  return (
    <SubmitButton
      kit={kit}
      name="intent"
      value="checkout"
      busyLabel={t("Placing your order...")}
      className="btn-primary w-full"
    >
      {t("Proceed to Checkout")}
    </SubmitButton>
  );
}
