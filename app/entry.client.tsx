import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  loadCatalogue,
  registerI18n,
  SHELL_NAMESPACE,
  showIdWhenMissing,
} from "~/lib/i18n";

/**
 * Takes over the server's page in the language it was rendered in (`<html data-language>`) once the
 * catalogues that page uses (`data-namespaces`) have arrived; a page navigated to later fetches any
 * others it needs (`useT`). The browser keeps each catalogue for its version (`data-catalogues`). If one
 * cannot be fetched, the page stays as the server sent it, which works without JavaScript.
 */
async function hydrate() {
  const { language: rendered, namespaces, catalogues = "" } = document.documentElement.dataset;
  const language = isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE;
  const i18n = setupI18n({ missing: showIdWhenMissing });
  const wanted = namespaces ? namespaces.split(" ") : [SHELL_NAMESPACE];
  await Promise.all(wanted.map((namespace) => loadCatalogue(i18n, language, namespace, catalogues)));
  i18n.activate(language);
  // The browser's one instance serves whichever language is active (root.tsx switches it).
  for (const each of LANGUAGES) registerI18n(each, i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error("The page could not take over (it still works as sent):", error));
