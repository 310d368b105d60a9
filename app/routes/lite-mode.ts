import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import { liteModeCookie } from "~/lib/lite-mode.server";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/lite-mode";
import { readForm } from "~/lib/action.server";

/** The footer's and Settings' button: `lite=on` turns Lite mode on, `lite=off` turns it off. */
const liteModeSchema = z.object({ lite: z.enum(["on", "off"]).catch("off"), returnTo: z.string().optional() });

/** Turns Lite mode on or off and goes back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: liteModeSchema });
  const on = submission.status === "success" && submission.value.lite === "on";
  const returnTo = submission.status === "success" ? submission.value.returnTo : undefined;
  throw redirect(safeRedirect(returnTo, "/"), { status: 303, headers: { "Set-Cookie": liteModeCookie(on) } });
}

export function loader() {
  throw redirect("/");
}
