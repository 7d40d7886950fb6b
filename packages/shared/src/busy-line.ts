/**
 * How long checkout keeps a shopper's place in line by itself when the shop answers "very busy" (503 BUSY with
 * Retry-After; docs/decisions/299-a-retry-keeps-its-place-in-line.md): it tries again after each Retry-After with
 * the same Idempotency-Key, which the shop knows as the same place, for this long in all. The flash-sale bench's
 * shoppers do the same.
 */
export const BUSY_PATIENCE_MS = 30_000;

/** Retry-After is the shop's to give, within these bounds: never a burst of tries, never a long silence. */
const SHORTEST_BUSY_RETRY_MS = 1_000;
const LONGEST_BUSY_RETRY_MS = 10_000;
/** What the shop sends with a busy answer (plugins/errors.ts), assumed when a proxy dropped the header. */
const USUAL_RETRY_AFTER_SECONDS = 2;

/** How long to wait before trying a "very busy" answer (503 BUSY) again, from its Retry-After in seconds. */
export function busyRetryMs(retryAfterSeconds: number | undefined): number {
  const asked = (retryAfterSeconds ?? USUAL_RETRY_AFTER_SECONDS) * 1000;
  return Math.min(Math.max(asked, SHORTEST_BUSY_RETRY_MS), LONGEST_BUSY_RETRY_MS);
}
