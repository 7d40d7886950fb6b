import { expandWords } from '@shop/shared/search';
import { withScriptVariants } from '@shop/shared/search-hinglish';
import type { TypedWord } from './catalog.spelling';

/** A search's words as the forgiving search takes them (decision 137). */
export interface SearchTerms {
  /** Each typed word with its spelling variants, synonyms, correction and other-script spellings, itself first. */
  words: string[][];
  /**
   * Whether the name-trigram arm (every typed word close to a word of the name) can find a product the full text
   * does not (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md).
   */
  nameArm: boolean;
}

/**
 * The terms of a search. A typo in any word ("blutooth speakr") also looks for the shop's closest word (decision
 * 235); every word also takes its spellings in the other script and in Hinglish ("कुर्ता" / "kurta", decision 259).
 *
 * The name-trigram arm matches a name that has a word close to each typed word. Every word of every name is one of
 * the shop's words (`search_words`), so when each typed word is itself a shop word with a stem, and every shop word
 * close to it is one of its variants or has its stem, a name with a word close to it is found by the full text too:
 * the arm, which reads the trigram index of every name (most of a search's time at 1,000,000 products), is left
 * out. A typo, a prefix, a stop word or a word close to other words keeps it. What only the arm would still find
 * are trigram coincidences across two words of a name ('pens' in "Jeans Peach"): bench/search-identity.ts counts them.
 */
export function searchTerms(
  typed: readonly string[],
  groups: readonly (readonly string[])[],
  lookedUp: ReadonlyMap<string, TypedWord>,
): SearchTerms {
  const words = expandWords(typed, groups).map((variants, i) => {
    const correction = lookedUp.get(typed[i]!)?.closest;
    return withScriptVariants(correction && !variants.includes(correction) ? [...variants, correction] : variants);
  });
  const coveredByFullText = typed.every((word, i) => {
    const found = lookedUp.get(word);
    if (!found?.stem || !found.close?.includes(word)) return false;
    // A close word is found by the full text when it is one of the variants, or has the typed word's stem
    // ('headphone' for 'headphones').
    return found.close.every((close, n) => words[i]!.includes(close) || found.closeStems[n] === found.stem);
  });
  return { words, nameArm: !coveredByFullText };
}
