/*
 * One outbound provider call under one time budget, retried where the caller says a repeat is harmless.
 * Shared by the Razorpay and Shiprocket clients (it lives here only because provider code may not be placed
 * outside the provider folders; Shiprocket's client imports it from here).
 */

export interface RetryPolicy {
  /** Attempts in all, the first included; 1 = never retried. */
  attempts: number;
  /** Wait before the 2nd, 3rd, ... attempt; the last value repeats. Small: the user is waiting. */
  backoffMs: readonly number[];
}

/**
 * Three attempts, to ride out a dropped connection or a provider's brief 5xx. The waits are a small share of
 * the call's budget (1 % and 3 %), at most 100 ms and 300 ms: with the 10 s default exactly those.
 */
export function defaultRetryPolicy(timeoutMs: number): RetryPolicy {
  return {
    attempts: 3,
    backoffMs: [Math.min(100, Math.round(timeoutMs / 100)), Math.min(300, Math.round(timeoutMs / 30))],
  };
}

/** An attempt with less time than this left is not worth starting. */
const MIN_ATTEMPT_MS = 50;

export interface RetryingCallOptions {
  /** The whole call's budget, every attempt and wait included: the caller never waits longer than this. */
  timeoutMs: number;
  /** Whether repeating this call is harmless (an idempotent read, a login, an idempotency key). */
  isRepeatable: boolean;
  /** Whether this failure is worth another attempt (no answer, 5xx, 429, garbage; not a refusal). */
  isTransient: (error: unknown) => boolean;
  policy?: RetryPolicy;
  now?: () => number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` with an abort signal for the time left of the budget, again after a transient failure
 * while attempts and time remain. The last failure is thrown as it was.
 */
export async function retryingCall<T>(
  attempt: (signal: AbortSignal, timeLeftMs: number) => Promise<T>,
  options: RetryingCallOptions,
): Promise<T> {
  const now = options.now ?? Date.now;
  const policy = options.policy ?? defaultRetryPolicy(options.timeoutMs);
  const attempts = options.isRepeatable ? Math.max(1, policy.attempts) : 1;
  const deadline = now() + options.timeoutMs;
  for (let index = 0; ; index += 1) {
    const timeLeftMs = Math.max(1, deadline - now());
    try {
      return await attempt(AbortSignal.timeout(timeLeftMs), timeLeftMs);
    } catch (error) {
      if (index + 1 >= attempts || !options.isTransient(error)) throw error;
      const backoff = policy.backoffMs[Math.min(index, policy.backoffMs.length - 1)] ?? 0;
      if (deadline - now() - backoff < MIN_ATTEMPT_MS) throw error;
      await wait(backoff);
    }
  }
}

/** True for the error an AbortSignal.timeout raises in fetch (or while reading the body). */
export function isAbortOrTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
