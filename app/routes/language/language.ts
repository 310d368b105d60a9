import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import { getCurrentUser } from "~/features/accounts/session.server";
import { saveLanguage } from "~/features/accounts/users.server";
import { LANGUAGES } from "~/lib/i18n";
import { languageCookie } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/language";
import { readForm } from "~/lib/action.server";

/** The header's and footer's language switch (and its `returnTo`: the page it was on). */
const languageSchema = z.object({ language: z.enum(LANGUAGES), returnTo: z.string().optional() });

/** Switches the shop's language, for a signed-in customer in their settings too, and goes back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: languageSchema });
  if (submission.status !== "success") throw redirect("/", 303);
  const { language, returnTo } = submission.value;
  const user = getCurrentUser(context);
  if (user) await saveLanguage(user.id, language);
  throw redirect(safeRedirect(returnTo, "/"), { status: 303, headers: { "Set-Cookie": languageCookie(language) } });
}

export function loader() {
  throw redirect("/");
}
