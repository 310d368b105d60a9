import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form } from "react-router";
import { settingsSchema } from "~/features/accounts/accounts.schema";
import { destroySession, requireUser } from "~/features/accounts/session.server";
import { DELETE_CONFIRMATION, SETTING_KEYS, SETTINGS, defaultSettings } from "~/features/accounts/settings";
import { deleteAccount, loadSettings, saveSettings } from "~/features/accounts/users.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { redirectWithFlash } from "~/lib/flash.server";
import { ErrorSummary, fieldErrors } from "~/ui/forms";
import { useHydrated } from "~/ui/useHydrated";
import type { Route } from "./+types/settings";
import { liteMode } from "~/lib/lite-mode.server";
import { LiteModeForm } from "~/ui/LiteModeForm";
import { LanguageSwitch } from "~/features/shell/LanguageSwitch";
import { useT } from "~/ui/useT";
import { readForm } from "~/lib/action.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return { settings: await loadSettings(user.id), lite: liteMode(request) };
}

const LAST_ADMIN = "This is the last admin account. Make another account an admin before deleting it.";

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const submission = parseWithZod(await readForm(request), { schema: settingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  switch (submission.value.intent) {
    case "save": {
      const chosen = submission.value;
      await saveSettings(
        user.id,
        Object.fromEntries(SETTING_KEYS.map((key) => [key, chosen[key] === "on"])) as ReturnType<
          typeof defaultSettings
        >,
      );
      return redirectWithFlash(request, "/profile/settings", ACCOUNT_MESSAGES.settingsSaved);
    }
    case "reset":
      await saveSettings(user.id, defaultSettings());
      return redirectWithFlash(request, "/profile/settings", ACCOUNT_MESSAGES.settingsReset);
    case "delete": {
      if ((await deleteAccount(user.id)) === "last-admin")
        return data({ result: submission.reply({ fieldErrors: { confirmation: [LAST_ADMIN] } }) }, { status: 409 });
      return redirectWithFlash(request, "/", ACCOUNT_MESSAGES.accountDeleted, {
        headers: { "Set-Cookie": await destroySession(request) },
      });
    }
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Settings")} — ${BRAND}` }];
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, lite } = loaderData;
  const { t } = useT("profile");
  const hydrated = useHydrated();
  const [confirmation, setConfirmation] = useState("");
  const result = actionData?.result;
  const deleteErrors = fieldErrors(result, "confirmation");
  return (
    <section aria-labelledby="settings-title" className="max-w-2xl">
      <h1 id="settings-title" className="text-2xl font-bold">
        {t("Settings")}
      </h1>
      <Form method="post" className="mt-6" key={JSON.stringify(settings)}>
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
        <button type="submit" name="intent" value="save" className="btn-primary mt-4">
          {t("Save settings")}
        </button>
      </Form>

      <details className="mt-6">
        <summary className="btn-secondary">{t("Reset to defaults")}</summary>
        <Form method="post" className="mt-3 rounded-xl border border-gray-200 p-4">
          <p>{t("Are you sure? Every setting above goes back to its default.")}</p>
          <button type="submit" name="intent" value="reset" className="btn-primary mt-3">
            {t("Yes, reset")}
          </button>
        </Form>
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
        <Form method="post" className="mt-4 space-y-3" noValidate>
          <ErrorSummary id="delete-errors" result={result} fields={{ confirmation: "delete-confirmation" }} />
          <div>
            <label htmlFor="delete-confirmation" className="mb-1 block text-sm font-semibold">
              {t("Type {phrase} to confirm", { phrase: DELETE_CONFIRMATION })}
            </label>
            <input
              id="delete-confirmation"
              name="confirmation"
              autoComplete="off"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              aria-invalid={deleteErrors.length > 0 ? true : undefined}
              aria-describedby={deleteErrors.length > 0 ? "delete-confirmation-error" : undefined}
              className="input"
            />
            {deleteErrors.length > 0 ? (
              <p id="delete-confirmation-error" className="mt-1 text-sm font-medium text-red-800">
                {deleteErrors.map((error) => t(error)).join(" ")}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={hydrated && confirmation !== DELETE_CONFIRMATION}
            className="btn-danger"
          >
            {t("Delete my account")}
          </button>
        </Form>
      </section>
    </section>
  );
}
