import { formatRupees } from "~/lib/money";
import { timeOfDay } from "~/lib/dates";
import { formKit, KitForm, SubmitButton, type Answered } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { OpenOffer } from "./trips.server";

/** The order offered to the rider now: where from, where to, how far, the pay, and Accept or Decline by when. */
export function RiderOffer({ offer, answered }: { offer: OpenOffer; answered: Answered | undefined }) {
  const { t, language } = useT("riders");
  return (
    <section aria-labelledby="offer-title" className="space-y-2 rounded-2xl border-2 border-brand-700 p-3">
      <h2 id="offer-title" className="text-lg font-bold">
        {t("New trip for {amount}", { amount: formatRupees(offer.payPaise) })}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
        <dt className="font-semibold">{t("Pick up")}</dt>
        <dd>
          {offer.restaurant.name}, {offer.restaurant.locality} ·{" "}
          {t("{km} km away", { km: offer.kmToRestaurant.toFixed(1) })}
        </dd>
        <dt className="font-semibold">{t("Drop")}</dt>
        <dd>
          {offer.dropLocality ?? t("Locality not given")}
          {offer.kmToCustomer !== null ? ` · ${t("{km} km on", { km: offer.kmToCustomer.toFixed(1) })}` : null}
        </dd>
      </dl>
      <p className="font-semibold">
        {t("Answer by {time}, or it goes to another rider.", { time: timeOfDay(new Date(offer.expiresAt), language) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <KitForm kit={formKit({ id: "accept", intent: "accept", answered })}>
          <input type="hidden" name="offerId" value={offer.id} />
          <SubmitButton>{t("Accept")}</SubmitButton>
        </KitForm>
        <KitForm kit={formKit({ id: "decline", intent: "decline", answered })}>
          <input type="hidden" name="offerId" value={offer.id} />
          <SubmitButton className="btn-secondary">{t("Decline")}</SubmitButton>
        </KitForm>
      </div>
    </section>
  );
}
