import type { Translate } from "./i18n";

/**
 * A feature's table wording its outcome codes: one entry per code, given the outcome (its values) and
 * `t`. Domain functions return `{ ok: false, code: "minimum-order", need: 4900 }`; routes, e-mails and
 * the console word it with the feature's table, so the sentence is written once.
 */
export type Words<O extends { code: string }> = {
  [C in O["code"]]: (outcome: Extract<O, { code: C }>, t: Translate) => string;
};

/** The sentence for `outcome` from its feature's table. */
export function word<O extends { code: string }>(words: Words<O>, outcome: O, t: Translate): string {
  const wording = words[outcome.code as O["code"]] as (outcome: O, t: Translate) => string;
  return wording(outcome, t);
}
