import { expandWords } from '@shop/shared/search';
import { withScriptVariants } from '@shop/shared/search-hinglish';
import type { TypedWord } from './catalog.spelling';

/** A search's words as the forgiving search takes them (decision 137). */
export interface SearchTerms {
  /** Each typed word with its spelling variants, synonyms, correction and other-script spellings, itself first. */
  words: string[][];
  /**
   * Whether the name-trigram arm (every typed word close to a word of the name) can find a product the full text
   * does not (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md,
   * docs/decisions/278-a-corrected-typo-searches-without-the-name-trigram-arm.md).
   */
  nameArm: boolean;
}

/**
 * The terms of a search. A typo in any word ("blutooth speakr") also looks for the shop's closest word (decision
 * 235); every word also takes its spellings in the other script and in Hinglish ("कुर्ता" / "kurta", decision 259).
 *
 * The name-trigram arm matches a name that has a word close to each typed word. Every word of every name is one of
 * the shop's words (`search_words`), so when every shop word close to a typed word is one of its variants or
 * has the stem the full text searches for it, a name with a word close to it is found by the full text too: the
 * arm, which reads the trigram index of every name (most of a search's time at 1,000,000 products), is left out.
 * The stems searched for a word are its own when it is a shop word, and its correction's when it is a typo
 * ('bluetoth' -> 'bluetooth': 'bluetooth' and 'bluetooths' are found by the full text). The arm is also left out
 * when a corrected typo is close to no shop word: the arm wants every word close to a word of the name. A typo
 * close to words of other stems, a word close to none without a correction ('tshirt'), a stop word, a word close
 * to other words or a prefix close to too many keeps it. What only the arm
 * would still find are trigram coincidences across two words of a name ('pens' in "Jeans Peach"):
 * bench/search-identity.ts counts them.
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
    if (!found?.close || found.close.length === 0) return false;
    const searchedStems = fullTextStems(word, found);
    if (searchedStems.length === 0) return false;
    // A close word is found by the full text when it is one of the variants, or has a searched stem
    // ('headphone' for 'headphones', 'bluetooth' for the typo 'bluetoth').
    return found.close.every(
      (close, n) => words[i]!.includes(close) || searchedStems.includes(found.closeStems[n] ?? ''),
    );
  });
  // The arm wants every typed word close to a word of the name. A typo close to no shop word by the arm's measure
  // but with a correction ('speker': 'speaker' is under the arm's threshold, over the correction's) leaves it only
  // coincidences across two words of a name. Without a correction the arm stays: such a word may be two words of
  // a name typed as one ('tshirt' for "T-Shirt"), which only the arm finds.
  const someTypoCloseToNone = typed.some((word) => {
    const found = lookedUp.get(word);
    return found?.close?.length === 0 && found.closest !== null;
  });
  return { words, nameArm: !coveredByFullText && !someTypoCloseToNone };
}

/** The stems the full text is known to search for a typed word: its own (a shop word), else its correction's. */
function fullTextStems(word: string, found: TypedWord): string[] {
  if (found.close?.includes(word)) return found.stem ? [found.stem] : [];
  const at = found.closest ? (found.close?.indexOf(found.closest) ?? -1) : -1;
  const correctionStem = at >= 0 ? found.closeStems[at] : null;
  return correctionStem ? [correctionStem] : [];
}
