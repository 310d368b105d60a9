import { redirect } from "react-router";
import { destroySession } from "~/features/accounts/session.server";
import { withNotice } from "~/lib/notices";
import type { Route } from "./+types/logout";

/** Logout is a POST (a GET never changes state); it ends this session and goes home. */
export async function action({ request }: Route.ActionArgs) {
  throw redirect(withNotice("/", "signed-out"), { status: 303, headers: { "Set-Cookie": await destroySession(request) } });
}

export function loader() {
  throw redirect("/");
}
