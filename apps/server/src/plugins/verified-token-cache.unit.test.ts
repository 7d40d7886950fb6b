import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-token-cache';

const claims = (expiresAtMs: number | null) => ({ subject: 'user-1', tokenVersion: 2, expiresAtMs });

describe('verified token cache', () => {
  it('serves a token until its own expiry and never at or after it', () => {
    const cache = createVerifiedTokenCache({ maxAgeMs: 60_000 });
    cache.set('token-a', claims(10_000), 0);
    expect(cache.get('token-a', 9_999)).toEqual(claims(10_000));
    expect(cache.get('token-a', 10_000)).toBeNull();
    expect(cache.get('token-a', 9_999)).toBeNull(); // dropped once seen expired
  });

  it('forgets a long-lived token after maxAgeMs, so it is verified again', () => {
    const cache = createVerifiedTokenCache({ maxAgeMs: 1_000 });
    cache.set('token-b', claims(null), 0);
    expect(cache.get('token-b', 999)).not.toBeNull();
    expect(cache.get('token-b', 1_000)).toBeNull();
  });

  it('stays bounded: a full cache starts over', () => {
    const cache = createVerifiedTokenCache({ maxEntries: 2 });
    cache.set('t1', claims(null), 0);
    cache.set('t2', claims(null), 0);
    cache.set('t3', claims(null), 0);
    expect(cache.size).toBe(1);
    expect(cache.get('t1', 0)).toBeNull();
    expect(cache.get('t3', 0)).not.toBeNull();
  });
});
