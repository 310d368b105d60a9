import { redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { noFieldsSchema } from "~/features/accounts/accounts.schema";
import { destroySession } from "~/features/accounts/session.server";
import { defineAction, done, guestIntent } from "~/lib/action.server";

/** Logout is a POST (a GET never changes state); it ends this session and goes home. */
export const action = defineAction(
  "anyone",
  {
    logout: guestIntent(noFieldsSchema, async ({ request }) =>
      done("/", ACCOUNT_MESSAGES.signedOut, { headers: { "Set-Cookie": await destroySession(request) } }),
    ),
  },
  { formOptional: true },
);

export function loader() {
  throw redirect("/");
}
