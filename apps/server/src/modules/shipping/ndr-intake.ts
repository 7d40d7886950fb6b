import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import type { NdrShipment } from '../../providers/shiprocket/types';
import type { TrackingSnapshot } from './tracking.mapper';

/** Shiprocket's sr-status for a failed delivery attempt (UNDELIVERED; the NDR it opens answers status_code 36). */
export const SR_UNDELIVERED = 21;

export interface AttemptSummary {
  reason: string;
  attempts: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * The failed attempts a shipment's tracking shows: each UNDELIVERED event (by its time) is one attempt, the
 * newest one's courier text the reason. Derived from the merged events, so a repeated or shuffled webhook gives
 * the same answer.
 */
export function attemptsFromSnapshot(snapshot: TrackingSnapshot | null): AttemptSummary | null {
  const failed = (snapshot?.activities ?? []).filter((a) => a.srStatus === SR_UNDELIVERED);
  if (failed.length === 0) return null;
  const times = [...new Set(failed.map((a) => a.at))].sort();
  const latest = failed.reduce((a, b) => (b.at > a.at ? b : a));
  return {
    reason: latest.activity || latest.label,
    attempts: times.length,
    firstAt: new Date(times[0]!),
    lastAt: new Date(times.at(-1)!),
  };
}

/** What `GET ndr/all` says of a shipment's attempts (its history has each attempt's time and reason). */
export function attemptsFromNdr(ndr: NdrShipment): AttemptSummary | null {
  const times = [ndr.raisedAt, ...ndr.history.map((h) => h.raisedAt)]
    .map((t) => parseShiprocketDate(t))
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  if (times.length === 0) return null;
  return {
    reason: ndr.reason || ndr.history.at(-1)?.reason || '',
    attempts: Math.max(ndr.attempts, ndr.history.length, 1),
    firstAt: times[0]!,
    lastAt: times.at(-1)!,
  };
}
