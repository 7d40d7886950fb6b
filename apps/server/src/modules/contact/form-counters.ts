import type { Redis } from 'ioredis';

/**
 * Counters for the open forms' guard (docs/decisions/160-grievance-relay-guard.md): how many submissions and
 * acknowledgements an address or an email had in the last day, and single-use marks for solved challenges.
 * Like the login throttle (decision 031) they live in Redis when REDIS_URL is set (shared by every process)
 * and in memory otherwise; keys are keyed hashes, never the address or email itself.
 */
export interface FormCounters {
  read(key: string): Promise<number>;
  /** Adds one; a new counter lives `ttlMs` from its first count. Returns the new value. */
  add(key: string, ttlMs: number): Promise<number>;
  /** True the first time a key is claimed within `ttlMs`, false after. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
}

export function createMemoryFormCounters(now: () => number = Date.now): FormCounters {
  const entries = new Map<string, { n: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    for (const [key, value] of entries) if (value.expiresAt <= now()) entries.delete(key);
  };
  return {
    async read(key) {
      return live(key)?.n ?? 0;
    },
    async add(key, ttlMs) {
      if (entries.size > 100_000) sweep();
      const entry = live(key) ?? { n: 0, expiresAt: now() + ttlMs };
      entry.n += 1;
      entries.set(key, entry);
      return entry.n;
    },
    async claimOnce(key, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { n: 1, expiresAt: now() + ttlMs });
      return true;
    },
  };
}

/** Several processes: Redis, falling back to this process's memory while Redis is unreachable. */
export function createRedisFormCounters(redis: Redis, fallback = createMemoryFormCounters()): FormCounters {
  const k = (key: string) => `shop-form:${key}`;
  return {
    async read(key) {
      try {
        return Number((await redis.get(k(key))) ?? 0);
      } catch {
        return fallback.read(key);
      }
    },
    async add(key, ttlMs) {
      try {
        const result = await redis.multi().set(k(key), '0', 'PX', ttlMs, 'NX').incr(k(key)).exec();
        return Number(result?.[1]?.[1] ?? 0);
      } catch {
        return fallback.add(key, ttlMs);
      }
    },
    async claimOnce(key, ttlMs) {
      try {
        return (await redis.set(k(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
      } catch {
        return fallback.claimOnce(key, ttlMs);
      }
    },
  };
}
