import { createHash } from 'node:crypto';

/*
 * Tests run with the production defaults: rate limits on (docs/decisions/009-rate-limits.md). A real shop's
 * shoppers come from many addresses, its tests from one (127.0.0.1), so every test server trusts the loopback
 * proxy (TRUST_PROXY=127.0.0.1, the setting a shop behind a local reverse proxy has) and each request names
 * the client it simulates in X-Forwarded-For, as that proxy would: a signed-in request comes from its
 * account's own address, a sign-in, registration or reset from the address of the email it names, anything
 * else from the test app's own address. Limits keep counting per address exactly as in production; a test
 * that asserts a limit sets X-Forwarded-For itself and is never overridden.
 */

/** What a test server is started with so that forwarded client addresses are believed from the test runner. */
export const TEST_TRUST_PROXY = '127.0.0.1';

/** An address in 198.18.0.0/15 (RFC 2544, benchmarking: never routed), the same for the same client. */
export function addressFor(client: string): string {
  const digest = createHash('sha256').update(client).digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]}.${digest[2]}`;
}

/** The account a bearer token belongs to (its `sub`), without verifying it: only to pick the address. */
function tokenSubject(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string };
    return payload.sub ?? token;
  } catch {
    return token;
  }
}

/** The simulated client of a request: its account, else the email its body names, else `fallback`. */
export function simulatedClient(request: { token?: string; json?: unknown }, fallback: string): string {
  if (request.token) return `account:${tokenSubject(request.token)}`;
  const email = (request.json as { email?: unknown } | null | undefined)?.email;
  if (typeof email === 'string' && email) return `email:${email.trim().toLowerCase()}`;
  return fallback;
}

/** Sets X-Forwarded-For to the simulated client's address unless the test chose one itself. */
export function forwardFor(headers: Headers, request: { token?: string; json?: unknown }, fallback: string): void {
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', addressFor(simulatedClient(request, fallback)));
}
