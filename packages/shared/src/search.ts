/**
 * Search words (docs/decisions/137-forgiving-search.md): Indian spelling variants and synonyms, one group of
 * interchangeable words per entry. The shop may replace this list (CatalogServiceOptions.synonyms); this is
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

/** The query's words: lower-case letters and digits only (safe inside tsquery text), hyphens joined. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .replace(/-/g, '')
    .split(/[^\p{L}\p{N}]+/u)
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

/** Parses a shop's list: one group per line, words separated by commas ("kurta, kurtha, kurti"). */
export function parseSynonymGroups(text: string): string[][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean),
    )
    .filter((group) => group.length > 1);
}
