import enAccounts from "./en/accounts.json";
import enShell from "./en/shell.json";
import hiAccounts from "./hi/accounts.json";
import hiShell from "./hi/shell.json";

/**
 * Every catalogue, by language and namespace. A new namespace is a JSON file in each language's folder,
 * imported here; a new language is a folder, a line below and an entry in `LANGUAGES` (app/lib/i18n.ts).
 */
export const RESOURCES = {
  en: { shell: enShell, accounts: enAccounts },
  hi: { shell: hiShell, accounts: hiAccounts },
};
