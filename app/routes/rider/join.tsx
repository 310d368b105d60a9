import { loginHref } from "~/features/accounts/auth-reasons";
import { InvitationAnswer } from "~/features/accounts/InvitationAnswer";
import { getCurrentUser } from "~/features/accounts/session.server";
import { RIDER_MESSAGES } from "~/features/delivery/riders-messages";
import { RIDER_JOIN_WORDS } from "~/features/delivery/riders-words";
import { joinRiderSchema } from "~/features/delivery/riders.schema";
import { findRiderInvite, joinAsRider } from "~/features/delivery/riders.server";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/join";

export const handle = { i18n: ["riders", "accounts"] } satisfies I18nHandle;

/** `/rider/join?token=…`, a rider invitation's link: which city, for whom, and Accept. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const invite = token ? await findRiderInvite(token) : null;
  const user = getCurrentUser(context);
  return {
    token,
    invite: invite && { cityName: invite.cityName, email: invite.email },
    signedIn: user !== null,
    signIn: loginHref(url.pathname + url.search),
  };
}

export const action = defineAction("customer", {
  join: intent(joinRiderSchema, async ({ value, user, request }) => {
    const outcome = await joinAsRider(value.token, user);
    if (!outcome.ok) return refuse({ messages: [word(RIDER_JOIN_WORDS, outcome, requestT(request))], status: 409 });
    return done("/rider", RIDER_MESSAGES.joined);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Deliver with us")} — ${BRAND}` }];
}

export default function RiderJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invite, signedIn, signIn } = loaderData;
  const { t } = useT("riders");
  return (
    <div className="mx-auto max-w-xl space-y-4 px-3 py-6">
      <h1 className="text-2xl font-bold">{t("Deliver with us")}</h1>
      {!invite ? (
        <Alert tone="error">{t("This invitation has been used or has expired. Ask for a new one.")}</Alert>
      ) : (
        <>
          <p>{t("You are invited to deliver orders in {city}.", { city: invite.cityName })}</p>
          <InvitationAnswer
            token={token}
            email={invite.email}
            signedIn={signedIn}
            signIn={signIn}
            answered={actionData}
          />
        </>
      )}
    </div>
  );
}
