import { describe, expect, it } from 'vitest';
import { searchTerms } from './catalog.search-terms';
import type { TypedWord } from './catalog.spelling';

// Decision 276: the name-trigram arm is left out only when the full text finds every name it would.
const KURTA_GROUP = ['kurta', 'kurtha', 'kurti'];
const lookedUp = (entries: Record<string, Partial<TypedWord>>) =>
  new Map(
    Object.entries(entries).map(([w, v]) => {
      const close = v.close === undefined ? [w] : v.close;
      return [w, { closest: null, close, stem: w, closeStems: close?.map((c) => (c === w ? w : c)) ?? [], ...v }];
    }),
  );

describe('searchTerms', () => {
  it('leaves the arm out when every typed word is a shop word whose close words are its variants', () => {
    expect(searchTerms(['masala'], [], lookedUp({ masala: {} })).nameArm).toBe(false);
    // 'headphone' is not a variant, but the full text searches 'headphones' by its stem, which both share.
    const plural = lookedUp({
      headphones: { close: ['headphones', 'headphone'], stem: 'headphon', closeStems: ['headphon', 'headphon'] },
    });
    expect(searchTerms(['headphones'], [], plural).nameArm).toBe(false);
    const kurta = lookedUp({ cotton: {}, kurta: { close: ['kurta', 'kurti'] } });
    expect(searchTerms(['cotton', 'kurta'], [KURTA_GROUP], kurta).nameArm).toBe(false);
  });

  it('keeps it for a typo, a word close to other words, a stop word or a prefix close to too many', () => {
    const typo = searchTerms(
      ['hedphones'],
      [],
      lookedUp({ hedphones: { closest: 'headphones', close: ['headphones'] } }),
    );
    expect(typo.nameArm).toBe(true);
    expect(typo.words[0]).toEqual(expect.arrayContaining(['hedphones', 'headphones']));
    // 'smartwatch' is close to 'watch': the full text would not find the smartwatches.
    expect(searchTerms(['watch'], [], lookedUp({ watch: { close: ['watch', 'smartwatch'] } })).nameArm).toBe(true);
    expect(searchTerms(['the', 'lamp'], [], lookedUp({ the: { stem: null }, lamp: {} })).nameArm).toBe(true);
    expect(searchTerms(['ma'], [], lookedUp({ ma: { close: null } })).nameArm).toBe(true);
    expect(searchTerms(['masala', 'chia'], [], lookedUp({ masala: {}, chia: { close: ['chai'] } })).nameArm).toBe(true);
  });
});
