import type { z } from 'zod';
import { defaultRetryPolicy, isAbortOrTimeout, retryingCall, type RetryPolicy } from '../retrying-call';
import {
  adhocOrderAnswerSchema,
  awbAnswerSchema,
  cancelAnswerSchema,
  labelAnswerSchema,
  loginAnswerSchema,
  manifestAnswerSchema,
  ordersSearchAnswerSchema,
  pickupAnswerSchema,
  returnOrderAnswerSchema,
  serviceabilityAnswerSchema,
  trackingDataSchema,
} from './answer-schemas';
import {
  ShiprocketError,
  type AdhocOrderPayload,
  type AdhocOrderResponse,
  type FoundProviderOrder,
  type PickupResult,
  type ReturnOrderPayload,
  type ReturnOrderResponse,
  type ServiceabilityQuery,
  type ServiceabilityResponse,
  type ShippingProvider,
  type TrackingData,
} from './types';

/** Tokens live about 10 days and carry no expiry field: renew a day early (and on any 401). */
export const TOKEN_TTL_MS = 9 * 86_400_000;

export interface ShiprocketClientOptions {
  /** The API root; a function when it is only known after listen (the in-process simulator on port 0). */
  baseUrl: string | (() => string);
  email: string;
  password: string;
  /** One budget per call, login and retries included (SHIPROCKET_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries of calls a repeat cannot harm; by default three attempts within the budget (defaultRetryPolicy). */
  retry?: RetryPolicy;
  tokenTtlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

interface RawAnswer {
  status: number;
  /** Parsed JSON; null for an empty body. */
  body: unknown;
  /** The body was there but was not JSON (a proxy's HTML page, a cut-off answer). */
  isUnreadable: boolean;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest provider message passed on; anything longer is not a message meant for people. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * `{message, errors: {field: [..]}}` (or an `error` string) as one readable line. Only Shiprocket's JSON
 * messages: a page of HTML or text from whatever answered instead is never passed on.
 */
function describeBody(body: unknown): { message: string | undefined; fieldErrors?: Record<string, string[]> } {
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
function bodyError(body: unknown): ShiprocketError | null {
  if (!isObject(body)) return null;
  const code =
    typeof body.status_code === 'number' ? body.status_code : typeof body.status === 'number' ? body.status : 200;
  if (code < 400 && body.success !== false) return null;
  const { message, fieldErrors } = describeBody(body);
  return new ShiprocketError('rejected', message ?? `Shiprocket reported error ${code}`, 200, fieldErrors);
}

function httpError(answer: RawAnswer): ShiprocketError {
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

const idText = (v: unknown): string | null =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;
const asProviderId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

const TRANSIENT_KINDS = new Set<string>(['network', 'unavailable', 'invalid-answer']);
/** Failures whose own retries are spent (a login inside a call): the call does not start them over. */
const retriesSpent = new WeakSet<ShiprocketError>();
/** Worth another attempt: nothing was decided (no connection, 5xx, 429, an answer we cannot read). */
const isTransient = (error: unknown) =>
  error instanceof ShiprocketError && TRANSIENT_KINDS.has(error.kind) && !retriesSpent.has(error);

function invalidAnswer(what: string, status: number): ShiprocketError {
  return new ShiprocketError('invalid-answer', `Shiprocket answered ${what} in an unexpected form`, status);
}

/** A 2xx answer's body checked against its schema. */
function parseAnswer<S extends z.ZodType>(schema: S, answer: RawAnswer, what: string): z.output<S> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw invalidAnswer(what, answer.status);
  return parsed.data;
}

interface CallPolicy {
  /** Repeating the call is harmless (reads, login, cancel); creating a shipment or an AWB is not. */
  isRepeatable: boolean;
}

/**
 * The production Shiprocket client. One login serves every call until the token is about to expire or a call
 * answers 401; concurrent callers then share one login. Each call has one time budget (login, retries and
 * waits included), every answer is checked against its shape, 200 included, and only calls a repeat cannot
 * harm are retried.
 */
export function createShiprocketClient(
  options: ShiprocketClientOptions,
): ShippingProvider & { readonly loginCount: number } {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const ttl = options.tokenTtlMs ?? TOKEN_TTL_MS;
  const retryPolicy = options.retry ?? defaultRetryPolicy(options.timeoutMs);
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  let token: { value: string; obtainedAt: number } | null = null;
  let loginInFlight: Promise<string> | null = null;
  let loginCount = 0;

  const root = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal,
    bearer?: string,
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    try {
      // One deadline covers connecting, the headers and reading the body.
      const res = await doFetch(`${root()}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const text = await res.text();
      if (!text.trim()) return { status: res.status, body: null, isUnreadable: false };
      try {
        return { status: res.status, body: JSON.parse(text) as unknown, isUnreadable: false };
      } catch {
        return { status: res.status, body: null, isUnreadable: true };
      }
    } catch (error) {
      if (isAbortOrTimeout(error))
        throw new ShiprocketError('timeout', `Shiprocket did not answer within ${seconds} s`);
      const cause =
        error instanceof Error && isObject(error.cause) && typeof error.cause.code === 'string'
          ? error.cause.code
          : undefined;
      throw new ShiprocketError('network', `Could not reach Shiprocket${cause ? ` (${cause})` : ''}`);
    }
  }

  /** An HTTP error as a ShiprocketError, and a 2xx we cannot read as one too. */
  function checkAnswer(answer: RawAnswer, what: string): RawAnswer {
    if (answer.status < 200 || answer.status >= 300) throw httpError(answer);
    if (answer.isUnreadable) throw invalidAnswer(what, answer.status);
    return answer;
  }

  async function loginOnce(signal: AbortSignal): Promise<string> {
    loginCount += 1;
    const answer = await send('POST', 'auth/login', { email: options.email, password: options.password }, signal);
    if (answer.status !== 200) {
      const error = httpError(answer);
      if (error.kind === 'rejected' || error.kind === 'auth') {
        throw new ShiprocketError(
          'auth',
          `Shiprocket login failed: ${describeBody(answer.body).message ?? `HTTP ${answer.status}`}`,
          answer.status,
        );
      }
      throw error;
    }
    if (answer.isUnreadable || !loginAnswerSchema.safeParse(answer.body).success) {
      throw new ShiprocketError('invalid-answer', 'Shiprocket login answered without a token', 200);
    }
    return loginAnswerSchema.parse(answer.body).token;
  }

  /** A login, retried like a read (a second login only makes a second token), within `timeLeftMs`. */
  async function login(timeLeftMs: number): Promise<string> {
    if (!options.email || !options.password) {
      throw new ShiprocketError('auth', 'Shiprocket API user email and password are not configured');
    }
    try {
      const value = await retryingCall((signal) => loginOnce(signal), {
        timeoutMs: timeLeftMs,
        isRepeatable: true,
        isTransient,
        policy: retryPolicy,
        now,
      });
      token = { value, obtainedAt: now() };
      return value;
    } catch (error) {
      if (error instanceof ShiprocketError) retriesSpent.add(error);
      throw error;
    }
  }

  /** Starts one login, or joins the one running. `stale` is the token a 401 came back for. */
  function renewToken(timeLeftMs: number, stale?: string): Promise<string> {
    if (stale && token && token.value !== stale) return Promise.resolve(token.value);
    if (stale && token?.value === stale) token = null;
    loginInFlight ??= login(timeLeftMs).finally(() => {
      loginInFlight = null;
    });
    return loginInFlight;
  }

  function currentToken(timeLeftMs: number): Promise<string> {
    if (token && now() - token.obtainedAt < ttl) return Promise.resolve(token.value);
    return renewToken(timeLeftMs);
  }

  /**
   * An authenticated call within one budget: a 401 renews the token once (shared) and repeats the call once
   * (a 401 did nothing, so even a create may be repeated then). `read` turns the answer into the result and
   * throws for an answer it cannot use; repeatable calls are tried again after a transient failure.
   */
  function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    policy: CallPolicy,
    read: (answer: RawAnswer) => T,
  ): Promise<T> {
    const deadline = now() + options.timeoutMs;
    const timeLeft = () => Math.max(1, deadline - now());
    const once = async (signal: AbortSignal): Promise<T> => {
      const first = await currentToken(timeLeft());
      let answer = await send(method, path, body, signal, first);
      if (answer.status === 401) {
        const fresh = await renewToken(timeLeft(), first);
        answer = await send(method, path, body, signal, fresh);
      }
      return read(answer);
    };
    return retryingCall(once, {
      timeoutMs: options.timeoutMs,
      isRepeatable: policy.isRepeatable,
      isTransient,
      policy: retryPolicy,
      now,
    });
  }

  /** The 2xx body, after the checks every answer gets (HTTP status, readable, no error inside a 200). */
  function okBody(answer: RawAnswer, what: string): unknown {
    checkAnswer(answer, what);
    const inner = bodyError(answer.body);
    if (inner) throw inner;
    return answer.body;
  }

  /** Track answers are `{tracking_data}`, sometimes wrapped as `{"<id>": {tracking_data}}` or `[{...}]`. */
  function unwrapTracking(answer: RawAnswer): TrackingData {
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

  return {
    get loginCount() {
      return loginCount;
    },

    // Never repeated: Shiprocket has no idempotency, a second POST is a second shipment (docs/providers.md).
    createAdhocOrder(payload: AdhocOrderPayload): Promise<AdhocOrderResponse> {
      return call('POST', 'orders/create/adhoc', payload, { isRepeatable: false }, (answer) => {
        const body = okBody(answer, 'the new shipment');
        const parsed = adhocOrderAnswerSchema.safeParse(body);
        if (!parsed.success) {
          // A message without ids is Shiprocket saying no in a 200; anything else is not an answer at all.
          const { message } = describeBody(body);
          if (message && isObject(body) && idText(body.shipment_id) === null)
            throw new ShiprocketError('rejected', message, 200);
          throw invalidAnswer('the new shipment', answer.status);
        }
        const data = parsed.data;
        return {
          order_id: data.order_id,
          shipment_id: data.shipment_id,
          status: data.status ?? 'NEW',
          status_code: data.status_code ?? 1,
          awb_code: data.awb_code == null || data.awb_code === '' ? null : String(data.awb_code),
          courier_company_id: data.courier_company_id ?? null,
          courier_name: data.courier_name ?? null,
        };
      });
    },

    // Never repeated: a second POST would be a second return order (a repeated order_id is refused anyway).
    createReturnOrder(payload: ReturnOrderPayload): Promise<ReturnOrderResponse> {
      return call('POST', 'orders/create/return', payload, { isRepeatable: false }, (answer) => {
        const body = okBody(answer, 'the return order');
        const parsed = returnOrderAnswerSchema.safeParse(body);
        if (!parsed.success) {
          const { message } = describeBody(body);
          if (message && isObject(body) && idText(body.shipment_id) === null)
            throw new ShiprocketError('rejected', message, 200);
          throw invalidAnswer('the return order', answer.status);
        }
        return {
          order_id: parsed.data.order_id,
          shipment_id: parsed.data.shipment_id,
          status: parsed.data.status ?? 'RETURN PENDING',
          status_code: parsed.data.status_code ?? null,
        };
      });
    },

    // Not repeated here: the tracking poll assigns a missing AWB later, with the state read afresh.
    assignAwb({ shipmentId, courierId }) {
      const request = { shipment_id: asProviderId(shipmentId), ...(courierId ? { courier_id: courierId } : {}) };
      return call('POST', 'courier/assign/awb', request, { isRepeatable: false }, (answer) => {
        const body = parseAnswer(awbAnswerSchema, { ...answer, body: okBody(answer, 'the AWB') }, 'the AWB');
        const data = body.response?.data;
        if (body.awb_assign_status !== 1 || data?.awb_code == null || data.awb_code === '') {
          throw new ShiprocketError(
            'rejected',
            data?.awb_assign_error ?? body.message ?? 'Shiprocket could not assign an AWB',
            200,
          );
        }
        return {
          awbCode: String(data.awb_code),
          courierName: data.courier_name ?? null,
          courierCompanyId: idText(data.courier_company_id),
        };
      });
    },

    trackShipment(shipmentId: string) {
      return call(
        'GET',
        `courier/track/shipment/${encodeURIComponent(shipmentId)}`,
        undefined,
        { isRepeatable: true },
        unwrapTracking,
      );
    },

    trackAwb(awb: string) {
      return call(
        'GET',
        `courier/track/awb/${encodeURIComponent(awb)}`,
        undefined,
        { isRepeatable: true },
        unwrapTracking,
      );
    },

    // Cancelling a cancelled order changes nothing, so a lost answer is worth asking again.
    async cancelOrders(providerOrderIds: string[]) {
      await call(
        'POST',
        'orders/cancel',
        { ids: providerOrderIds.map(asProviderId) },
        { isRepeatable: true },
        (answer) =>
          parseAnswer(cancelAnswerSchema, { ...answer, body: okBody(answer, 'the cancellation') }, 'the cancellation'),
      );
    },

    // A repeat is harmless: Shiprocket answers "Already in Pickup Queue", which counts as done.
    generatePickup(shipmentId: string): Promise<PickupResult> {
      const request = { shipment_id: [asProviderId(shipmentId)] };
      return call('POST', 'courier/generate/pickup', request, { isRepeatable: true }, (answer) => {
        const { message } = describeBody(answer.body);
        if (answer.status === 400 && message && /already in pickup queue/i.test(message)) {
          return { pickupScheduledDate: null, pickupToken: null, alreadyRequested: true };
        }
        const body = parseAnswer(pickupAnswerSchema, { ...answer, body: okBody(answer, 'the pickup') }, 'the pickup');
        if (body.pickup_status !== 1) {
          throw new ShiprocketError('rejected', message ?? 'Shiprocket could not schedule the pickup', answer.status);
        }
        const token = body.response?.pickup_token_number;
        return {
          pickupScheduledDate: body.response?.pickup_scheduled_date ?? null,
          pickupToken: token == null ? null : String(token),
          alreadyRequested: false,
        };
      });
    },

    generateLabel(shipmentIds: string[]) {
      const request = { shipment_id: shipmentIds.map(asProviderId) };
      return call('POST', 'courier/generate/label', request, { isRepeatable: true }, (answer) => {
        const body = parseAnswer(labelAnswerSchema, { ...answer, body: okBody(answer, 'the label') }, 'the label');
        if (body.label_created !== 1 || !body.label_url) {
          throw new ShiprocketError('rejected', body.response ?? 'Shiprocket could not create the label', answer.status);
        }
        return { labelUrl: body.label_url };
      });
    },

    /** Generates the manifest; when Shiprocket says it exists already, prints that one (by Shiprocket order ids). */
    async generateManifest(shipmentIds: string[], providerOrderIds: string[]) {
      const readUrl = (answer: RawAnswer, what: string) => {
        const body = parseAnswer(manifestAnswerSchema, { ...answer, body: okBody(answer, what) }, what);
        if (!body.manifest_url) throw new ShiprocketError('rejected', `Shiprocket answered no ${what}`, answer.status);
        return { manifestUrl: body.manifest_url };
      };
      const generated = await call(
        'POST',
        'manifests/generate',
        { shipment_id: shipmentIds.map(asProviderId) },
        { isRepeatable: true },
        (answer) => {
          const { message } = describeBody(answer.body);
          if (answer.status === 400 && message && /manifest already generated/i.test(message)) return null;
          return readUrl(answer, 'the manifest');
        },
      );
      if (generated) return generated;
      return call(
        'POST',
        'manifests/print',
        { order_ids: providerOrderIds.map(asProviderId) },
        { isRepeatable: true },
        (answer) => readUrl(answer, 'the manifest'),
      );
    },

    findOrdersByChannelId(channelOrderId: string): Promise<FoundProviderOrder[]> {
      const params = new URLSearchParams({ search: channelOrderId });
      return call('GET', `orders?${params.toString()}`, undefined, { isRepeatable: true }, (answer) => {
        const body = parseAnswer(ordersSearchAnswerSchema, { ...answer, body: okBody(answer, 'the order search') }, 'the order search');
        // `search` also matches AWBs and partial ids: only an exact channel order id is ours.
        return body.data
          .filter((o) => o.channel_order_id === channelOrderId)
          .map((o) => {
            const shipment = Array.isArray(o.shipments) ? o.shipments[0] : o.shipments;
            return {
              providerOrderId: String(o.id),
              channelOrderId: o.channel_order_id,
              shipmentId: shipment ? String(shipment.id) : null,
              awbCode: shipment?.awb ? String(shipment.awb) : null,
              status: o.status ?? null,
            };
          });
      });
    },

    /** Links point at Shiprocket's file storage, which wants no token; only a PDF is accepted. */
    async downloadDocument(url: string): Promise<Buffer> {
      let res: Response;
      try {
        res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        if (isAbortOrTimeout(error)) throw new ShiprocketError('timeout', `Shiprocket's document did not arrive within ${seconds} s`);
        throw new ShiprocketError('network', "Could not download Shiprocket's document");
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new ShiprocketError('unavailable', `Shiprocket's document answered HTTP ${res.status}`, res.status);
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new ShiprocketError('invalid-answer', "Shiprocket's document is not a PDF", res.status);
      return bytes;
    },

    /** An unserviceable PIN is an answer (status 404), not an error, whether it comes as HTTP 404 or in a 200. */
    checkServiceability(query: ServiceabilityQuery): Promise<ServiceabilityResponse> {
      const params = new URLSearchParams({
        pickup_postcode: query.pickupPincode,
        delivery_postcode: query.deliveryPincode,
        cod: query.cod ? '1' : '0',
        weight: String(query.weightKg),
      });
      // Units of the API reference: weight in kg, the box in cm, the value in rupees.
      if (query.dimensionsCm) {
        params.set('length', String(query.dimensionsCm.length));
        params.set('breadth', String(query.dimensionsCm.breadth));
        params.set('height', String(query.dimensionsCm.height));
      }
      if (query.declaredValue !== undefined) params.set('declared_value', String(query.declaredValue));
      return call(
        'GET',
        `courier/serviceability/?${params.toString()}`,
        undefined,
        { isRepeatable: true },
        (answer) => {
          const body = answer.body;
          if (answer.status === 404 || (answer.status === 200 && isObject(body) && body.status === 404)) {
            return {
              status: 404,
              message: describeBody(body).message ?? 'No courier serviceable',
              data: { available_courier_companies: [] },
            };
          }
          const data = parseAnswer(
            serviceabilityAnswerSchema,
            { ...answer, body: okBody(answer, 'serviceability') },
            'serviceability',
          );
          return { status: data.status ?? 200, message: data.message, data: data.data };
        },
      );
    },
  };
}

export type ShiprocketClient = ReturnType<typeof createShiprocketClient>;
