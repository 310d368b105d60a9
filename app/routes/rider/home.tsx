import { Link } from "react-router";
import { acceptOffer, declineOffer } from "~/features/delivery/offers.server";
import { RiderOffer } from "~/features/delivery/RiderOffer";
import { PositionFields, SendPosition } from "~/features/delivery/RiderPosition";
import { RiderTrip } from "~/features/delivery/RiderTrip";
import { riderShown } from "~/features/delivery/rider-screen";
import { RIDER_MESSAGES } from "~/features/delivery/riders-messages";
import { callsMasked, connectTripCall } from "~/features/delivery/calls.server";
import { CALL_WORDS, DOOR_WORDS, OFFER_WORDS, STEP_WORDS } from "~/features/delivery/riders-words";
import {
  callSchema,
  deliverSchema,
  goOfflineSchema,
  goOnlineSchema,
  offerSchema,
  stepSchema,
  unreachableSchema,
} from "~/features/delivery/riders.schema";
import { cityLocalities, requireRider, setOnline } from "~/features/delivery/riders.server";
import { deliverAtDoor, reportUnreachable, riderScreen, takeStep } from "~/features/delivery/trips.server";
import { defineAction, done, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { formatRupees } from "~/lib/money";
import { word } from "~/lib/words";
import { SelectField } from "~/ui/form-fields";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useLiveData } from "~/ui/useLiveData";
import { useT } from "~/ui/useT";
import { riderIntent } from "./rider-intent.server";
import type { Route } from "./+types/home";

export const handle = { i18n: ["riders"] } satisfies I18nHandle;

/** Without JavaScript the page reloads itself this often while the rider is online, and says when it last did. */
const REFRESH_SECONDS = 15;

