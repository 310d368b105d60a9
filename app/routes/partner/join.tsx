import { loginHref } from "~/features/accounts/auth-reasons";
import { InvitationAnswer } from "~/features/accounts/InvitationAnswer";
import { getCurrentUser } from "~/features/accounts/session.server";
import { PARTNER_MESSAGES } from "~/features/partners/partners-messages";
import { JOIN_WORDS } from "~/features/partners/partners-words";
import { findInvite, joinWithInvite } from "~/features/partners/partners.server";
import { joinSchema } from "~/features/partners/partners.schema";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/join";

export const handle = { i18n: ["partners", "accounts"] } satisfies I18nHandle;

/** `/partner/join?token=…`, the invitation's link: who invites whom to which restaurant, and Accept. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const invite = token ? await findInvite(token) : null;
  const user = getCurrentUser(context);
  return {
    token,
    invite: invite && { restaurantName: invite.restaurantName, email: invite.email, role: invite.role },
    signedIn: user !== null,
    signIn: loginHref(url.pathname + url.search),
  };
}

export const action = defineAction("customer", {
  join: intent(joinSchema, async ({ value, user, request }) => {
    const outcome = await joinWithInvite(value.token, user);
    if (!outcome.ok) return refuse({ messages: [word(JOIN_WORDS, outcome, requestT(request))], status: 409 });
    return done(`/partner/${outcome.restaurantId}/orders`, {
      ...PARTNER_MESSAGES.joined,
      values: { restaurant: outcome.restaurantName },
    });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Join a restaurant")} — ${BRAND}` }];
}

export default function PartnerJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invite, signedIn, signIn } = loaderData;
  const { t } = useT("partners");
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("Join a restaurant")}</h1>
      {!invite ? (
        <Alert tone="error">{t("This invitation has been used or has expired. Ask for a new one.")}</Alert>
      ) : (
        <>
          <p>
            {t("You are invited to run the orders of {restaurant} as {role}.", {
              restaurant: invite.restaurantName,
              role: invite.role === "owner" ? t("owner") : t("staff"),
            })}
          </p>
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
