import { redirect } from "react-router";
import { destroySession } from "~/features/accounts/session.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/logout";

/** Logout is a POST (a GET never changes state); it ends this session and goes home. */
export async function action({ request }: Route.ActionArgs) {
  return redirectWithFlash(request, "/", ACCOUNT_MESSAGES.signedOut, {
    headers: { "Set-Cookie": await destroySession(request) },
  });
}

export function loader() {
  throw redirect("/");
}
