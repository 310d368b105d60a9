import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "~/locales";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { offerText } from "~/features/pricing/pricing-words";
import type { RestaurantOffer } from "~/features/pricing/restaurant-offers";
import { fixedT, LANGUAGES, LOCALES, pageNamespaces, SHELL_NAMESPACE, type Translate } from "./i18n";
import "./i18n.server";
import { chooseLanguage, chosenLanguage, preferredLanguage } from "./language.server";
import { formatRupees } from "./money";

describe("preferredLanguage", () => {
  it("follows the browser's weights and matches a language by its primary tag", () => {
    expect(preferredLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(preferredLanguage("en-GB,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLanguage("mr-IN, hi;q=0.7, en;q=0.5")).toBe("hi");
    expect(preferredLanguage("en;q=0.4, HI;q=0.6")).toBe("hi");
  });
  it("gives equal weights to the one listed first, and English when nothing matches", () => {
    expect(preferredLanguage("hi, en")).toBe("hi");
    expect(preferredLanguage("ta-IN,fr;q=0.5")).toBe("en");
    expect(preferredLanguage("hi;q=0, en;q=0.1")).toBe("en");
    expect(preferredLanguage("")).toBe("en");
    expect(preferredLanguage(null)).toBe("en");
    expect(preferredLanguage(";;q=,hi;q=abc")).toBe("en");
  });
});

describe("chooseLanguage", () => {
  it("puts the address's ?lang= first, then the customer's choice, then the browser's", () => {
    expect(chooseLanguage({ asked: "hi", cookieHeader: "lang=en", acceptLanguage: "en" })).toBe("hi");
    expect(chooseLanguage({ cookieHeader: "location=pune; lang=hi", acceptLanguage: "en" })).toBe("hi");
    expect(chooseLanguage({ asked: "xx", cookieHeader: "lang=fr", acceptLanguage: "hi-IN" })).toBe("hi");
    expect(chooseLanguage({})).toBe("en");
  });
  it("reads only a language of ours from the cookie", () => {
    expect(chosenLanguage("a=1; lang=hi; b=2")).toBe("hi");
    expect(chosenLanguage("slang=hi")).toBeNull();
    expect(chosenLanguage("lang=<script>")).toBeNull();
  });
});

describe("pageNamespaces", () => {
  it("is the shell's, then each matched route's, once", () => {
    const matches = [{ handle: undefined }, { handle: { i18n: ["shell"] } }, { handle: { other: 1 } }];
    expect(pageNamespaces(matches)).toEqual([SHELL_NAMESPACE]);
  });
});

describe("formats", () => {
  it("writes rupees in Hindi exactly as in English: Latin digits, lakh grouping", () => {
    const hindi = new Intl.NumberFormat(LOCALES.hi, { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    expect(hindi.format(123456.78)).toBe(formatRupees(12345678));
  });
});

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The arguments a compiled message uses (`{place}`, `{count, plural, …}` and those inside its choices). */
function argumentsOf(tokens: Compiled): string[] {
  return tokens.flatMap((token) => {
    if (typeof token === "string") return [];
    const [name, , choices] = token;
    const inner =
      choices && typeof choices === "object"
        ? Object.values(choices).flatMap((choice) => (Array.isArray(choice) ? argumentsOf(choice as Compiled) : []))
        : [];
    return [`{${name}}`, ...inner];
  });
}

/** A message's arguments and any tags (`<0>…</0>`), which every translation keeps. */
function slots(message: string): string[] {
  const tags = [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((match) => match[0]);
  return [...new Set([...argumentsOf(compileMessageOrThrow(message)), ...tags])].sort();
}

describe("the catalogues", () => {
  const catalogues = RESOURCES as unknown as Record<string, Record<string, Record<string, string>>>;
  const namespaces = Object.keys(catalogues.en!);

  it("have every namespace in every language", () => {
    for (const language of LANGUAGES) expect(Object.keys(catalogues[language]!).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)("%s: the same keys in every language, none empty, the same placeholders", (namespace) => {
    const english = catalogues.en![namespace]!;
    for (const language of LANGUAGES) {
      const messages = catalogues[language]![namespace]!;
      expect(Object.keys(messages).sort(), `${language}/${namespace}.json`).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim(), `${language}/${namespace}.json: "${key}"`).not.toBe("");
        expect(slots(message), `${language}/${namespace}.json: "${key}"`).toEqual(slots(english[key]!));
      }
    }
  });

  it("English messages are their own ids, and every message compiles", () => {
    for (const namespace of namespaces) {
      for (const [id, message] of Object.entries(catalogues.en![namespace]!))
        expect(message, `en/${namespace}`).toBe(id);
      for (const language of LANGUAGES) {
        for (const message of Object.values(catalogues[language]![namespace]!)) {
          expect(() => compileMessageOrThrow(message), `${language}/${namespace}: ${message}`).not.toThrow();
        }
      }
    }
  });

  it("give a message the same translation in every namespace that holds it", () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const messages of Object.values(catalogues[language]!)) {
        for (const [id, message] of Object.entries(messages)) {
          expect(seen.get(id) ?? message, `${language}: "${id}"`).toBe(message);
          seen.set(id, message);
        }
      }
    }
  });

  it("translate with plurals and arguments, apostrophes as written", () => {
    const hindi = fixedT("hi");
    const english = fixedT("en");
    expect(english("{count, plural, one {item} other {items}}", { count: 1 })).toBe("item");
    expect(english("{count, plural, one {item} other {items}}", { count: 3 })).toBe("items");
    expect(hindi("Account menu for {name}", { name: "Asha" })).toBe("Asha का अकाउंट मेन्यू");
    expect(english("Sorry, the page you're looking for doesn't exist. Let's get you back on track!")).toBe(
      "Sorry, the page you're looking for doesn't exist. Let's get you back on track!",
    );
    expect(hindi("A message no catalogue has")).toBe("A message no catalogue has");
  });

  it("hold every message the code asks for by its text", () => {
    const missing: string[] = [];
    for (const file of codeFiles()) {
      const source = withoutComments(fs.readFileSync(file, "utf8"));
      // Server code holds every catalogue, and a feature's function given `t` (or its words table, `Words<…>`,
      // `*-words.ts`) is called by pages that hold its messages; pages (routes) have the shell's and those they
      // name, whatever their functions take.
      const isRoute = file.startsWith(path.join("app", "routes"));
      const anyNamespace =
        file.endsWith(".server.ts") ||
        file.endsWith("-words.ts") ||
        (!isRoute && /\bt: Translate\b|\bWords</.test(source));
      const used = new Set([
        ...(anyNamespace ? namespaces : []),
        SHELL_NAMESPACE,
        ...[...source.matchAll(/useT\("(\w+)"\)/g)].map((match) => match[1]!),
        ...[...source.matchAll(/i18n: \[([^\]]*)\]/g)].flatMap((match) => match[1]!.match(/\w+/g) ?? []),
      ]);
      const ids = source.matchAll(/\bt\(\s*"((?:[^"\\]|\\.)+)"/g);
      for (const [, id] of ids) {
        const text = JSON.parse(`"${id}"`) as string;
        const found = [...used].some((namespace) => catalogues.en![namespace]?.[text] !== undefined);
        if (!found) missing.push(`${file}: "${text}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("hold every message written for later: flash messages and form errors in schemas and rules", () => {
    // Translated where they are shown (`t(message)`, `flashCookieHeader`, `notFound`), so the code cannot name
    // them in `t("…")`.
    const written =
      /(?:\bflash\(|\bnotFound\(request,\s*|\bmessage:\s*|\berror:\s*|\.(?:min|max|length|regex|email|refine)\([^"\n]*?)"((?:[^"\\]|\\.)*[A-Za-z]{2}(?:[^"\\]|\\.)*)"/g;
    const known = new Set(Object.values(catalogues.en!).flatMap((messages) => Object.keys(messages)));
    const missing: string[] = [];
    for (const file of codeFiles().filter((file) => !file.endsWith(".server.ts") || file.includes("schema"))) {
      for (const [, id] of withoutComments(fs.readFileSync(file, "utf8")).matchAll(written)) {
        const text = JSON.parse(`"${id}"`) as string;
        // Lower-case words joined by hyphens are element ids and codes, not messages.
        if (!known.has(text) && !/^[a-z0-9-]+$/.test(text)) missing.push(`${file}: "${text}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("leave no English text in a page's markup outside the catalogues", () => {
    // JSX text and the attributes people read or hear, written in the code rather than asked of `t`.
    const text = /(?<![=-])>\s*([^<>{}]*[A-Za-z]{2}[^<>{}]*?)\s*</g;
    const attribute = /\b(?:aria-label|placeholder|title|alt|label)="([^"]*[A-Za-z]{2}[^"]*)"/g;
    const left: string[] = [];
    for (const file of codeFiles().filter((file) => file.endsWith(".tsx"))) {
      const source = withoutComments(fs.readFileSync(file, "utf8"));
      // Messages may hold tags (`See <0>careers</0>.`): markup is looked for outside string literals.
      const markup = source.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
      for (const [, found] of [...markup.matchAll(text), ...source.matchAll(attribute)]) {
        if (!/[=;()&|]|=>/.test(found!) && !NOT_TRANSLATED.has(found!.trim())) left.push(`${file}: "${found}"`);
      }
    }
    expect(left).toEqual([]);
  });
});

/** Names that stay as they are in every language. */
const NOT_TRANSLATED = new Set(["UPI", "COD", "Razorpay", "Google", "Cravings"]);

function withoutComments(source: string): string {
  return source.replace(/\{?\/\*[\s\S]*?\*\/\}?/g, "").replace(/(?<![:"'])\/\/[^\n]*/g, "");
}

function codeFiles(): string[] {
  return fs
    .readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !file.includes("seed"))
    .map((file) => path.join("app", file));
}

describe("the order pages' catalogue", () => {
  // Customer audit M2: with JavaScript the order page and receipt showed "{percent}% OFF up to {amount}",
  // because they load only the orders catalogue and these messages were only in the cart's.
  it("words every kind of restaurant offer an order can keep", () => {
    const offers: RestaurantOffer[] = [
      { kind: "percent", percent: 50, maxDiscountPaise: 10000 },
      { kind: "flat", amountPaise: 7500, minSubtotalPaise: 24900 },
      { kind: "free-delivery", minSubtotalPaise: 19900 },
      { kind: "free-delivery", minSubtotalPaise: 0 },
      { kind: "bogo" },
    ];
    for (const language of LANGUAGES) {
      const orders: Record<string, string> = RESOURCES[language].orders;
      for (const offer of offers) {
        const ids: string[] = [];
        offerText(offer, ((id: string) => (ids.push(id), id)) as Translate);
        expect(
          ids.filter((id) => !(id in orders)),
          `${language}: ${offer.kind}`,
        ).toEqual([]);
      }
    }
  });
});
