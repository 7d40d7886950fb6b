import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A cap counted in the shop's rate-limit store (Redis when REDIS_URL is set, so every process shares it) that
 * refuses nothing itself: the caller asks whether one more is within the cap and decides what to do, e.g. send
 * no mail while answering as usual, so a capped request reveals nothing.
 *
 * @fastify/rate-limit's `createRateLimit` answers `isAllowed` only for allow-listed keys; whether the count
 * is over the cap is `isExceeded` (reading `isAllowed` made forgot-password never send its mail).
 */
export type QuietCap = (request: FastifyRequest, key: string) => Promise<boolean>;

export interface QuietCapOptions {
  /** Names the counter, so two caps never share a key. */
  name: string;
  max: number;
  timeWindow: string;
}

/** Counts each call; answers false once `key` has been used more than `max` times in the window. */
export function createQuietCap(app: FastifyInstance, { name, max, timeWindow }: QuietCapOptions): QuietCap {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => keys.get(request) ?? `${name}:none`,
  });
  return async (request, key) => {
    keys.set(request, `${name}:${key}`);
    const result = await check(request);
    return result.isAllowed || !result.isExceeded;
  };
}

/** A cap that never refuses, for a shop that runs with RATE_LIMITS=off (load tests and benchmarks only). */
export const uncapped: QuietCap = async () => true;
