import { redirect } from "react-router";
import { liteModeCookie } from "~/lib/lite-mode.server";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/lite-mode";

/** Turns Lite mode on or off (the footer's and Settings' button) and goes back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const on = form.get("lite") === "on";
  throw redirect(safeRedirect(form.get("returnTo"), "/"), { status: 303, headers: { "Set-Cookie": liteModeCookie(on) } });
}

export function loader() {
  throw redirect("/");
}
