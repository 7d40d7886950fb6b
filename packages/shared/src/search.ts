/**
 * Search words (docs/decisions/137-forgiving-search.md): Indian spelling variants and synonyms, one group of
 * interchangeable words per entry. The shop may replace this list (the `searchSynonyms` setting); this is
 * the default every shop starts with.
 */
export const DEFAULT_SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['kurta', 'kurtha', 'kurti', 'kurtas', 'kurtis'],
  ['mobile', 'phone', 'smartphone', 'cellphone', 'mobiles', 'phones'],
  ['chappal', 'slipper', 'slippers', 'chappals', 'flipflop'],
  ['saree', 'sari', 'sarees', 'saris'],
  ['pyjama', 'pajama', 'pyjamas', 'pajamas'],
  ['dupatta', 'chunni', 'chunri'],
  ['earbuds', 'earbud', 'earphones', 'earphone', 'tws'],
  ['headphones', 'headphone', 'headset'],
  ['lehenga', 'lehnga', 'lengha', 'ghagra'],
  ['salwar', 'shalwar'],
  ['jutti', 'juti', 'mojari', 'jootis'],
  ['tiffin', 'lunchbox'],
  ['atta', 'flour'],
  ['dal', 'daal', 'dhal'],
  ['ghee', 'clarified'],
  ['sunscreen', 'sunblock'],
  ['tshirt', 'tee', 'tshirts'],
];

/** At most this many words of a query take part (a longer query is cut: each word costs an index probe). */
export const MAX_SEARCH_WORDS = 5;

/**
 * The query's words: lower-case letters, digits and combining marks only (safe inside tsquery text), hyphens
 * joined. Marks are letters' parts in Devanagari (the vowel signs and virama of "कुर्ता"): splitting on them
 * would break every Hindi word (decision 259). NFC, so a nukta typed either way is one spelling.
 */
export function searchWords(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .replace(/-/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Each word with its interchangeable words (itself first), from the groups given. */
export function expandWords(words: readonly string[], groups: readonly (readonly string[])[]): string[][] {
  const byWord = new Map<string, readonly string[]>();
  for (const group of groups) for (const w of group) byWord.set(w.toLowerCase(), group);
  return words.map((word) => {
    const group = byWord.get(word);
    return group ? [word, ...group.map((g) => g.toLowerCase()).filter((g) => g !== word)] : [word];
  });
}

/** The limits of a shop's list (docs/decisions/137-forgiving-search.md): checked by the settings schema. */
export const SYNONYM_LIMITS = { groups: 200, minWords: 2, maxWords: 12, minLetters: 2, maxLetters: 30 } as const;

/**
 * Parses a shop's list as typed on the Settings screen: one group per line, words separated by commas or
 * slashes ("kurta, kurtha / kurti"); empty lines are skipped, a one-word line is kept (the schema refuses it).
 */
export function parseSynonymGroups(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[,/]/)
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);
}

/** A list as the Settings screen shows it: one group per line, words separated by commas. */
export function formatSynonymGroups(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => group.join(', ')).join('\n');
}

/** Words trimmed, lower-cased and de-duplicated within their group; empty groups dropped. */
export function normaliseSynonymGroups(groups: readonly (readonly string[])[]): string[][] {
  return groups
    .map((group) => [...new Set(group.map((w) => w.trim().toLowerCase()).filter(Boolean))])
    .filter((group) => group.length > 0);
}

const WORD = new RegExp(`^[\\p{L}\\p{M}\\p{N}]{${SYNONYM_LIMITS.minLetters},${SYNONYM_LIMITS.maxLetters}}$`, 'u');

function groupProblem(group: readonly string[], seen: Set<string>): string | null {
  const bad = group.find((w) => !WORD.test(w));
  if (bad !== undefined)
    return `“${bad}”: a word has ${SYNONYM_LIMITS.minLetters} to ${SYNONYM_LIMITS.maxLetters} letters or digits, without spaces or punctuation`;
  if (group.length < SYNONYM_LIMITS.minWords) return `“${group[0]}” needs at least one other word on its line`;
  if (group.length > SYNONYM_LIMITS.maxWords)
    return `The line starting “${group[0]}” has ${group.length} words: at most ${SYNONYM_LIMITS.maxWords} per line`;
  const twice = group.find((w) => seen.has(w));
  if (twice !== undefined) return `“${twice}” is on two lines: keep it on one`;
  for (const w of group) seen.add(w);
  return null;
}

/** The first problem of a normalised list, in the merchant's words; null when it can be saved. */
export function synonymGroupsProblem(groups: readonly (readonly string[])[]): string | null {
  if (groups.length > SYNONYM_LIMITS.groups)
    return `At most ${SYNONYM_LIMITS.groups} lines of words; this list has ${groups.length}`;
  const seen = new Set<string>();
  for (const group of groups) {
    const problem = groupProblem(group, seen);
    if (problem) return problem;
  }
  return null;
}
