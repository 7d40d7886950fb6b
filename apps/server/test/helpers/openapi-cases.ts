import fc from 'fast-check';
import type { Random } from './seeded-random';

/**
 * Schema-aware request cases built from the server's own OpenAPI document (issue 30's fuzz pass): a
 * valid-looking request from the operation's path / query / header / body schemas, then the same request with
 * exactly one field moved to a boundary or wrong value. Values stay near-valid, so most cases pass the other
 * fields' validation and reach the handler, where a random body would stop at the first check.
 */

export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

/** A request before it is sent: path parameters, query, headers and the JSON body (undefined: none). */
export interface RequestCase {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/** Marks a field the mutation removes. */
const MISSING = Symbol('missing');
type Value = unknown;

const EXAMPLE_TIME = '2026-06-15T10:30:00.000Z';

/** The concrete schema of a union: the first option that is not `null` (the valid-looking one). */
function concrete(schema: Schema): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return concrete(options.find((o) => o.type !== 'null') ?? options[0] ?? {});
}

function patternString(pattern: string, random: Random): string {
  try {
    const [sample] = fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 1, seed: random.int(0, 2 ** 30) });
    return sample ?? 'abc';
  } catch {
    return 'abc';
  }
}

/** Context of a value built for one run: real ids to reach handlers and a counter for unique emails. */
export interface BuildContext {
  random: Random;
  /** A real id for a uuid field of this name, so the case gets past "not found". */
  idFor: (name: string) => string;
  serial: () => number;
}

/** Values a field's name asks for, that its schema alone cannot describe (an Indian phone, a state, a date range). */
const NAMED_VALUES: [RegExp, string][] = [
  [/phone/i, '+91 98765 43210'],
  [/^state$/, 'Karnataka'],
  [/pincode|postcode/i, '560001'],
  [/^(startDate|from)$/, '2026-05-01'],
  [/^(endDate|to)$/, '2026-05-31'],
  [/month/i, '2026-05'],
];

function validString(s: Schema, name: string, ctx: BuildContext): string {
  if (s.format === 'uuid') return ctx.idFor(name);
  if (s.format === 'email' || /email/i.test(name)) return `fuzz-${ctx.serial()}@example.com`;
  if (s.format === 'date-time') return /end/i.test(name) ? '2026-12-31T23:59:59.000Z' : EXAMPLE_TIME;
  const named = NAMED_VALUES.find(([re]) => re.test(name));
  if (named) return named[1];
  if (s.pattern) return patternString(s.pattern, ctx.random);
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 40;
  const text = `Fuzz ${name} ${ctx.serial()}`.slice(0, max);
  return text.length >= min ? text : text.padEnd(min, 'x');
}

function validNumber(s: Schema, integer: boolean): number {
  const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? 0);
  const high = s.maximum ?? low + 100;
  const middle = Math.min(high, Math.max(low, 3));
  return integer ? Math.ceil(middle) : middle;
}

/** A valid-looking value for `schema` (the field is called `name`). */
export function validValue(schema: Schema, name: string, ctx: BuildContext): Value {
  const s = concrete(schema);
  if (s.enum && s.enum.length > 0) return ctx.random.pick(s.enum);
  switch (s.type) {
    case 'object': {
      const out: Record<string, Value> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) out[key] = validValue(child, key, ctx);
      return out;
    }
    case 'array': {
      const count = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: count }, () => validValue(s.items ?? {}, name, ctx));
    }
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return true;
    case 'string':
      return validString(s, name, ctx);
    default:
      return s.properties ? validValue({ ...s, type: 'object' }, name, ctx) : 'fuzz';
  }
}

const NUMBER_EDGES: Value[] = [
  1e-9, -1e-9, 0, -0, -1, 0.5, 1.005, 0.1 + 0.2, 1e21, 1e308, Number.MAX_SAFE_INTEGER + 2, -1e21, 'NaN', 'Infinity',
  '1e309', '12', '', true, [], {},
];
const STRING_EDGES: Value[] = [
  '', ' ', '\u0000', 'a\u0000b', '😀', '\u202eevil', 'NOT_AN_OPTION', 'not-a-uuid', '00000000-0000-0000-0000-000000000000',
  'NaN', '-1', '1e-9', '0.000000001', 'null', '__proto__', "' OR 1=1 --", 'x'.repeat(20_000), 42, 1e-9, true, [], {},
];
const DATE_EDGES: Value[] = [
  '2026-02-30T00:00:00Z', '2026-02-29T00:00:00Z', '0000-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.001Z', '2026-06-15', '2026-06-15T10:30:00', '2026-06-15T24:00:00Z', '2026-06-15T10:30:00.123456789+05:30',
];
const EMAIL_EDGES: Value[] = ['a@', '@example.com', `${'x'.repeat(300)}@example.com`, 'ＵＳＥＲ@example.com', 'a@b', 'a"b@example.com'];

function lengthEdges(s: Schema): Value[] {
  const out: Value[] = [];
  if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1), '😀'.repeat(s.maxLength));
  if (s.minLength !== undefined && s.minLength > 0) out.push('x'.repeat(s.minLength - 1), ' '.repeat(s.minLength));
  return out;
}

function rangeEdges(s: Schema, integer: boolean): Value[] {
  const out: Value[] = integer ? [1.5, 2 ** 31, 2 ** 53] : [];
  for (const bound of [s.minimum, s.maximum, typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined]) {
    if (bound === undefined) continue;
    out.push(bound, bound - 1, bound + 1, bound - 1e-9, bound + 1e-9);
  }
  return out;
}

