import { useLingui } from "@lingui/react";
import { use } from "react";
import { DEFAULT_LANGUAGE, hasCatalogue, isLanguage, loadCatalogue, type Namespace } from "~/lib/i18n";

/**
 * The page's `t` (Lingui's `_`: `t("Sign In")`, `t("Account menu for {name}", { name })`) and language.
 * Given a namespace, a page the browser reaches without it waits for it (React suspends the navigation
 * until it arrives); the server holds every catalogue.
 */
export function useT(namespace?: Namespace) {
  const { i18n, _ } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  if (namespace && typeof document !== "undefined") {
    const version = document.documentElement.dataset.catalogues ?? "";
    if (!hasCatalogue(language, namespace, version)) use(loadCatalogue(i18n, language, namespace, version));
  }
  return { t: _, language, i18n };
}
