import { createHash } from "node:crypto";
import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { RESOURCES } from "~/locales";
import { LANGUAGES, registerI18n, showIdWhenMissing } from "./i18n";

type Catalogues = Record<string, Record<string, Record<string, string>>>;

/**
 * Every catalogue compiled once, at start: ICU text becomes what Lingui interpolates without a parser. Maps, so
 * a name from an address (`constructor`, `__proto__`) finds nothing rather than what every object has.
 */
const COMPILED = new Map(
  Object.entries(RESOURCES as Catalogues).map(([language, namespaces]) => [
    language,
    new Map(
      Object.entries(namespaces).map(([namespace, messages]): [string, Messages] => [
        namespace,
        Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)])),
      ]),
    ),
  ]),
);

/** Changes whenever a catalogue does, so browsers may keep a catalogue they fetched (`?v=`) for a year. */
export const CATALOGUE_VERSION = createHash("sha256")
  .update(JSON.stringify(RESOURCES))
  .digest("base64url")
  .slice(0, 12);

// One Lingui instance per language holding all its namespaces, shared by every request (none changes them).
for (const language of LANGUAGES) {
  const messages = Object.assign({}, ...(COMPILED.get(language)?.values() ?? [])) as Messages;
  registerI18n(
    language,
    setupI18n({ locale: language, messages: { [language]: messages }, missing: showIdWhenMissing }),
  );
}

/** A namespace's compiled messages in a language, as the browser fetches them; null for one we do not have. */
export function compiledCatalogue(language: string, namespace: string): Messages | null {
  return COMPILED.get(language)?.get(namespace) ?? null;
}
