import { describe, expect, it } from 'vitest';
import { createPlacesInLine } from './place-in-line';

describe('a place in line kept across a retry (decision 299)', () => {
  it("is none for a try never turned away, and the first turned-away try's arrival after it", () => {
    const places = createPlacesInLine(60_000);
    expect(places.placeOf('key-a', 1_000)).toBeNull();
    expect(places.placeOf(null, 1_000)).toBeNull();
    places.turnedAway('key-a', 1_000, 4_000);
    expect(places.placeOf('key-a', 6_000)).toBe(1_000);
    // Turned away again: the place of the first try stays.
    places.turnedAway('key-a', 6_000, 9_000);
    expect(places.placeOf('key-a', 11_000)).toBe(1_000);
    expect(places.placeOf('key-b', 11_000)).toBeNull();
    places.turnedAway(null, 1_000, 4_000);
    expect(places.size()).toBe(1);
  });

  it('keeps a place for a minute, not longer', () => {
    const places = createPlacesInLine(60_000);
    places.turnedAway('key-a', 1_000, 4_000);
    expect(places.placeOf('key-a', 61_000)).toBe(1_000);
    expect(places.placeOf('key-a', 61_001)).toBeNull();
    // A try turned away after its place lapsed starts a new one.
    places.turnedAway('key-a', 61_001, 64_000);
    expect(places.placeOf('key-a', 65_000)).toBe(61_001);
  });

  it('remembers a bounded number of places, forgetting the oldest and the lapsed first', () => {
    const places = createPlacesInLine(60_000, 3);
    for (const [key, at] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const)
      places.turnedAway(key, at, at);
    expect(places.size()).toBe(3);
    expect(places.placeOf('a', 10)).toBeNull();
    expect(places.placeOf('d', 10)).toBe(4);
    places.turnedAway('e', 70_000, 70_000);
    // b, c and d lapsed: only e is left.
    expect(places.size()).toBe(1);
  });
});
