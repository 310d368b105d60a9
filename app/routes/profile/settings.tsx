import { getZodConstraint } from "@conform-to/zod/v4";
import { useState } from "react";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { deleteAccountSchema, noFieldsSchema, settingsSchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { destroySession, requireUser } from "~/features/accounts/session.server";
import { DELETE_CONFIRMATION, SETTING_KEYS, SETTINGS, defaultSettings } from "~/features/accounts/settings";
import { deleteAccount, loadSettings, saveSettings } from "~/features/accounts/users.server";
import { LanguageSwitch } from "~/features/shell/LanguageSwitch";
import { metaT } from "~/lib/i18n";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { requestT } from "~/lib/language.server";
import { liteMode } from "~/lib/lite-mode.server";
import { word } from "~/lib/words";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { LiteModeForm } from "~/ui/LiteModeForm";
import { richText } from "~/ui/rich-text";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/settings";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return {
    settings: await loadSettings(user.id),
    lite: liteMode(request),
    constraint: getZodConstraint(deleteAccountSchema),
  };
}

export const action = defineAction("customer", {
  save: intent(settingsSchema, async ({ value, user }) => {
    await saveSettings(user.id, value);
    return done("/profile/settings", ACCOUNT_MESSAGES.settingsSaved);
  }),
  reset: intent(noFieldsSchema, async ({ user }) => {
    await saveSettings(user.id, defaultSettings());
    return done("/profile/settings", ACCOUNT_MESSAGES.settingsReset);
  }),
  delete: intent(deleteAccountSchema, async ({ user, request }) => {
    const deleted = await deleteAccount(user.id);
    if (!deleted.ok)
      return refuse({ fields: { confirmation: [word(ACCOUNT_WORDS, deleted, requestT(request))] }, status: 409 });
    return done("/", ACCOUNT_MESSAGES.accountDeleted, { headers: { "Set-Cookie": await destroySession(request) } });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Settings")} — ${BRAND}` }];
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, lite, constraint } = loaderData;
  const { t } = useT("profile");
  const hydrated = useHydrated();
  const [confirmation, setConfirmation] = useState("");
  const save = formKit({ id: "settings", intent: "save", answered: actionData });
  const reset = formKit({ id: "reset", intent: "reset", answered: actionData });
  const remove = formKit({ id: "delete", intent: "delete", answered: actionData, constraint });
  return (
    <section aria-labelledby="settings-title" className="max-w-2xl">
      <h1 id="settings-title" className="text-2xl font-bold">
        {t("Settings")}
      </h1>
      <KitForm kit={save} className="mt-6" key={JSON.stringify(settings)}>
        <fieldset className="divide-y divide-gray-200 rounded-2xl border border-gray-200">
          <legend className="sr-only">{t("Privacy and notifications")}</legend>
          {SETTING_KEYS.map((key) => (
            <div key={key} className="flex items-center justify-between gap-4 p-4">
              <label htmlFor={`setting-${key}`} className="min-w-0">
                <span className="block font-semibold">{t(SETTINGS[key].label)}</span>
                <span className="block text-sm text-gray-700">{t(SETTINGS[key].description)}</span>
              </label>
              <input
                id={`setting-${key}`}
                type="checkbox"
                role="switch"
                name={key}
                defaultChecked={settings[key]}
                className="h-6 w-6 shrink-0 accent-brand-600"
              />
            </div>
          ))}
        </fieldset>
        <SubmitButton className="btn-primary mt-4">{t("Save settings")}</SubmitButton>
      </KitForm>

      <details className="mt-6">
        <summary className="btn-secondary">{t("Reset to defaults")}</summary>
        <KitForm kit={reset} className="mt-3 rounded-xl border border-gray-200 p-4">
          <p>{t("Are you sure? Every setting above goes back to its default.")}</p>
          <SubmitButton className="btn-primary mt-3">{t("Yes, reset")}</SubmitButton>
        </KitForm>
      </details>

      <section aria-labelledby="language" className="mt-10 rounded-2xl border border-gray-200 p-4">
        <h2 id="language" className="text-lg font-bold">
          {t("Language")}
        </h2>
        <p className="mt-1 text-gray-800">{t("The shop speaks this language on every device you sign in on.")}</p>
        <LanguageSwitch
          className="mt-2"
          buttonClassName="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        />
      </section>

      <section aria-labelledby="lite-mode" className="mt-10 rounded-2xl border border-gray-200 p-4">
        <h2 id="lite-mode" className="text-lg font-bold">
          {t("Lite mode")}
        </h2>
        <p className="mt-1 text-gray-800">
          {lite
            ? t(
                "Lite mode is on on this device: pages come without scripts, as small as they get. Everything still works.",
              )
            : t(
                "Pages without any scripts, as small as they get, for slow networks and small data packs. Everything still works.",
              )}
        </p>
        <LiteModeForm lite={lite} className="mt-2 font-semibold text-brand-700" />
      </section>

      <section aria-labelledby="danger-zone" className="mt-10 rounded-2xl border-2 border-red-300 p-4">
        <h2 id="danger-zone" className="text-lg font-bold text-red-900">
          {t("Danger Zone")}
        </h2>
        <p className="mt-1 text-gray-800">
          {t(
            "Deleting your account erases your name, e-mail, phone and settings and signs you out. This cannot be undone.",
          )}
        </p>
        <KitForm kit={remove} className="mt-4 space-y-3">
          <Field
            name="confirmation"
            label={richText(t("Type <0>{phrase}</0> to confirm", { phrase: DELETE_CONFIRMATION }), <span lang="en" />)}
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <SubmitButton disabled={hydrated && confirmation !== DELETE_CONFIRMATION} className="btn-danger">
            {t("Delete my account")}
          </SubmitButton>
        </KitForm>
      </section>
    </section>
  );
}
