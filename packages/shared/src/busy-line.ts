/**
 * How long checkout keeps a shopper's place in line by itself when the shop answers "very busy" (503 BUSY with
 * Retry-After; docs/decisions/299-a-retry-keeps-its-place-in-line.md): it tries again after each Retry-After with
 * the same Idempotency-Key, which the shop knows as the same place, for this long in all. The flash-sale bench's
 * shoppers do the same.
 */
export const BUSY_PATIENCE_MS = 30_000;
