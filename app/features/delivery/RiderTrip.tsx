import { displayOrderId } from "~/features/orders/order-status";
import type { Trip } from "~/features/orders/rider-trips.server";
import { formatRupees } from "~/lib/money";
import { Field } from "~/ui/form-fields";
import { formKit, KitForm, SubmitButton, type Answered } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import { CallThem } from "./CallThem";
import { stepText } from "./rider-steps";

/** The rider's trip: where it stands, where to go, whom for, and the one step to take next. */
export function RiderTrip({
  trip,
  callsMasked,
  answered,
}: {
  trip: Trip;
  callsMasked: boolean;
  answered: Answered | undefined;
}) {
  const { t } = useT("riders");
  const ref = displayOrderId(trip.orderId);
  const toCustomer = trip.step === "picked-up" || trip.step === "at-customer";
  return (
    <section aria-labelledby="trip-title" className="space-y-3 rounded-2xl border-2 border-brand-700 p-3">
      <h2 id="trip-title" className="text-lg font-bold">
        {t("Trip for order #{ref}", { ref })}
      </h2>
      <p className="font-semibold">{stepText(trip.step, t)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
        <dt className="font-semibold">{t("Pick up")}</dt>
        <dd>
          {trip.restaurant.name}, {trip.restaurant.locality}
        </dd>
        <dt className="font-semibold">{t("Drop")}</dt>
        <dd>
          {trip.customer.firstName}, {trip.customer.address}
        </dd>
        {trip.customer.instructions ? (
          <>
            <dt className="font-semibold">{t("Instructions")}</dt>
            <dd>{trip.customer.instructions}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("Payment")}</dt>
        <dd>
          {trip.cashPaise === null
            ? t("Paid online: collect nothing")
            : t("Cash: collect {amount}", { amount: formatRupees(trip.cashPaise) })}
        </dd>
      </dl>
      {toCustomer && trip.customer.noContact ? <p>{t("The customer asked for no-contact delivery.")}</p> : null}
      <NextStep trip={trip} answered={answered} />
      {toCustomer ? (
        <CallThem name={trip.customer.firstName} intent="call" masked={callsMasked} answered={answered} />
      ) : null}
    </section>
  );
}

function StepForm({ trip, step, label }: { trip: Trip; step: string; label: string }) {
  return (
    <KitForm kit={formKit({ id: `step-${step}`, intent: "step" })}>
      <input type="hidden" name="orderId" value={trip.orderId} />
      <input type="hidden" name="step" value={step} />
      <SubmitButton>{label}</SubmitButton>
    </KitForm>
  );
}

function NextStep({ trip, answered }: { trip: Trip; answered: Answered | undefined }) {
  const { t } = useT("riders");
  switch (trip.step) {
    case "to-restaurant":
      return <StepForm trip={trip} step="at-restaurant" label={t("I am at the restaurant")} />;
    case "at-restaurant":
      return trip.ready ? (
        <StepForm trip={trip} step="picked-up" label={t("Picked up the food")} />
      ) : (
        <p>{t("The food is not ready yet. This page shows Picked up once the restaurant marks it ready.")}</p>
      );
    case "picked-up":
      return <StepForm trip={trip} step="at-customer" label={t("I am at the customer")} />;
    case "at-customer":
      return <AtTheDoor trip={trip} answered={answered} />;
  }
}

function AtTheDoor({ trip, answered }: { trip: Trip; answered: Answered | undefined }) {
  const { t } = useT("riders");
  const kit = formKit({ id: "deliver", intent: "deliver", answered });
  return (
    <div className="space-y-3">
      <KitForm kit={kit} className="space-y-2">
        <input type="hidden" name="orderId" value={trip.orderId} />
        <Field
          name="code"
          label={t("Delivery code")}
          hint={t(
            "{tries, plural, one {Ask the customer for it: # try left.} other {Ask the customer for it: # tries left.}}",
            {
              tries: trip.codeTriesLeft,
            },
          )}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          className="max-w-40"
        />
        {trip.cashPaise !== null ? (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="cash"
              id={kit.field("cash").id}
              aria-invalid={kit.field("cash").errors.length > 0 || undefined}
              className="mt-1 size-5"
            />
            <span>{t("I collected {amount} in cash", { amount: formatRupees(trip.cashPaise) })}</span>
          </label>
        ) : null}
        <Field
          name="cashTip"
          label={t("Tip the customer gave you in cash (₹, optional)")}
          hint={t("It is added to your pay for this trip.")}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-40"
        />
        <SubmitButton>{t("Delivered")}</SubmitButton>
      </KitForm>
      <KitForm kit={formKit({ id: "unreachable", intent: "unreachable", answered })}>
        <input type="hidden" name="orderId" value={trip.orderId} />
        <SubmitButton className="btn-secondary">{t("Customer unreachable")}</SubmitButton>
      </KitForm>
    </div>
  );
}
