import type { z } from 'zod';
import { trackingDataSchema } from './answer-schemas';
import { ShiprocketError, type TrackingData } from './types';

/*
 * Reading Shiprocket's answers: its error texts, errors inside a 200, answers in a shape we cannot use, and
 * which failures are worth another attempt.
 */

export interface RawAnswer {
  status: number;
  /** Parsed JSON; null for an empty body. */
  body: unknown;
  /** The body was there but was not JSON (a proxy's HTML page, a cut-off answer). */
  isUnreadable: boolean;
}

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest provider message passed on; anything longer is not a message meant for people. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * `{message, errors: {field: [..]}}` (or an `error` string) as one readable line. Only Shiprocket's JSON
 * messages: a page of HTML or text from whatever answered instead is never passed on.
 */
export function describeBody(body: unknown): { message: string | undefined; fieldErrors?: Record<string, string[]> } {
  if (!isObject(body)) return { message: undefined };
  const base =
    typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : undefined;
  let fieldErrors: Record<string, string[]> | undefined;
  const parts: string[] = [];
  if (isObject(body.errors)) {
    fieldErrors = {};
    for (const [field, value] of Object.entries(body.errors)) {
      const list = (Array.isArray(value) ? value : [value]).map(String);
      fieldErrors[field] = list;
      parts.push(`${field}: ${list.join(', ')}`);
    }
  } else if (Array.isArray(body.errors)) {
    parts.push(...body.errors.map(String));
  }
  const message = [base, parts.join('; ')].filter(Boolean).join(' ').trim();
  return { message: message ? message.slice(0, MAX_MESSAGE_LENGTH) : undefined, fieldErrors };
}

/** Shiprocket sometimes answers 200 with an error inside: `status_code`/`status` >= 400 or `success: false`. */
export function bodyError(body: unknown): ShiprocketError | null {
  if (!isObject(body)) return null;
  const code =
    typeof body.status_code === 'number' ? body.status_code : typeof body.status === 'number' ? body.status : 200;
  if (code < 400 && body.success !== false) return null;
  const { message, fieldErrors } = describeBody(body);
  return new ShiprocketError('rejected', message ?? `Shiprocket reported error ${code}`, 200, fieldErrors);
}

export function httpError(answer: RawAnswer): ShiprocketError {
  const { status, body } = answer;
  const { message, fieldErrors } = describeBody(body);
  if (status === 401)
    return new ShiprocketError('auth', `Shiprocket rejected our credentials (${message ?? 'Unauthenticated.'})`, 401);
  if (status === 429)
    return new ShiprocketError(
      'unavailable',
      'Shiprocket is rate limiting our requests. Please try again in a minute.',
      429,
    );
  if (status >= 500) {
    return new ShiprocketError(
      'unavailable',
      `Shiprocket is unavailable (HTTP ${status}${message ? `: ${message}` : ''})`,
      status,
    );
  }
  return new ShiprocketError('rejected', message ?? `Shiprocket answered HTTP ${status}`, status, fieldErrors);
}

export const idText = (v: unknown): string | null =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;
export const asProviderId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

const TRANSIENT_KINDS = new Set<string>(['network', 'unavailable', 'invalid-answer']);
/** Failures whose own retries are spent (a login inside a call): the call does not start them over. */
export const retriesSpent = new WeakSet<ShiprocketError>();
/** Worth another attempt: nothing was decided (no connection, 5xx, 429, an answer we cannot read). */
export const isTransient = (error: unknown) =>
  error instanceof ShiprocketError && TRANSIENT_KINDS.has(error.kind) && !retriesSpent.has(error);

export function invalidAnswer(what: string, status: number): ShiprocketError {
  return new ShiprocketError('invalid-answer', `Shiprocket answered ${what} in an unexpected form`, status);
}

/** A 2xx answer's body checked against its schema. */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: RawAnswer, what: string): z.output<S> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw invalidAnswer(what, answer.status);
  return parsed.data;
}

export interface CallPolicy {
  /** Repeating the call is harmless (reads, login, cancel); creating a shipment or an AWB is not. */
  isRepeatable: boolean;
}

/** An HTTP error as a ShiprocketError, and a 2xx we cannot read as one too. */
export function checkAnswer(answer: RawAnswer, what: string): RawAnswer {
  if (answer.status < 200 || answer.status >= 300) throw httpError(answer);
  if (answer.isUnreadable) throw invalidAnswer(what, answer.status);
  return answer;
}

/** The 2xx body, after the checks every answer gets (HTTP status, readable, no error inside a 200). */
export function okBody(answer: RawAnswer, what: string): unknown {
  checkAnswer(answer, what);
  const inner = bodyError(answer.body);
  if (inner) throw inner;
  return answer.body;
}

/** The 2xx body after those checks, checked against its schema. */
export function parseOkAnswer<S extends z.ZodType>(schema: S, answer: RawAnswer, what: string): z.output<S> {
  return parseAnswer(schema, { ...answer, body: okBody(answer, what) }, what);
}

/** A create answered without its ids: Shiprocket saying no in a 200 when it gave a message, else no answer at all. */
export function unusableCreateAnswer(body: unknown, answer: RawAnswer, what: string): ShiprocketError {
  const { message } = describeBody(body);
  if (message && isObject(body) && idText(body.shipment_id) === null)
    return new ShiprocketError('rejected', message, 200);
  return invalidAnswer(what, answer.status);
}

/** Track answers are `{tracking_data}`, sometimes wrapped as `{"<id>": {tracking_data}}` or `[{...}]`. */
export function unwrapTracking(answer: RawAnswer): TrackingData {
  const body = okBody(answer, 'tracking');
  const candidates: unknown[] = [body];
  if (Array.isArray(body)) candidates.push(...(body as unknown[]));
  for (const c of [...candidates]) if (isObject(c)) candidates.push(...Object.values(c));
  for (const c of candidates) {
    if (isObject(c) && c.tracking_data !== undefined) {
      return parseAnswer(trackingDataSchema, { ...answer, body: c.tracking_data }, 'tracking') as TrackingData;
    }
  }
  throw new ShiprocketError('invalid-answer', 'Shiprocket answered without tracking data', answer.status);
}
