import type { Language } from "~/lib/i18n";

/**
 * A name of the catalogue's own (a category, a cuisine, an option) in the page's language: its Hindi where
 * the catalogue holds one, else as written. Restaurant and dish names have no other language.
 */
export function nameIn<T extends string | readonly string[]>(language: Language, name: T, nameHi: T | null): T {
  return language === "hi" && nameHi !== null ? nameHi : name;
}
