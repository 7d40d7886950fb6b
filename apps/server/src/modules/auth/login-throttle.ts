import type { Redis } from 'ioredis';

/**
 * Failed sign-ins, counted per account AND address (docs/decisions/031-login-throttle.md). Successful sign-ins
 * never count and one resets the count, so nobody elsewhere can lock the owner out; each failure past the
 * first few doubles the wait before the next try from that address for that account.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A count is forgotten after this long without failures. */
const FORGET_AFTER_MS = 60 * 60_000;

export interface LoginThrottle {
  /** Milliseconds this account+address must still wait, 0 when it may try now. */
  waitMs(email: string, ip: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

interface Failures {
  count: number;
  lastAt: number;
}

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

function remaining(failures: Failures | null, now: number): number {
  if (!failures) return 0;
  return Math.max(0, failures.lastAt + delayAfter(failures.count) - now);
}

const keyOf = (email: string, ip: string) => `login-fail:${email.trim().toLowerCase()}|${ip}`;

/** One process: a map with its old entries swept as it grows. */
export function createMemoryLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const entries = new Map<string, Failures>();
  const sweep = () => {
    const cutoff = now() - FORGET_AFTER_MS;
    for (const [key, value] of entries) if (value.lastAt < cutoff) entries.delete(key);
  };
  return {
    async waitMs(email, ip) {
      const entry = entries.get(keyOf(email, ip));
      if (entry && entry.lastAt < now() - FORGET_AFTER_MS) return 0;
      return remaining(entry ?? null, now());
    },
    async recordFailure(email, ip) {
      if (entries.size > 100_000) sweep();
      const key = keyOf(email, ip);
      const previous = entries.get(key);
      const count = previous && previous.lastAt >= now() - FORGET_AFTER_MS ? previous.count + 1 : 1;
      entries.set(key, { count, lastAt: now() });
    },
    async recordSuccess(email, ip) {
      entries.delete(keyOf(email, ip));
    },
  };
}

/** Several processes (REDIS_URL): the counts live in Redis; if Redis is down, this process counts alone. */
export function createRedisLoginThrottle(redis: Redis, fallback = createMemoryLoginThrottle()): LoginThrottle {
  const key = (email: string, ip: string) => `shop-${keyOf(email, ip)}`;
  return {
    async waitMs(email, ip) {
      try {
        const [count, lastAt] = await redis.hmget(key(email, ip), 'count', 'lastAt');
        if (!count || !lastAt) return 0;
        return remaining({ count: Number(count), lastAt: Number(lastAt) }, Date.now());
      } catch {
        return fallback.waitMs(email, ip);
      }
    },
    async recordFailure(email, ip) {
      try {
        await redis
          .multi()
          .hincrby(key(email, ip), 'count', 1)
          .hset(key(email, ip), 'lastAt', String(Date.now()))
          .pexpire(key(email, ip), FORGET_AFTER_MS)
          .exec();
      } catch {
        await fallback.recordFailure(email, ip);
      }
    },
    async recordSuccess(email, ip) {
      try {
        await redis.del(key(email, ip));
      } catch {
        await fallback.recordSuccess(email, ip);
      }
    },
  };
}
