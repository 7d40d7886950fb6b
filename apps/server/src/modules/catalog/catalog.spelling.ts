import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Shortest typed word worth correcting: shorter ones already match broadly through their prefix. */
const MIN_CORRECTED_LETTERS = 4;
/**
 * How close (pg_trgm similarity, 0-1) the shop's word must be to the typed one to stand in for it:
 * 'speker' -> 'speaker' is 0.5, 'blutooth' -> 'bluetooth' 0.58, while 'chappal' -> 'chapati' stays under it.
 */
const MIN_SIMILARITY = 0.45;
/**
 * The most shop words listed as close to one typed word (decision 276). A short prefix ('ma') is close to dozens;
 * past this many the list is not needed: such a word keeps the name-trigram arm anyway.
 */
const MAX_CLOSE_WORDS = 50;

/** What the shop's own words say about one typed word. */
export interface TypedWord {
  /** The closest other shop word, the word's correction (decision 235); null when none is close enough. */
  closest: string | null;
  /**
   * The shop words the typed word is close to as the name-trigram arm measures it (`typed <% word`, pg_trgm's word
   * similarity at its threshold), the word itself included when it is one; null when there are more than
   * MAX_CLOSE_WORDS.
   */
  close: string[] | null;
  /** The typed word's English stem ('headphon'), as the full text searches it; null for a stop word such as 'the'. */
  stem: string | null;
  /** The stems of the `close` words, in their order. */
  closeStems: (string | null)[];
}

/**
 * Spelling correction against the shop's own words (docs/decisions/235-search-spelling-correction.md): for each
 * typed word the closest word of a product name or tag, found through the trigram index of `search_words`
 * (nearest neighbour by distance), when the word itself is not one of them. In the same statement, the shop words
 * each typed word is close to (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md).
 */
export function createSpelling(db: Db) {
  return {
    async lookUpWords(typed: readonly string[]): Promise<Map<string, TypedWord>> {
      const candidates = [...new Set(typed)];
      if (candidates.length === 0) return new Map();
      const rows = await queryRows<{
        typed: string;
        closest: string | null;
        close: string[];
        close_stems: (string | null)[];
        stem: string | null;
      }>(
        db,
        sql`
        select t.typed,
          case when length(t.typed) >= ${MIN_CORRECTED_LETTERS} then (
            select w.word from search_words w
            where similarity(w.word, t.typed) >= ${MIN_SIMILARITY}
            order by w.word <-> t.typed, w.word
            limit 1
          ) end as closest,
          c.close,
          array(select (ts_lexize('english_stem', u.w))[1] from unnest(c.close) with ordinality as u(w, n) order by u.n)
            as close_stems,
          (ts_lexize('english_stem', t.typed))[1] as stem
        from unnest(${`{${candidates.join(',')}}`}::text[]) as t(typed),
          lateral (select array(select w.word from search_words w where w.word %> t.typed
                                order by w.word <-> t.typed, w.word limit ${MAX_CLOSE_WORDS + 1}) as close) c`,
      );
      return new Map(
        rows.map((r) => [
          r.typed,
          {
            closest: r.closest !== null && r.closest !== r.typed ? r.closest : null,
            close: r.close.length > MAX_CLOSE_WORDS ? null : r.close,
            stem: r.stem,
            closeStems: r.close_stems,
          },
        ]),
      );
    },
  };
}
