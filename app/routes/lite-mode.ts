import { redirect } from "react-router";
import { z } from "zod";
import { defineAction, done, guestIntent } from "~/lib/action.server";
import { liteModeCookie } from "~/lib/lite-mode.server";
import { safeRedirect } from "~/lib/redirect";

/** The footer's and Settings' button: `lite=on` turns Lite mode on, anything else turns it off. */
const liteModeSchema = z.object({ lite: z.enum(["on", "off"]).catch("off"), returnTo: z.string().optional() });

/** Turns Lite mode on or off and goes back to the page. */
export const action = defineAction("anyone", {
  switch: guestIntent(liteModeSchema, ({ value }) =>
    done(safeRedirect(value.returnTo, "/"), undefined, {
      headers: { "Set-Cookie": liteModeCookie(value.lite === "on") },
    }),
  ),
});

export function loader() {
  throw redirect("/");
}