/** Boundary and wrong values for one field of schema `schema` whose valid value is `valid`. */
export function edgeValues(schema: Schema, valid: Value): Value[] {
  const s = concrete(schema);
  const common: Value[] = [MISSING, null];
  if (s.enum) return [...common, 'NOT_AN_OPTION', '', String(s.enum[0]).toUpperCase(), ` ${String(s.enum[0])}`, 1];
  switch (s.type) {
    case 'integer':
    case 'number':
      return [...common, ...NUMBER_EDGES, ...rangeEdges(s, s.type === 'integer')];
    case 'boolean':
      return [...common, 'true', 0, 1, 'yes', []];
    case 'array': {
      const item = Array.isArray(valid) ? valid[0] : null;
      const many = Math.max((s.maxItems ?? 100) + 1, 1);
      return [...common, [], Array.from({ length: Math.min(many, 5000) }, () => item), [null], [item, item], 'x', {}];
    }
    case 'object':
      return [...common, {}, [], 'x', { ...(valid as object), unexpectedField: 'x' }];
    default: {
      const specific = s.format === 'date-time' ? DATE_EDGES : s.format === 'email' ? EMAIL_EDGES : [];
      return [...common, ...specific, ...lengthEdges(s), ...STRING_EDGES];
    }
  }
}

/** Every field of a body schema worth mutating: its key path and schema (depth-limited). */
function bodyFields(schema: Schema, path: (string | number)[] = [], depth = 0): { path: (string | number)[]; schema: Schema }[] {
  const s = concrete(schema);
  const here = path.length > 0 ? [{ path, schema }] : [];
  if (depth >= 3) return here;
  if (s.type === 'object' || s.properties) {
    return [...here, ...Object.entries(s.properties ?? {}).flatMap(([k, child]) => bodyFields(child, [...path, k], depth + 1))];
  }
  if (s.type === 'array' && s.items) return [...here, ...bodyFields(s.items, [...path, 0], depth + 1)];
  return here;
}

function setAt(root: Value, path: (string | number)[], value: Value): Value {
  const copy = structuredClone(root) as Record<string | number, Value>;
  let node = copy as Record<string | number, Value> | undefined;
  for (const key of path.slice(0, -1)) {
    const next = node?.[key];
    if (next === null || typeof next !== 'object') return copy;
    node = next as Record<string | number, Value>;
  }
  const last = path[path.length - 1]!;
  if (!node) return copy;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

const asParam = (v: Value): string | typeof MISSING =>
  v === MISSING ? MISSING : typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined';

/** Where a parameter goes in a request case. */
const bagOf = (p: Parameter): 'path' | 'query' | 'headers' => (p.in === 'header' ? 'headers' : p.in === 'path' ? 'path' : 'query');

/** The valid-looking request of an operation. */
export function baseCase(op: Operation, ctx: BuildContext): RequestCase {
  const out: RequestCase = { label: 'valid-looking', path: {}, query: {}, headers: {}, body: undefined };
  for (const p of op.parameters) {
    if (p.in === 'cookie') continue;
    const value = asParam(validValue(p.schema ?? { type: 'string' }, p.name, ctx));
    if (value !== MISSING) out[bagOf(p)][p.name] = value;
  }
  if (op.body) out.body = validValue(op.body, 'body', ctx);
  return out;
}

/** Every one-field mutation of the base request, each with a label naming the field and the value. */
export function mutations(op: Operation, base: RequestCase): RequestCase[] {
  const out: RequestCase[] = [];
  const describe = (v: Value) => (v === MISSING ? 'missing' : (JSON.stringify(v) ?? String(v)).slice(0, 40));
  for (const p of op.parameters) {
    if (p.in === 'cookie') continue;
    const where = bagOf(p);
    for (const edge of edgeValues(p.schema ?? { type: 'string' }, base[where][p.name])) {
      const value = asParam(edge);
      if (p.in === 'path' && (value === MISSING || value === '')) continue; // another route, not this one
      // A header can only carry visible ASCII (HTTP clients refuse NUL or emoji before sending anything).
      if (p.in === 'header' && value !== MISSING && !/^[\x20-\x7e]*$/.test(value)) continue;
      const bag = { ...base[where] };
      if (value === MISSING) delete bag[p.name];
      else bag[p.name] = value;
      out.push({ ...base, [where]: bag, label: `${p.in} ${p.name} = ${describe(edge)}` });
    }
  }
  if (op.body) {
    for (const field of bodyFields(op.body)) {
      for (const edge of edgeValues(field.schema, getAt(base.body, field.path))) {
        out.push({ ...base, body: setAt(base.body, field.path, edge), label: `body.${field.path.join('.')} = ${describe(edge)}` });
      }
    }
    for (const body of [null, [], 'x', {}, withProtoKey(base.body)]) {
      out.push({ ...base, body, label: `body = ${describe(body)}` });
    }
  }
  return out;
}

/** The body plus an unknown field and an own `__proto__` key, as a JSON attacker sends it. */
function withProtoKey(body: Value): Value {
  return Object.assign(JSON.parse('{"__proto__":{"role":"admin"}}') as object, body, { unexpectedField: 'x' });
}

function getAt(root: Value, path: (string | number)[]): Value {
  let node = root;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string | number, Value>)[key] : undefined;
  return node;
}

/** The operations of an OpenAPI document, as method, path, parameters and JSON body schema. */
export function listOperations(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}
