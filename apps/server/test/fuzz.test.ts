import { eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, users } from '../src/db/schema';
import { listApiRoutes } from './helpers/api-routes';
import { productSoldAsOneSku } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Input fuzzing of every API route (property based, fast-check): malformed JSON, wrong types, huge strings,
 * unicode / emoji / RTL / NUL, odd query strings, odd ids and odd headers, as an anonymous caller and as an
 * admin. Every answer must be < 500, errors must be JSON `{ message: string }`, and no answer may leak a stack
 * trace, a file path or SQL. Anonymous fuzzing must not change the catalogue, the users or the orders.
 *
 * The seed is fixed so CI runs the same cases every time (no flakes); FUZZ_SEED / FUZZ_RUNS explore more locally:
 *   FUZZ_SEED=123 FUZZ_RUNS=100 npx vitest run --project api apps/server/test/fuzz.test.ts
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** Fuzzing every route takes about a second per run as admin; the limit grows with FUZZ_RUNS (test:stress). */
const FUZZ_TIMEOUT_MS = Math.max(180_000, RUNS * 5_000);

/**
 * Routes left out of the property because fuzzing found a 5xx whose fix is not small and local.
 * TODO(security): fix these and empty the list. (Empty: none found so far.)
 */
const EXCLUDED_ROUTES: Record<string, string> = {};

const LEAKS = ['at /', 'node_modules', 'SELECT ', 'INSERT ', 'syntax error', 'stack', 'Error:', '.ts:'];
const hasLeakMarker = (s: string) => LEAKS.some((m) => s.includes(m));

let t: TestApp;
let adminToken: string;
const realIds: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login('admin@example.com', 'admin123');
  const customerToken = await t.login('user@example.com', 'user123');
  const product = await productSoldAsOneSku(t);
  await t.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, product.id));
  const placed = await t.request('/api/orders', {
    method: 'POST',
    token: customerToken,
    json: {
      items: [{ product: product.id, quantity: 1 }],
      shippingAddress: {
        name: 'Fuzz Customer',
        email: 'fuzz@example.com',
        phone: '+91 98765 43210',
        street: '1 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status).toBe(201);
  realIds.push(product.id, placed.body.order._id ?? placed.body.order.id);
});
afterAll(async () => {
  await t?.close();
});

// ---- Generators -------------------------------------------------------------------------------------------

const HUGE = [
  'a'.repeat(100_000),
  '😀'.repeat(25_000),
  'अ'.repeat(34_000),
  '\u202e'.repeat(1000) + 'x'.repeat(99_000),
  '9'.repeat(100_000),
];
const SPECIAL = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀👨‍👩‍👧‍👦',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'नमस्ते',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999',
  'true',
  'null',
  '2026-02-30',
  '0000-00-00',
  '\\',
  '"',
  '=cmd|"/c calc"!A1',
];
const safeString = (s: fc.Arbitrary<string>) => s.filter((x) => !hasLeakMarker(x));
const anyString = fc.oneof(
  { weight: 4, arbitrary: safeString(fc.string({ maxLength: 40 })) },
  { weight: 3, arbitrary: safeString(fc.fullUnicodeString({ maxLength: 40 })) },
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);
const scalar = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e21, -1e21),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.dictionary(safeString(fc.string({ maxLength: 12 })), tie('node'), { maxKeys: 4 }),
})).node;

const FIELDS = [
  'name', 'email', 'password', 'currentPassword', 'newPassword', 'token', 'phone', 'address', 'role', 'items',
  'product', 'quantity', 'price', 'total', 'shippingAddress', 'paymentMethod', 'paymentStatus', 'receipt',
  'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'status', 'order_id', 'pincode',
  'pickup_postcode', 'delivery_postcode', 'weight', 'length', 'subject', 'message', 'userIds', 'cod', 'awb',
  'current_status_id', 'trackingNumber', 'note', 'mrp', 'stock', 'category', '__proto__', 'constructor',
];
const wrongTypedBody = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
const withRealIds = () =>
  fc.record({
    items: fc.array(fc.record({ product: fc.constantFrom(...realIds), quantity: value }), { maxLength: 3 }),
    order_id: fc.constantFrom(...realIds),
    receipt: fc.constantFrom(...realIds),
    status: fc.constantFrom('pending', 'packed', 'shipped', 'delivered', 'cancelled', 'PAID', ''),
  });

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };
const bodyArb = (): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    value.map((v): Body => ({ kind: 'json', value: v })),
    wrongTypedBody.map((v): Body => ({ kind: 'json', value: v })),
    withRealIds().map((v): Body => ({ kind: 'json', value: v })),
    fc
      .record({
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'application/xml',
          '',
        ),
        text: fc.oneof(
          fc.constantFrom('{', '{"a":', '[1,2', '"unterminated', 'null', '[]', '"str"', '0', '\u0000', '{"a":1}{"b":2}',
            '--xyz\r\nContent-Disposition: form-data; name="images"; filename="x.png"\r\n\r\nnotapng\r\n--xyz--\r\n'),
          anyString,
        ),
      })
      .map((r): Body => ({ kind: 'raw', ...r })),
  );

