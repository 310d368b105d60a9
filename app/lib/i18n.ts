import type { I18n, Messages } from "@lingui/core";
import type { RESOURCES } from "~/locales";

/**
 * The shop's languages (docs/decisions/0025-hindi.md), with Lingui. A message's id is its English text in
 * ICU form (`Account menu for {name}`, `{count, plural, one {item} other {items}}`), so code reads as
 * the page does and English is the specification's, word for word. Each feature's messages are a
 * namespace, `app/locales/<language>/<namespace>.json`; the server compiles them at start and the
 * browser fetches, compiled, only the namespaces its page uses.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The locale of `<html lang>`, `hreflang` and every `Intl` format: India's conventions in both languages. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** A catalogue: a feature's messages (`app/locales/<language>/<namespace>.json`). */
export type Namespace = keyof (typeof RESOURCES)["en"];

/** The namespace every page loads: the header, the footer and messages shared across features. */
export const SHELL_NAMESPACE = "shell" satisfies Namespace;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * What a route module may declare in its `handle`: the namespaces its page uses beyond the shell's, so the
 * browser fetches them before it takes over the page.
 */
export interface I18nHandle {
  i18n?: Namespace[];
}

/** The namespaces of the matched routes' pages, the shell's first. */
export function pageNamespaces(matches: readonly { handle?: unknown }[]): Namespace[] {
  const declared = matches.flatMap((match) => (match.handle as I18nHandle | undefined)?.i18n ?? []);
  return [...new Set<Namespace>([SHELL_NAMESPACE, ...declared])];
}

/**
 * A message no catalogue holds shows as its id, the English text, without a warning: an error's message
 * from a loader, or a page whose catalogue has not been written yet.
 */
export const showIdWhenMissing = (_language: string, id: string) => id;

/** The Lingui instance of each language this process has: every one on the server, the page's in the browser. */
const INSTANCES = new Map<Language, I18n>();

export function registerI18n(language: Language, i18n: I18n): void {
  INSTANCES.set(language, i18n);
}

/** The Lingui instance for `language`: what pages render with, and `fixedT` translates with. */
export function i18nFor(language: Language): I18n {
  const i18n = INSTANCES.get(language) ?? INSTANCES.get(DEFAULT_LANGUAGE);
  if (!i18n) throw new Error("No catalogues are loaded (app/lib/i18n.server.ts, or entry.client.tsx)");
  return i18n;
}

/** A `t`: the page's (`useT`) or a language's (`fixedT`), as functions that write messages take it. */
export type Translate = I18n["_"];

/** `t` in a language where hooks cannot reach: loaders, actions, `meta`, e-mails. */
export function fixedT(language: Language): Translate {
  const i18n = i18nFor(language);
  return i18n._.bind(i18n);
}

/** Where the browser fetches a compiled catalogue; `version` changes with any catalogue (kept a year). */
export function catalogueAddress(language: Language, namespace: string, version: string): string {
  return `/locales/${language}/${namespace}?v=${version}`;
}

/**
 * The head's script starts fetching the page's catalogues while the page still loads (`earlyCatalogueScript`),
 * so the browser's code does not wait a round trip for them before it takes over: a customer who types before
 * then keeps what they typed.
 */
declare global {
  interface Window {
    earlyCatalogues?: Record<string, Promise<Response>>;
  }
}

/** The head's script for a page using `addresses` (JavaScript only; Lite pages have none). */
export function earlyCatalogueScript(addresses: string[]): string {
  return `window.earlyCatalogues={};${JSON.stringify(addresses)}.forEach(function(a){window.earlyCatalogues[a]=fetch(a)})`;
}

function fetchCatalogue(address: string): Promise<Response> {
  const early = typeof window === "undefined" ? undefined : window.earlyCatalogues?.[address];
  if (early) delete window.earlyCatalogues?.[address];
  return early ?? fetch(address);
}

const fetching = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * In the browser: fetches a namespace in a language into `i18n`, once (the same promise to every caller,
 * as React's `use` wants). A failed fetch may be tried again by the next page.
 */
export function loadCatalogue(i18n: I18n, language: Language, namespace: string, version: string): Promise<void> {
  const address = catalogueAddress(language, namespace, version);
  let loading = fetching.get(address);
  if (!loading) {
    loading = fetchCatalogue(address)
      .then((response) => {
        if (!response.ok) throw new Error(`${address}: ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => {
        i18n.load(language, messages);
        loaded.add(address);
      });
    loading.catch(() => fetching.delete(address));
    fetching.set(address, loading);
  }
  return loading;
}

/** Whether the browser holds a namespace in a language. */
export function hasCatalogue(language: Language, namespace: string, version: string): boolean {
  return loaded.has(catalogueAddress(language, namespace, version));
}

/** `t` in the page's language for a route's `meta`, which cannot use hooks: the root loader says which. */
export function metaT(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translate {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { language?: unknown } | undefined;
  return fixedT(isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE);
}
