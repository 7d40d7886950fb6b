/** What a bearer token proved once its signature, issuer and expiry were checked. */
export interface VerifiedClaims {
  subject: string;
  tokenVersion: number;
  /** Epoch ms after which the token is no longer good (its `exp`); null when it carries none. */
  expiresAtMs: number | null;
}

/**
 * Remembers tokens whose signature was already verified, so the HMAC check (the largest CPU cost of an
 * authenticated request under load) runs once per token rather than once per request. Only the signature
 * check is cached: it is a pure function of the token and the key, and expiry is re-checked on every hit.
 * Revocation is unaffected because the user row (token version, role, existence) is still read per request.
 * Bounded: when full it starts over, which only costs re-verification.
 */
export function createVerifiedTokenCache(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const entries = new Map<string, { claims: VerifiedClaims; cachedUntilMs: number }>();

  return {
    get(token: string, nowMs = Date.now()): VerifiedClaims | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (nowMs >= entry.cachedUntilMs) {
        entries.delete(token);
        return null;
      }
      return entry.claims;
    },
    set(token: string, claims: VerifiedClaims, nowMs = Date.now()): void {
      if (entries.size >= maxEntries) entries.clear();
      const until = nowMs + maxAgeMs;
      // A token is never served from here at or after its own expiry.
      entries.set(token, {
        claims,
        cachedUntilMs: claims.expiresAtMs === null ? until : Math.min(until, claims.expiresAtMs),
      });
    },
    get size() {
      return entries.size;
    },
  };
}
