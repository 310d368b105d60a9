import { redirect } from "react-router";
import { z } from "zod";
import { saveLanguage } from "~/features/accounts/users.server";
import { defineAction, done, guestIntent } from "~/lib/action.server";
import { LANGUAGES } from "~/lib/i18n";
import { languageCookie } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";

/** The header's and footer's language switch (and its `returnTo`: the page it was on). */
const languageSchema = z.object({
  language: z.enum(LANGUAGES).optional().catch(undefined),
  returnTo: z.string().optional(),
});

/**
 * Switches the shop's language, for a signed-in customer in their settings too, and goes back to the
 * page; a language the shop does not have changes nothing.
 */
export const action = defineAction("anyone", {
  switch: guestIntent(languageSchema, async ({ value, user }) => {
    const { language, returnTo } = value;
    if (!language) return done("/");
    if (user) await saveLanguage(user.id, language);
    return done(safeRedirect(returnTo, "/"), undefined, { headers: { "Set-Cookie": languageCookie(language) } });
  }),
});

export function loader() {
  throw redirect("/");
}