/** `/rider`: a rider's one screen — online or not, the offer to answer, the trip's next step, the day so far. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { rider } = await requireRider(request, context, url);
  const screen = await riderScreen(rider);
  return {
    rider: { firstName: rider.firstName, city: rider.city.name, online: rider.online },
    ...screen,
    localities: rider.online ? [] : (await cityLocalities(rider.city.id)).map((one) => one.name),
    callsMasked: callsMasked(),
    renderedAt: new Date().toISOString(),
    refreshSeconds: REFRESH_SECONDS,
  };
}

const HERE = "/rider";

export const action = defineAction("customer", {
  online: riderIntent(goOnlineSchema, async ({ value, request, rider }) => {
    const chosen = (await cityLocalities(rider.city.id)).find((one) => one.name === value.locality);
    const position =
      value.latitude !== undefined && value.longitude !== undefined
        ? { latitude: value.latitude, longitude: value.longitude }
        : (chosen?.position ?? null);
    if (!position) return refuse({ fields: { locality: [requestT(request)("Choose where you are.")] } });
    await setOnline(rider.userId, true, position);
    return done(HERE, RIDER_MESSAGES.online);
  }),
  offline: riderIntent(goOfflineSchema, async ({ rider }) => {
    await setOnline(rider.userId, false, null);
    return done(HERE, RIDER_MESSAGES.offline);
  }),
  accept: riderIntent(offerSchema, async ({ value, request, rider }) => {
    const outcome = await acceptOffer(rider.userId, value.offerId);
    if (!outcome.ok) return refuse({ messages: [word(OFFER_WORDS, outcome, requestT(request))] }, 409);
    const screen = await riderScreen(rider);
    return done(HERE, { ...RIDER_MESSAGES.accepted, values: { restaurant: screen.trip?.restaurant.name ?? "" } });
  }),
  decline: riderIntent(offerSchema, async ({ value, request, rider }) => {
    const outcome = await declineOffer(rider.userId, value.offerId);
    if (!outcome.ok) return refuse({ messages: [word(OFFER_WORDS, outcome, requestT(request))] }, 409);
    return done(HERE, RIDER_MESSAGES.declined);
  }),
  step: riderIntent(stepSchema, async ({ value, request, rider }) => {
    const outcome = await takeStep(rider, value.orderId, value.step);
    if (!outcome.ok) return refuse({ messages: [word(STEP_WORDS, outcome, requestT(request))] }, 409);
    if (value.step === "at-restaurant") return done(HERE, RIDER_MESSAGES.atRestaurant);
    if (value.step === "at-customer") return done(HERE, RIDER_MESSAGES.atCustomer);
    const screen = await riderScreen(rider);
    return done(HERE, { ...RIDER_MESSAGES.pickedUp, values: { name: screen.trip?.customer.firstName ?? "" } });
  }),
  deliver: riderIntent(deliverSchema, async ({ value, request, rider }) => {
    const outcome = await deliverAtDoor(rider, value.orderId, value.code, value.cash === "on", value.cashTip);
    if (outcome.ok) return done(HERE, RIDER_MESSAGES.delivered);
    const message = word(DOOR_WORDS, outcome, requestT(request));
    if (outcome.code === "wrong-code") return refuse({ fields: { code: [message] } }, 409);
    if (outcome.code === "cash-unconfirmed") return refuse({ fields: { cash: [message] } }, 409);
    if (outcome.code === "cash-tip-invalid") return refuse({ fields: { cashTip: [message] } }, 400);
    return refuse({ messages: [message] }, 409);
  }),
  call: riderIntent(callSchema, async ({ request, rider }) => {
    const trip = (await riderScreen(rider)).trip;
    const outcome = trip ? await connectTripCall(trip.orderId, "rider") : ({ ok: false, code: "failed" } as const);
    if (!outcome.ok) return refuse({ messages: [word(CALL_WORDS, outcome, requestT(request))] }, 409);
    return done(HERE, RIDER_MESSAGES.calling);
  }),
  unreachable: riderIntent(unreachableSchema, async ({ value, request, rider }) => {
    const outcome = await reportUnreachable(rider, value.orderId);
    if (!outcome.ok)
      return refuse({ messages: [word(STEP_WORDS, { ok: false, code: "no-trip" }, requestT(request))] }, 409);
    return done(HERE, RIDER_MESSAGES.supportTold);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Deliveries")} — ${BRAND}` }];
}

export default function RiderHome({ loaderData, actionData: sentBack }: Route.ComponentProps) {
  const { rider, offer, trip, today, localities, callsMasked, renderedAt, refreshSeconds } = loaderData;
  const { t, language } = useT("riders");
  const { connected, answered: actionData } = useLiveData(
    rider.online || trip ? "/rider/events" : null,
    riderShown(loaderData),
    sentBack,
  );
  const waiting = rider.online || trip !== null;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-3 py-4">
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        </noscript>
      ) : null}
      {trip ? <SendPosition /> : null}
      <h1 className="text-2xl font-bold">{t("Deliveries")}</h1>
      <p>
        {rider.online
          ? t("{name}, you are online in {city}.", { name: rider.firstName, city: rider.city })
          : t("{name}, you are offline.", { name: rider.firstName })}
      </p>
      {waiting ? (
        <p className="meta" aria-live="off">
          {connected
            ? t("Offers and changes appear here as they happen.")
            : t("This page refreshes itself every {seconds} seconds. Last refreshed {time}.", {
                seconds: refreshSeconds,
                time: formatDateTime(renderedAt, language),
              })}
        </p>
      ) : null}
      {trip ? (
        <RiderTrip trip={trip} callsMasked={callsMasked} answered={actionData} />
      ) : offer ? (
        <RiderOffer offer={offer} answered={actionData} />
      ) : rider.online ? (
        <p className="font-semibold">{t("Waiting for an order near you.")}</p>
      ) : null}
      {rider.online ? (
        <KitForm kit={formKit({ id: "offline", intent: "offline", answered: actionData })}>
          <SubmitButton className="btn-secondary">{t("Go offline")}</SubmitButton>
        </KitForm>
      ) : (
        <KitForm kit={formKit({ id: "online", intent: "online", answered: actionData })} className="space-y-2">
          <PositionFields />
          <SelectField
            name="locality"
            label={t("Where are you now?")}
            hint={t("Your phone's position is used when it is shared; otherwise the locality you choose.")}
            options={Object.fromEntries([["", t("Choose a locality")], ...localities.map((name) => [name, name])])}
          />
          <SubmitButton>{t("Go online")}</SubmitButton>
        </KitForm>
      )}
      <section aria-labelledby="today-title" className="rounded-2xl border border-gray-200 p-3">
        <h2 id="today-title" className="text-lg font-bold">
          {t("Today")}
        </h2>
        <p>
          {t("{trips, plural, one {# trip delivered} other {# trips delivered}}, {amount} earned.", {
            trips: today.trips,
            amount: formatRupees(today.earningsPaise),
          })}
        </p>
        <p>
          <Link to="/rider/payouts" className="underline">
            {t("Your pay, week by week")}
          </Link>
        </p>
      </section>
    </div>
  );
}
