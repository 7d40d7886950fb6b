/** How long a turned-away try keeps its place: a shopper taps again within seconds, not minutes. */
export const PLACE_KEPT_MS = 60_000;
/** At most this many places remembered at once: one per signed-in account that was turned away within the minute. */
const MAX_PLACES = 50_000;

/**
 * Where a write stands in line when the shop is too busy to take it at once (docs/decisions/299): the moment the
 * first try arrived, when an earlier try of the same signed-in account on the same route was turned away "very
 * busy", else now. Only a try the shop turned away is remembered, one per account and route, so a place is the
 * moment a shopper really asked: a client learns of one only by being refused while the shop is saturated.
 */
export function createPlacesInLine(keptMs = PLACE_KEPT_MS, maxPlaces = MAX_PLACES) {
  // Insertion order is (near enough) arrival order, so the oldest places are at the front.
  const places = new Map<string, number>();
  const forgetOld = (now: number) => {
    for (const [key, arrivedAt] of places) {
      if (now - arrivedAt <= keptMs && places.size < maxPlaces) return;
      places.delete(key);
    }
  };
  return {
    /** The place kept for a try with this key arriving at `now` (its first turned-away try's arrival), or null. */
    placeOf(key: string | null, now: number): number | null {
      const kept = key === null ? undefined : places.get(key);
      return kept !== undefined && now - kept <= keptMs ? kept : null;
    },
    /** This try was turned away: its place is kept for the next try with the same key (the first place stays). */
    turnedAway(key: string | null, place: number, now: number): void {
      if (key === null) return;
      const kept = places.get(key);
      if (kept !== undefined && now - kept <= keptMs) return;
      places.delete(key);
      forgetOld(now);
      places.set(key, place);
    },
    size: () => places.size,
  };
}
