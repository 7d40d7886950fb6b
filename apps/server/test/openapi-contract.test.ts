import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFor } from './helpers/client-address';
import { jsonBodyOr } from './helpers/json-body';
import { baseCase, listOperations, type Operation } from './helpers/openapi-cases';
import { seededRandom } from './helpers/seeded-random';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The OpenAPI document as a contract (docs/decisions/196-openapi-contract.md). `npm test` lints it with Redocly
 * (scripts/openapi-lint.mjs); this file checks what a lint cannot: that each operation's `security` is what the
 * route does, and that every call the web client makes is an operation of the document.
 */

interface DocumentOperation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  paths: Record<string, Record<string, DocumentOperation>>;
}

const SIGN_IN_MESSAGE = 'Please log in to continue';
const webSource = new URL('../../web/src', import.meta.url).pathname;

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.request('/api/docs/json');
  expect(res.status).toBe(200);
  document = res.body as Document;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const operation = (op: Operation) => document.paths[op.path]![op.method.toLowerCase()]!;
/** Required token: a non-empty list without the empty alternative (`[{}, bearer]` is an optional token). */
const needsToken = (op: DocumentOperation) =>
  (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);

describe('the OpenAPI document', () => {
  it('names, summarises and secures every operation, and leaves the simulators out', () => {
    const ops = listOperations(document);
    expect(ops.length).toBeGreaterThan(100);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/sim/'))).toEqual([]);
    const ids = ops.map((op) => operation(op).operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-zA-Z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) {
      const doc = operation(op);
      expect(doc.summary, `${op.method} ${op.path}`).toBeTruthy();
      expect(Array.isArray(doc.security), `${op.method} ${op.path} security`).toBe(true);
      for (const [status, response] of Object.entries(doc.responses)) {
        expect(response.description, `${op.method} ${op.path} ${status}`).not.toBe('Default Response');
      }
    }
  });

  it('documents a PDF as a binary 200 under application/pdf, its errors as JSON', () => {
    const invoice = document.paths['/api/orders/{id}/invoice']!.get!;
    expect(invoice.responses['200']!.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(invoice.responses['404']!.content!)).toEqual(['application/json']);
  });

  it('declares a token exactly where an anonymous call is refused for want of one', async () => {
    const random = seededRandom(196);
    const wrong: string[] = [];
    let serial = 0;
    for (const op of listOperations(document)) {
      const c = baseCase(op, { random, idFor: () => crypto.randomUUID(), serial: () => serial++ });
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(c.path[name] ?? 'x'));
      const query = new URLSearchParams(c.query).toString();
      const headers: Record<string, string> = {
        ...c.headers,
        'x-forwarded-for': addressFor(`openapi-contract:${serial++}`),
      };
      if (c.body !== undefined && op.method !== 'GET') headers['content-type'] = 'application/json';
      const res = await fetch(`${t.url}${path}${query ? `?${query}` : ''}`, {
        method: op.method,
        headers,
        body: c.body !== undefined && op.method !== 'GET' ? JSON.stringify(c.body) : undefined,
      });
      const message = (jsonBodyOr(await res.text(), {}) as { message?: string }).message;
      const refused = res.status === 401 && message === SIGN_IN_MESSAGE;
      if (needsToken(operation(op)) !== refused) {
        wrong.push(
          `${op.method} ${op.path}: security ${JSON.stringify(operation(op).security)}, anonymous ${res.status}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Every `api.get('/…')`-style call and file download in the web client, as method and path (`{}` for a value). */
function webCalls(): { method: string; path: string; where: string }[] {
  const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const calls: { method: string; path: string; where: string }[] = [];
  const asPath = (literal: string) => `/api${literal.replace(/\$\{[^}]*\}/g, '{}').replace(/\?.*$/, '')}`;
  for (const file of files) {
    const text = readFileSync(join(webSource, file), 'utf8');
    const where = relative(webSource, join(webSource, file));
    const api = /\bapi\.(get|post|put|patch|delete)\s*(?:<(?:[^<>]|<[^<>]*>)*>)?\(\s*(['`])([^'`]*)\2/g;
    for (const m of text.matchAll(api)) calls.push({ method: m[1]!.toUpperCase(), path: asPath(m[3]!), where });
    const download = /\bdownloadFile\(\s*(['`])([^'`]*)\1\s*,\s*\{([^}]*)\}/g;
    for (const m of text.matchAll(download)) {
      calls.push({ method: /\bjson\s*:/.test(m[3]!) ? 'POST' : 'GET', path: asPath(m[2]!), where });
    }
  }
  return calls;
}

/** A document path and a call's path match segment by segment; `{id}` there or `{}` (a value) here match any. */
function samePath(documentPath: string, callPath: string): boolean {
  const a = documentPath.split('/');
  const b = callPath.split('/');
  return (
    a.length === b.length && a.every((segment, i) => segment === b[i] || b[i] === '{}' || /^\{.+\}$/.test(segment))
  );
}

describe("the web client's calls", () => {
  it('are each an operation of the document, with that method and path', () => {
    const operations = listOperations(document);
    const calls = webCalls();
    // The client's calls with a literal path (a few build theirs in a variable and are not counted).
    expect(calls.length).toBeGreaterThan(60);
    const missing = calls.filter(
      (call) => !operations.some((op) => op.method === call.method && samePath(op.path, call.path)),
    );
    expect(missing.map((call) => `${call.method} ${call.path} (${call.where})`)).toEqual([]);
  });
});
