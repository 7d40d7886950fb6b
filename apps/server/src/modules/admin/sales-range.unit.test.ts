import { describe, expect, it } from 'vitest';
import { indianDaysRange, salesRange } from './sales-range';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An Indian local time 'YYYY-MM-DD HH:00:00' (or a day 'YYYY-MM-DD') as its instant. */
const instantOf = (local: string) =>
  new Date(`${local.replace(' ', 'T')}${local.length === 10 ? 'T00:00:00' : ''}+05:30`);

/** The range's pieces (days, hours, minutes) as instants, in order: they must tile [from, to) exactly. */
function tiles(from: Date, to: Date) {
  const range = salesRange(from, to);
  const pieces: { kind: string; from: number; to: number }[] = [];
  if (range.days) pieces.push({ kind: 'days', from: +instantOf(range.days.first), to: +instantOf(range.days.end) });
  for (const [a, b] of range.hours) pieces.push({ kind: 'hours', from: +instantOf(a), to: +instantOf(b) });
  for (const [a, b] of range.edges) pieces.push({ kind: 'minutes', from: +new Date(a), to: +new Date(b) });
  return { range, pieces: pieces.sort((x, y) => x.from - y.from) };
}

describe('salesRange', () => {
  it('tiles any range with whole Indian days, whole Indian hours and the minutes left, in that preference', () => {
    let seed = 275;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const from = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 400 * DAY));
      const to = new Date(from.getTime() + Math.floor(random() * random() * 40 * DAY));
      const { range, pieces } = tiles(from, to);
      if (to <= from) {
        expect(pieces).toEqual([]);
        continue;
      }
      expect(pieces[0]!.from).toBe(+from);
      expect(pieces.at(-1)!.to).toBe(+to);
      for (let p = 1; p < pieces.length; p++) expect(pieces[p]!.from).toBe(pieces[p - 1]!.to);
      for (const piece of pieces) {
        expect(piece.to).toBeGreaterThan(piece.from);
        // Minutes beside whole hours are under an hour; a range holding no whole hour is read as it is.
        if (piece.kind === 'minutes') expect(piece.to - piece.from).toBeLessThan(2 * HOUR);
      }
      // Hours only where no whole day fits: at most a day's worth either side of the days.
      const hours = pieces.filter((x) => x.kind === 'hours').reduce((s, x) => s + x.to - x.from, 0);
      expect(hours).toBeLessThan(2 * DAY);
      expect(range.months[0]).toBe(`${new Date(+from + 330 * 60_000).toISOString().slice(0, 7)}-01`);
    }
  });

  it('cuts at Indian midnights and hours, not UTC ones', () => {
    const range = salesRange(new Date('2026-11-29T10:10:00+05:30'), new Date('2026-12-02T09:20:00+05:30'));
    expect(range.days).toEqual({ first: '2026-11-30', end: '2026-12-02' });
    expect(range.hours).toEqual([
      ['2026-11-29 11:00:00', '2026-11-30 00:00:00'],
      ['2026-12-02 00:00:00', '2026-12-02 09:00:00'],
    ]);
    expect(range.edges).toEqual([
      ['2026-11-29T04:40:00.000Z', '2026-11-29T05:30:00.000Z'],
      ['2026-12-02T03:30:00.000Z', '2026-12-02T03:50:00.000Z'],
    ]);
    expect(range.months).toEqual(['2026-11-01', '2026-12-01']);
  });

  it('gives a report its whole days only', () => {
    expect(indianDaysRange('2025-12-01', '2026-11-30')).toMatchObject({
      days: { first: '2025-12-01', end: '2026-12-01' },
      hours: [],
      edges: [],
    });
  });
});
