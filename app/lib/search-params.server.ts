import { z } from "zod";

/**
 * Query-string filters. A page's filters are one zod object whose every field falls back to its default with
 * `.catch()`, so a stale, shared or hand-edited link still shows the page instead of an error. Only loaders read
 * query strings, so the schemas live in server modules too: declared at the top of a module a page imports, a
 * schema would keep zod in that page's script.
 */

/** The query string as an object: a name given once is a string, a name given several times a list. */
export function searchObject(params: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    object[name] = values.length === 1 ? values[0]! : values;
  }
  return object;
}

/** A request's or URL's query string parsed with a schema whose fields each `.catch()` a default. */
export function parseSearch<Schema extends z.ZodType>(
  from: Request | URL | URLSearchParams,
  schema: Schema,
): z.output<Schema> {
  const params =
    from instanceof URLSearchParams ? from : from instanceof URL ? from.searchParams : new URL(from.url).searchParams;
  return schema.parse(searchObject(params));
}

/** The allowed values: a list, or the keys of a table of choices (value → label). */
type Choices = readonly [string, ...string[]] | Record<string, unknown>;
type Choice<C extends Choices> = C extends readonly string[] ? C[number] : Extract<keyof C, string>;

function choiceList<C extends Choices>(choices: C): [Choice<C>, ...Choice<C>[]] {
  return (Array.isArray(choices) ? [...choices] : Object.keys(choices)) as [Choice<C>, ...Choice<C>[]];
}

/** A filter that takes one value reads the first of a repeated name, as `URLSearchParams.get` does. */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** One of the choices, or `fallback`. */
export function oneOf<C extends Choices>(choices: C, fallback: Choice<C>) {
  return z.preprocess(first, z.enum(choiceList(choices))).catch(fallback);
}

/** One of the choices, or null when none (or an unknown one) is given. */
export function oneOrNoneOf<C extends Choices>(choices: C) {
  return z.preprocess(first, z.enum(choiceList(choices)).nullable()).catch(null);
}

/** The known choices given under one name, each once, in the order given; unknown values are dropped. */
export function someOf<C extends Choices>(choices: C) {
  const allowed = new Set<string>(choiceList(choices));
  return z
    .preprocess((value) => [value ?? []].flat(), z.array(z.string()))
    .transform((values) => [...new Set(values.filter((value): value is Choice<C> => allowed.has(value)))])
    .catch([]);
}

/** Typed search text, trimmed and cut to `max` characters; empty when missing. */
export function searchText(max: number) {
  return z
    .preprocess(first, z.string())
    .transform((text) => text.trim().slice(0, max))
    .catch("");
}

/** A value such as an id, or null when missing or empty. */
export function optionalValue() {
  return z.preprocess(first, z.string().min(1).nullable()).catch(null);
}

/** True when the name is given as "1" (a link or checkbox that turns a filter on). */
export function flag() {
  return z
    .preprocess(first, z.literal("1"))
    .transform(() => true)
    .catch(false);
}

/** A page number: a whole number of up to seven digits, kept between 1 and `max`; anything else is page 1. */
export function pageNumber(max: number) {
  return z
    .preprocess(
      first,
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/),
    )
    .transform((text) => Math.min(max, Math.max(1, Number(text))))
    .catch(1);
}
