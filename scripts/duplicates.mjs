/**
 * `npm run duplicates`: the copy-paste gate (issue 31). jscpd compares token sequences with string,
 * number, template and regular-expression literals and comments left out, so two blocks that differ
 * only in their ids, labels or messages count as one code written twice. It exits 1 on any pair.
 *
 * Left out: data written as code (the demo catalogue, the PIN-code table, the route table), generated
 * database types, and migrations (frozen once released).
 */
import { createRequire } from "node:module";

const { detectClones } = createRequire(import.meta.url)("jscpd");

const NOT_COMPARED = new Set(["string", "template-string", "number", "regex", "comment", "block-comment"]);
const WHITESPACE = new Set(["empty", "new_line", "ignore"]);

const clones = await detectClones({
  path: ["app", "server"],
  format: ["typescript", "tsx"],
  minLines: 6,
  minTokens: 70,
  gitignore: true,
  silent: true,
  reporters: [],
  ignore: [
    "**/app/features/catalogue/seed/**",
    "**/app/features/addresses/pin-regions.ts",
    "**/app/routes.ts",
    "**/app/db/database-types.ts",
    "**/app/db/migrations/**",
  ],
  ignorePattern: ["import[^;]*;"],
  mode: (token) => !NOT_COMPARED.has(token.type) && !WHITESPACE.has(token.type) && token.format !== "comment",
});

/** A run that overlaps itself in one file is a list of like entries (a table, a switch), not a copy. */
const overlapping = ({ duplicationA: a, duplicationB: b }) =>
  a.sourceId === b.sourceId && a.start.line <= b.end.line && b.start.line <= a.end.line;
const copies = clones.filter((clone) => !overlapping(clone));

const place = (side) => `${side.sourceId}:${side.start.line}-${side.end.line}`;
for (const clone of copies) console.log(`${place(clone.duplicationA)} ~ ${place(clone.duplicationB)}`);
console.log(copies.length === 0 ? "No code written twice." : `${copies.length} blocks written twice (literals aside).`);
process.exitCode = copies.length === 0 ? 0 : 1;
