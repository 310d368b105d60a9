import fs from "node:fs";
import path from "node:path";
import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { expect, type Page } from "@playwright/test";

/**
 * What the shop says in a journey's language, by the message's English id: `say("Sign In")`,
 * `say("Add {dish} to cart", { dish })`. In Hindi a message no catalogue holds fails the journey, so a
 * journey in Hindi proves each text it reads was translated.
 */
export type Say = (id: string, values?: Record<string, string | number>) => string;

/** A language's catalogues (`app/locales/<language>/*.json`), as the server compiles them. */
function messagesOf(language: string): Record<string, string> {
  const folder = path.join("app", "locales", language);
  return Object.assign(
    {},
    ...fs.readdirSync(folder).map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as object),
  ) as Record<string, string>;
}

export function sayIn(language: "en" | "hi"): Say {
  const messages = messagesOf(language);
  const compiled: Messages = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
  return (id, values) => {
    if (!Object.hasOwn(messages, id)) throw new Error(`No ${language} message for "${id}"`);
    return i18n._(id, values);
  };
}

const MARK = "\u0001";

/** A message as a pattern, its arguments matching anything: `sayPattern(say, "Add {dish} to cart")`. */
export function sayPattern(say: Say, id: string): RegExp {
  const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const marked = say(id, Object.fromEntries(names.map((name) => [name, MARK])));
  const escaped = marked.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replaceAll(MARK, ".+")}$`);
}

/**
 * The page is in Hindi: `<html lang="hi-IN">`, and no text on it (visible or for screen readers: text,
 * `aria-label`, `placeholder`, `title`, `alt`) is a message of two words or more left in English. Data stays
 * as it is written (restaurant, dish and menu section names, addresses), and a single word such as
 * "Desserts" may be both a message and a menu's section.
 */
export async function expectHindiPage(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const hindi = messagesOf("hi");
  const english = new Set(Object.keys(hindi).filter((id) => hindi[id] !== id && !id.includes("{") && id.includes(" ")));
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !["SCRIPT", "STYLE"].includes(parent.tagName)) found.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"))
      for (const name of ["aria-label", "placeholder", "title", "alt"]) found.push(element.getAttribute(name) ?? "");
    return found.map((text) => text.trim()).filter(Boolean);
  });
  expect(
    texts.filter((text) => english.has(text)),
    `English left on ${page.url()}`,
  ).toEqual([]);
}
