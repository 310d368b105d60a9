const rules = new Intl.PluralRules("en-IN");

/** The word's form for `count`: "item" for 1, "items" otherwise (as English plural rules say). */
function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === "one" ? one : other;
}

/** "1 item", "2 items", "1,250 restaurants": the count with its word. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString("en-IN")} ${pluralWord(count, one, other)}`;
}
