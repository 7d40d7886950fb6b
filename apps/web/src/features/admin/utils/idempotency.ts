/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on secure origins (https, localhost); a shop
 * opened over plain http on a LAN address still needs a key that will not repeat.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
