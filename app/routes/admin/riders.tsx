import { getZodConstraint } from "@conform-to/zod/v4";
import { requireRole } from "~/features/accounts/session.server";
import { listCities } from "~/features/catalogue/catalogue.server";
import { RIDER_MESSAGES } from "~/features/delivery/riders-messages";
import { RIDER_INVITE_WORDS } from "~/features/delivery/riders-words";
import { inviteRiderSchema } from "~/features/delivery/riders.schema";
import { inviteRider, listRiders } from "~/features/delivery/riders.server";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { Field, SelectField } from "~/ui/form-fields";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { TableBox } from "~/ui/TableBox";
import { TableHead } from "~/ui/TableHead";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/riders";

export const handle = { i18n: ["riders"] } satisfies I18nHandle;

/** `/admin/riders`: every rider (online, on a trip, last seen) and the form that invites one to a city. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const [riders, cities] = await Promise.all([listRiders(), listCities()]);
  return {
    riders,
    cities: cities.map((city) => ({ slug: city.slug, name: city.name })),
    constraint: getZodConstraint(inviteRiderSchema),
  };
}

export const action = defineAction("admin", {
  invite: intent(inviteRiderSchema, async ({ value, user, request }) => {
    const outcome = await inviteRider(value.email, value.city, user);
    if (!outcome.ok) return refuse({ fields: { email: [word(RIDER_INVITE_WORDS, outcome, requestT(request))] } }, 409);
    return done("/admin/riders", { ...RIDER_MESSAGES.invited, values: { email: value.email } });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Riders — operations")} — ${BRAND}` }];
}

export default function AdminRiders({ loaderData, actionData }: Route.ComponentProps) {
  const { riders, cities, constraint } = loaderData;
  const { t, language } = useT("riders");
  return (
    <section aria-labelledby="riders-title" className="space-y-6">
      <h1 id="riders-title" className="text-2xl font-bold">
        {t("Riders")}
      </h1>
      <KitForm
        kit={formKit({ id: "invite-rider", intent: "invite", answered: actionData, constraint })}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 p-4"
      >
        <Field name="email" type="email" label={t("E-mail address")} autoComplete="off" />
        <SelectField
          name="city"
          label={t("City")}
          options={Object.fromEntries(cities.map((city) => [city.slug, city.name]))}
        />
        <SubmitButton>{t("Invite a rider")}</SubmitButton>
      </KitForm>
      {riders.length === 0 ? (
        <p>{t("No riders yet: invite one. Until then orders go out with the driver typed on the orders board.")}</p>
      ) : (
        <TableBox label={t("Riders")}>
          <table className="w-full text-left text-sm">
            <TableHead columns={[t("Rider"), t("City"), t("Now"), t("Last seen")]} />
            <tbody>
              {riders.map((rider) => (
                <tr key={rider.id} className="border-t border-gray-200">
                  <td className="py-2 pr-3">
                    {rider.name}
                    {rider.email ? <span className="meta block">{rider.email}</span> : null}
                  </td>
                  <td className="py-2 pr-3">{rider.cityName}</td>
                  <td className="py-2 pr-3">
                    {rider.onTrip ? t("On a trip") : rider.online ? t("Online, free") : t("Offline")}
                  </td>
                  <td className="py-2">{rider.seenAt ? formatDateTime(rider.seenAt, language) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
