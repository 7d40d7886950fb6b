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
 * Spelling correction against the shop's own words (docs/decisions/235-search-spelling-correction.md): for each
 * typed word the closest word of a product name or tag, found through the trigram index of `search_words`
 * (nearest neighbour by distance), when the word itself is not one of them.
 */
export function createSpelling(db: Db) {
  return {
    async closestWords(typed: readonly string[]): Promise<Map<string, string>> {
      const candidates = [...new Set(typed.filter((w) => w.length >= MIN_CORRECTED_LETTERS))];
      if (candidates.length === 0) return new Map();
      const rows = await queryRows<{ typed: string; closest: string | null }>(
        db,
        sql`
        select t.typed, (
          select w.word from search_words w
          where similarity(w.word, t.typed) >= ${MIN_SIMILARITY}
          order by w.word <-> t.typed, w.word
          limit 1
        ) as closest
        from unnest(${`{${candidates.join(',')}}`}::text[]) as t(typed)`,
      );
      return new Map(
        rows.filter((r) => r.closest !== null && r.closest !== r.typed).map((r) => [r.typed, r.closest as string]),
      );
    },
  };
}
