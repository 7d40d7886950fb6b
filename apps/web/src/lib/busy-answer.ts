import { busyRetryMs } from '@shop/shared/busy-line';
import { ApiError } from './api-client';

/**
 * How long to wait before asking again, for the shop's "very busy" answer (503 BUSY with Retry-After,
 * docs/decisions/299-a-retry-keeps-its-place-in-line.md); null for any other failure.
 */
export function busyAnswerRetryMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code !== 'BUSY') return null;
  return busyRetryMs(error.retryAfterSeconds);
}

/** Resolves after `ms`: the pause before asking again. */
export const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
