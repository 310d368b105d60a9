/**
 * Spelling tolerance for search: Indian dish names are typed many ways ("biriyani", "panner",
 * "chiken"). Each word of a query that is not in the catalogue's vocabulary is replaced by a known
 * variant's standard spelling, or by the closest catalogue word within a small edit distance.
 */

/** Common ways of writing dish words, farther from the catalogue's spelling than a typo. */
export const SPELLING_VARIANTS: Record<string, string> = {
  briyani: "biryani",
  biriyani: "biryani",
  biriani: "biryani",
  panir: "paneer",
  dhal: "dal",
  daal: "dal",
  chhole: "chole",
  cholay: "chole",
  channa: "chana",
  kabab: "kebab",
  kebap: "kebab",
  nan: "naan",
  idly: "idli",
  wada: "vada",
  vadai: "vada",
  dosai: "dosa",
  rasagola: "rasgulla",
  rosogolla: "rasgulla",
  rasagulla: "rasgulla",
  pao: "pav",
  manchoorian: "manchurian",
  gobhi: "gobi",
  alu: "aloo",
  chaai: "chai",
  momo: "momos",
};

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), stopping beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a word of this length may be away from a catalogue word. */
function allowedEdits(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 6 ? 1 : 2;
}

export function normaliseWord(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]/g, "");
}

/**
 * The query as the catalogue spells it: each word kept when a catalogue word starts with it,
 * else its known variant, else the nearest catalogue word within the allowed edits.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): { text: string; corrected: boolean } {
  let corrected = false;
  const words = query
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => {
      const word = normaliseWord(raw);
      if (word === "" || vocabulary.some((known) => known.startsWith(word))) return raw;
      const variant = SPELLING_VARIANTS[word];
      if (variant) {
        corrected = true;
        return variant;
      }
      const max = allowedEdits(word);
      let best: { known: string; distance: number } | null = null;
      for (const known of vocabulary) {
        const distance = editDistance(word, known, max);
        if (distance <= max && (!best || distance < best.distance)) best = { known, distance };
      }
      if (!best) return raw;
      corrected = true;
      return best.known;
    });
  return { text: words.join(" "), corrected };
}