const QUERY_KEYS = [
  'page', 'limit', 'search', 'q', 'category', 'sort', 'sortBy', 'order', 'status', 'period', 'startDate',
  'endDate', 'from', 'to', 'minPrice', 'maxPrice', 'role', 'format', 'w', 'state', 'paymentMethod', 'cursor',
];
const shortString = fc.oneof(safeString(fc.string({ maxLength: 30 })), safeString(fc.fullUnicodeString({ maxLength: 30 })), fc.constantFrom(...SPECIAL), fc.constant('x'.repeat(2000)));
const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), shortString), shortString), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  fc.constantFrom('page[]=1&page[]=2', 'limit=1&limit=2', '%', '%zz', '&&&', '=', 'a[b][c]=1', 'page=-1&limit=100000'),
);
const idArb = () =>
  fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    shortString.filter((s) => s.length > 0),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', '1', '-1', 'ORD-0001', 'null', '%2e%2e', '..', "' OR '1'='1"),
  );
const printable = safeString(fc.stringMatching(/^[\x20-\x7e]{0,200}$/));
const headersArb = fc.record(
  {
    'idempotency-key': printable,
    'x-razorpay-signature': printable,
    'x-razorpay-event-id': printable,
    'x-api-key': printable,
    'accept-language': printable,
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/pdf', 'x/y;q=nan'),
  },
  { requiredKeys: [] },
);
const caseArb = () => fc.record({ id: idArb(), query: queryArb, body: bodyArb(), headers: headersArb });
type Case = ReturnType<typeof caseArb> extends fc.Arbitrary<infer C> ? C : never;

// ---- Property ---------------------------------------------------------------------------------------------

async function send(method: string, pattern: string, c: Case, token: string | undefined) {
  const path = pattern.replaceAll(':id', encodeURIComponent(c.id)) + (c.query ? `?${c.query}` : '');
  const headers: Record<string, string> = { ...(c.headers as Record<string, string>) };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method !== 'GET' && c.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.body.value) ?? 'null';
  } else if (method !== 'GET' && c.body.kind === 'raw') {
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
    body = c.body.text;
  }
  const res = await fetch(t.url + path, { method, headers, body });
  const buffer = Buffer.from(await res.arrayBuffer());
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', buffer, path };
}

/** Returns a description of what is wrong with the answer, or null when it is fine. */
function problem(method: string, res: Awaited<ReturnType<typeof send>>): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.contentType.startsWith('application/pdf')) {
    return method === 'GET' && res.status < 300 ? null : `PDF with status ${res.status}`;
  }
  const text = res.buffer.toString('utf8');
  if (hasLeakMarker(text)) return `leaks internals: ${text.slice(0, 200)}`;
  if (res.status >= 200 && res.status < 300) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `non-JSON error body (${res.contentType}): ${text.slice(0, 120)}`;
  }
  if (typeof (parsed as { message?: unknown } | null)?.message !== 'string') return `error without message: ${text.slice(0, 120)}`;
  return null;
}

async function counts() {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(isNull(products.deletedAt));
  const [u] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [o] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return { products: p!.n, users: u!.n, orders: o!.n };
}

/** Statuses seen, to prove the cases reach validation, handlers and successes, not just a wall of 404s. */
const seen = new Map<number, number>();

async function fuzzAll(token: string | undefined, label: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of listApiRoutes(t.app)) {
    if (route in EXCLUDED_ROUTES) continue;
    const [method, pattern] = route.split(' ') as [string, string];
    const result = await fc.check(
      fc.asyncProperty(caseArb(), async (c) => {
        const res = await send(method, pattern, c, token);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        const issue = problem(method, res);
        if (issue) throw new Error(`${res.path.slice(0, 160)}: ${issue}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      failures.push(`${route} as ${label} (seed ${SEED}, path ${result.counterexamplePath}): ${error}`);
    }
  }
  return failures;
}

describe('input fuzzing of every API route', () => {
  it('anonymous: no 5xx, JSON errors without internals, and nothing changes', { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const before = await counts();
    const failures = await fuzzAll(undefined, 'anonymous');
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('admin: no 5xx and JSON errors without internals', { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const failures = await fuzzAll(adminToken, 'admin');
    expect(failures).toEqual([]);
  });

  it('reached handlers: saw successes, validation errors, auth errors and not-founds', () => {
    for (const status of [200, 400, 401, 404]) expect(seen.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });

  it('the checker itself flags 5xx, leaks and message-less errors', () => {
    const answer = (status: number, text: string, contentType = 'application/json') => ({
      status,
      contentType,
      buffer: Buffer.from(text),
      path: '/x',
    });
    expect(problem('GET', answer(500, '{"message":"x"}'))).toMatch(/status 500/);
    expect(problem('GET', answer(400, '{"message":"x","stack":"Error: at /app/x.ts:1"}'))).toMatch(/leaks/);
    expect(problem('GET', answer(400, '{"message":"bad SELECT * FROM users"}'))).toMatch(/leaks/);
    expect(problem('POST', answer(400, '{"error":"x"}'))).toMatch(/without message/);
    expect(problem('POST', answer(400, '<html>', 'text/html'))).toMatch(/non-JSON/);
    expect(problem('GET', answer(400, '{"message":"Invalid id"}'))).toBeNull();
  });

  it('covers every route (exclusions are explicit)', () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    expect(Object.keys(EXCLUDED_ROUTES).filter((r) => !routes.includes(r))).toEqual([]);
  });
});
