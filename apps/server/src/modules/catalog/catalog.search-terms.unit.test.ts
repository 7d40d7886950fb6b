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

  it("leaves it out for a typo whose close words all have its correction's stem, searching the correction", () => {
    const typos = lookedUp({
      hedphones: {
        closest: 'headphones',
        close: ['headphones', 'headphone'],
        stem: 'hedphon',
        closeStems: ['headphon', 'headphon'],
      },
      bluetoth: { closest: 'bluetooth', close: ['bluetooth'], stem: 'bluetoth', closeStems: ['bluetooth'] },
    });
    const terms = searchTerms(['bluetoth', 'hedphones'], [], typos);
    expect(terms.nameArm).toBe(false);
    expect(terms.words[0]).toEqual(expect.arrayContaining(['bluetoth', 'bluetooth']));
    expect(terms.words[1]).toEqual(expect.arrayContaining(['hedphones', 'headphones']));
  });

  it('leaves it out when a corrected typo is close to no shop word: the arm wants every word close to the name', () => {
    const words = lookedUp({
      speker: { closest: 'speaker', close: [] },
      watch: { close: ['watch', 'smartwatch'] },
    });
    expect(searchTerms(['watch', 'speker'], [], words).nameArm).toBe(false);
    expect(searchTerms(['watch'], [], words).nameArm).toBe(true);
    // Without a correction it may be two words of a name typed as one ('tshirt' for "T-Shirt"): the arm stays.
    expect(searchTerms(['tshirt'], [], lookedUp({ tshirt: { close: [] } })).nameArm).toBe(true);
  });

  it('keeps it for a typo close to a word of another stem, a word close to other words, a stop word or a prefix close to too many', () => {
    // A typo close to a word with another stem than its correction's: the arm may find that word's names.
    const typo = searchTerms(
      ['speker'],
      [],
      lookedUp({
        speker: { closest: 'speaker', close: ['speaker', 'spokes'], stem: 'speker', closeStems: ['speaker', 'spoke'] },
      }),
    );
    expect(typo.nameArm).toBe(true);
    expect(typo.words[0]).toEqual(expect.arrayContaining(['speker', 'speaker']));
    // A typo without a correction.
    expect(searchTerms(['lampp'], [], lookedUp({ lampp: { close: ['lamp'], closest: null } })).nameArm).toBe(true);
    // 'smartwatch' is close to 'watch': the full text would not find the smartwatches.
    expect(searchTerms(['watch'], [], lookedUp({ watch: { close: ['watch', 'smartwatch'] } })).nameArm).toBe(true);
    expect(searchTerms(['the', 'lamp'], [], lookedUp({ the: { stem: null }, lamp: {} })).nameArm).toBe(true);
    expect(searchTerms(['ma'], [], lookedUp({ ma: { close: null } })).nameArm).toBe(true);
    expect(searchTerms(['masala', 'chia'], [], lookedUp({ masala: {}, chia: { close: ['chai'] } })).nameArm).toBe(true);
  });
});
