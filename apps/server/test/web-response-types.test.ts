import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';
import {
  compareAnswer,
  compareBody,
  sentProperties,
  type JsonSchema,
  readWebClient,
  type WebCall,
  type WebClient,
} from './helpers/web-response-types';

/**
 * The web client's response types checked against the OpenAPI document (docs/decisions/202-web-types-checked-
 * against-openapi.md). Every `api.get<T>('/…')`-style call names the type it reads the answer as; the document
 * (built from the server's response schemas) says what the answer is. For each call, every answer the document
 * allows must be a value of T: a property the web requires is documented and required, a kind the document
 * allows (null included) is one T accepts, enum values are among T's literals, all the way down.
 */

interface DocumentOperation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Document {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const webTsconfig = new URL('../../web/tsconfig.json', import.meta.url).pathname;

/**
 * Answers the document leaves free-form (`{}`), so nothing can be compared there. Each is a known gap: the admin
 * settings object and the order's GST summary are typed on the server only (decision 196, "Not covered").
 */
const UNDESCRIBED = [
  'GET /api/admin/settings (answer).settings',
  'PUT /api/admin/settings (answer).settings',
  'GET /api/orders/{id}/gst (answer)',
];

/**
 * Calls that take the answer as `unknown` and then check it themselves: the type they check it as. The first two
 * parse it with the shared zod schema (loaded lazily, to keep zod out of the first chunk, decision 081), the
 * product reads with a type guard.
 */
const sharedSchemas = new URL('../../../packages/shared/src/schemas/', import.meta.url).pathname;
const CHECKED_AS: Record<string, [module: string, type: string]> = {
  'GET /api/shop': ['settings-api.ts', 'PublicShop'],
  'POST /api/grievances/status': ['grievance.ts', 'GrievanceStatus'],
  'POST /api/grievances': ['grievance.ts', 'GrievanceResponse'],
  'GET /api/products': ['catalog.ts', 'ProductListResponse'],
  'GET /api/products/{}': ['catalog.ts', 'ProductDetailResponse'],
};
/**
 * Form posts (FormData with pictures) to routes that read their multipart body themselves: the document names
 * the fields in the operation's description, not as a requestBody, so there is nothing to compare. Each is a
 * known gap (docs/decisions/216-accounts-and-consents-registered-like-modules.md); a new form post fails until
 * its route documents its body or it is listed here.
 */
const FORM_BODIES_UNDESCRIBED = [
  'POST /api/admin/settings/logo',
  'POST /api/orders/{id}/returns',
  'POST /api/products',
  'POST /api/products/{id}/reviews',
  'PUT /api/products/{id}',
  'PUT /api/products/{id}/reviews/mine',
];

/** The category list accepts several shapes and reads each record field by field: it names no type to check. */
const READ_FIELD_BY_FIELD = ['GET /api/products/categories/list'];

let t: TestApp;
let document: Document;
let web: WebClient;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.request('/api/docs/json');
  expect(res.status).toBe(200);
  document = res.body as Document;
  // Reading the web client's types compiles apps/web once (about 15 s).
  web = readWebClient(webTsconfig);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const resolveRef = (ref: string): JsonSchema => {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  const schema = name ? document.components?.schemas?.[name] : undefined;
  if (!schema) throw new Error(`unresolved $ref ${ref}`);
  return schema;
};

/**
 * How well a document path fits a call's path (`{}` there is a value): -1 when it does not, more for literal
 * segments that agree, so `/orders/{}` picks `/orders/{id}` over `/orders/my-orders`.
 */
function fit(documentPath: string, callPath: string): number {
  const a = documentPath.split('/');
  const b = callPath.split('/');
  if (a.length !== b.length) return -1;
  let score = 0;
  for (const [i, segment] of a.entries()) {
    const isParameter = /^\{.+\}$/.test(segment);
    if (segment === b[i]) score += 2;
    else if (b[i] === '{}' && isParameter) score += 1;
    else if (!isParameter && b[i] !== '{}') return -1;
  }
  return score;
}

/** The document path of the operation a call reaches, or undefined when there is none. */
function operationPathOf(call: WebCall): string | undefined {
  const method = call.method.toLowerCase();
  return Object.keys(document.paths)
    .filter((p) => document.paths[p]![method] && fit(p, call.path) >= 0)
    .sort((x, y) => fit(y, call.path) - fit(x, call.path))[0];
}

/** The operation a call reaches and its success answer's JSON schema (null: no JSON success answer). */
function answerOf(call: WebCall): { path: string; schema: JsonSchema | null } {
  const path = operationPathOf(call);
  if (!path) throw new Error(`${call.method} ${call.path} (${call.where}) is no operation of the document`);
  const responses = Object.entries(document.paths[path]![call.method.toLowerCase()]!.responses);
  const success = responses.find(([status, r]) => /^2/.test(status) && r.content?.['application/json']);
  return { path, schema: success?.[1].content?.['application/json']?.schema ?? null };
}

/** What is wrong with the body a call sends, against its operation's requestBody. */
function bodyProblems(call: WebCall): string[] {
  const path = operationPathOf(call);
  if (!path) return []; // reported by 'are each an operation of the document'
  const requestBody = document.paths[path]![call.method.toLowerCase()]!.requestBody;
  const name = `${call.method} ${path} (${call.where})`;
  const json = requestBody?.content?.['application/json']?.schema;
  if (!call.body) {
    const required = json ? ((json.$ref ? resolveRef(json.$ref) : json).required ?? []) : [];
    return requestBody?.required && required.length
      ? [`${name}: sends no body, the document requires ${required.join(', ')}`]
      : [];
  }
  if (web.checker.typeToString(call.body.type) === 'FormData') {
    const described = requestBody?.content?.['multipart/form-data'];
    return described || FORM_BODIES_UNDESCRIBED.includes(`${call.method} ${path}`)
      ? []
      : [`${name}: sends a form, the document takes no multipart body`];
  }
  if (!json) {
    // A call reaching several operations may send nothing to the ones that take no body (`{}` for a refund).
    const shapes = sentProperties(web.checker, call.body.type);
    const sends = call.oneOfSeveral ? (shapes.find((shape) => shape.length === 0) ?? shapes.flat()) : shapes.flat();
    return sends.length ? [`${name}: sends ${[...new Set(sends)].join(', ')}, the document takes no JSON body`] : [];
  }
  const { mismatches } = compareBody(web.checker, call.body.type, json, resolveRef, call.oneOfSeveral);
  return mismatches.map((problem) => `${name} <${call.body!.text}> ${problem}`);
}

const typed = () =>
  web.calls.filter((call): call is WebCall & { type: ts.Type; typeText: string } => call.type !== null);

describe("the web client's response types", () => {
  it('are read from the source: every call, its path followed through variables and the open-form wrapper', () => {
    expect(typed().length).toBeGreaterThan(90);
    expect(web.unresolved).toEqual([]);
    const reached = (method: string, path: string) =>
      web.calls.filter((call) => call.method === method && call.path === path).map((call) => call.where);
    // A path in a const, a closed set of words in a template, a wrapper's parameter followed to its callers.
    expect(reached('PUT', '/api/wishlist/{}')).toEqual([expect.stringMatching(/^stores\/wishlist\/wishlist-api\.ts/)]);
    for (const kind of ['decision', 'received', 'refund', 'payout-paid']) {
      expect(reached('POST', `/api/admin/returns/{}/${kind}`)).toHaveLength(1);
    }
    expect(reached('PUT', '/api/products/{}/reviews/mine')).toHaveLength(1);
    expect(reached('POST', '/api/products/{}/reviews')).toHaveLength(1);
    expect(reached('POST', '/api/contact')).toEqual([
      expect.stringMatching(/^features\/info\/api\/send-contact\.ts:\d+ via lib\/open-form\.ts/),
    ]);
    // A type the compiler could not resolve reads as `any` and would pass unchecked: only the calls that say
    // `unknown` and check the answer themselves may be loose.
    const loose = typed().filter((call) => call.type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown));
    expect(loose.every((call) => call.typeText === 'unknown')).toBe(true);
    expect(loose.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
      [...Object.keys(CHECKED_AS), ...READ_FIELD_BY_FIELD].sort(),
    );
  });

  it('are each an operation of the document, with that method and path', () => {
    const missing = web.calls.filter((call) => !operationPathOf(call));
    expect(missing.map((call) => `${call.method} ${call.path} (${call.where})`)).toEqual([]);
  });

  it('accept every answer the document allows for their operation', () => {
    const mismatches: string[] = [];
    const undescribed: string[] = [];
    for (const call of typed().filter((c) => operationPathOf(c))) {
      const { path, schema } = answerOf(call);
      const name = `${call.method} ${path}`;
      if (!schema) {
        mismatches.push(`${name} <${call.typeText}> (${call.where}): the document has no JSON success answer`);
        continue;
      }
      const checkedAs = CHECKED_AS[`${call.method} ${call.path}`];
      const type = checkedAs ? web.exportedType(sharedSchemas + checkedAs[0], checkedAs[1]) : call.type;
      const result = compareAnswer(web.checker, type, schema, resolveRef);
      for (const problem of result.mismatches) mismatches.push(`${name} <${call.typeText}> (${call.where}) ${problem}`);
      for (const place of result.unchecked) undescribed.push(`${name} ${place.replace(/: .*$/, '')}`);
    }
    expect(mismatches).toEqual([]);
    expect([...new Set(undescribed)].sort()).toEqual([...UNDESCRIBED].sort());
  });

  it('send bodies the document accepts for their operation', () => {
    const sending = web.calls.filter((call) => call.body);
    expect(sending.length).toBeGreaterThan(30);
    expect(web.calls.flatMap(bodyProblems)).toEqual([]);
    const forms = sending.filter((call) => web.checker.typeToString(call.body!.type) === 'FormData');
    expect([...new Set(forms.map((call) => `${call.method} ${operationPathOf(call)}`))].sort()).toEqual(
      FORM_BODIES_UNDESCRIBED,
    );
  });

  it('fail when the document drifts from a body the web sends', () => {
    const call = web.calls.find((c) => c.method === 'POST' && c.path === '/api/contact');
    expect(call?.body, 'the contact form, through postOpenForm').toBeTruthy();
    const path = operationPathOf(call!)!;
    const original = document.paths[path]!.post!.requestBody!.content!['application/json']!.schema!;
    const schema = original.$ref ? resolveRef(original.$ref) : original;
    expect(compareBody(web.checker, call!.body!.type, schema, resolveRef).mismatches).toEqual([]);
    const drifts: [string, (s: JsonSchema) => void, RegExp][] = [
      [
        'a new required property',
        (s) => (s.required = [...(s.required ?? []), 'company']),
        /\.company: the document requires it/,
      ],
      [
        'a property gone',
        (s) => delete s.properties!.message,
        /\.message: the web sends it, the document does not know it/,
      ],
      ['another kind', (s) => (s.properties!.email = { type: 'number' }), /\.email: the web sends string/],
      [
        'a closed set where the web sends any text',
        (s) => (s.properties!.name = { type: 'string', enum: ['x'] }),
        /\.name: the web sends any string/,
      ],
    ];
    for (const [what, drift, expected] of drifts) {
      const copy = structuredClone(schema);
      drift(copy);
      expect(compareBody(web.checker, call!.body!.type, copy, resolveRef).mismatches.join('\n'), what).toMatch(
        expected,
      );
    }
  });

  it('fail when the document drifts from a type the web reads', () => {
    const call = typed().find((c) => c.method === 'GET' && c.path === '/api/orders/my-orders');
    expect(call, 'the My Orders call').toBeDefined();
    const original = answerOf(call!).schema!;
    expect(compareAnswer(web.checker, call!.type, original, resolveRef).mismatches).toEqual([]);

    const order = () => {
      const copy = structuredClone(original);
      const items = copy.properties!.orders!.items as JsonSchema;
      return { copy, order: items };
    };
    const drifts: [string, (order: JsonSchema) => void, RegExp][] = [
      [
        'a required property made optional',
        (o) => (o.required = o.required!.filter((n) => n !== 'total')),
        /\.orders\[\]\.total: .*optional/,
      ],
      ['a property gone', (o) => delete o.properties!.orderNumber, /\.orders\[\]\.orderNumber: .*does not have it/],
      [
        'a null the web does not expect',
        (o) => (o.properties!.total!.nullable = true),
        /\.orders\[\]\.total: the document allows null/,
      ],
      [
        'another kind',
        (o) => (o.properties!.subtotal = { type: 'string' }),
        /\.orders\[\]\.subtotal: the document allows string/,
      ],
      [
        'a new enum value',
        (o) => o.properties!.status!.enum!.push('lost'),
        /\.orders\[\]\.status: the document allows lost/,
      ],
      [
        'any text for a closed set',
        (o) => delete o.properties!.status!.enum,
        /\.orders\[\]\.status: the document allows any string/,
      ],
    ];
    for (const [what, drift, expected] of drifts) {
      const { copy, order: item } = order();
      drift(item);
      const { mismatches } = compareAnswer(web.checker, call!.type, copy, resolveRef);
      expect(mismatches.join('\n'), what).toMatch(expected);
    }
  });
});
