import {
  ShiprocketError,
  type AdhocOrderPayload,
  type AdhocOrderResponse,
  type AwbAssignResponse,
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
  timeoutMs: number;
  tokenTtlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

interface RawAnswer {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{message, errors: {field: [..]}}` (or an `error` string) as one readable line. */
function describeBody(body: unknown): { message: string | undefined; fieldErrors?: Record<string, string[]> } {
  if (!isObject(body)) return { message: typeof body === 'string' && body.length < 300 ? body.trim() || undefined : undefined };
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
  return { message: message || undefined, fieldErrors };
}

/** Shiprocket sometimes answers 200 with an error inside: `status_code`/`status` >= 400 or `success: false`. */
function bodyError(body: unknown): ShiprocketError | null {
  if (!isObject(body)) return null;
  const code = typeof body.status_code === 'number' ? body.status_code : typeof body.status === 'number' ? body.status : 200;
  if (code < 400 && body.success !== false) return null;
  const { message, fieldErrors } = describeBody(body);
  return new ShiprocketError('rejected', message ?? `Shiprocket reported error ${code}`, 200, fieldErrors);
}

function httpError(answer: RawAnswer): ShiprocketError {
  const { status, body } = answer;
  const { message, fieldErrors } = describeBody(body);
  if (status === 401) return new ShiprocketError('auth', `Shiprocket rejected our credentials (${message ?? 'Unauthenticated.'})`, 401);
  if (status === 429) return new ShiprocketError('unavailable', 'Shiprocket is rate limiting our requests. Please try again in a minute.', 429);
  if (status >= 500) {
    return new ShiprocketError('unavailable', `Shiprocket is unavailable (HTTP ${status}${message ? `: ${message}` : ''})`, status);
  }
  return new ShiprocketError('rejected', message ?? `Shiprocket answered HTTP ${status}`, status, fieldErrors);
}

const idText = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null);
const asProviderId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/**
 * The production Shiprocket client. One login serves every call until the token is about to expire or a call
 * answers 401; concurrent callers then share one login. Every request has a timeout, and every answer is
 * checked, 200 included.
 */
export function createShiprocketClient(options: ShiprocketClientOptions): ShippingProvider & { readonly loginCount: number } {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const ttl = options.tokenTtlMs ?? TOKEN_TTL_MS;
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  let token: { value: string; obtainedAt: number } | null = null;
  let loginInFlight: Promise<string> | null = null;
  let loginCount = 0;

  const root = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  async function send(method: 'GET' | 'POST', path: string, body: unknown, bearer?: string): Promise<RawAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    try {
      // One deadline covers connecting, the headers and reading the body.
      const res = await doFetch(`${root()}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (an HTML error page from a proxy): keep the text for the message.
      }
      return { status: res.status, body: parsed };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ShiprocketError('timeout', `Shiprocket did not answer within ${seconds} s`);
      }
      const cause = error instanceof Error && isObject(error.cause) && typeof error.cause.code === 'string' ? error.cause.code : undefined;
      throw new ShiprocketError('network', `Could not reach Shiprocket${cause ? ` (${cause})` : ''}`);
    }
  }

  async function login(): Promise<string> {
    if (!options.email || !options.password) {
      throw new ShiprocketError('auth', 'Shiprocket API user email and password are not configured');
    }
    loginCount += 1;
    const answer = await send('POST', 'auth/login', { email: options.email, password: options.password });
    if (answer.status !== 200) {
      const error = httpError(answer);
      if (error.kind === 'rejected' || error.kind === 'auth') {
        throw new ShiprocketError('auth', `Shiprocket login failed: ${describeBody(answer.body).message ?? `HTTP ${answer.status}`}`, answer.status);
      }
      throw error;
    }
    const value = isObject(answer.body) && typeof answer.body.token === 'string' ? answer.body.token : '';
    if (!value) throw new ShiprocketError('invalid-answer', 'Shiprocket login answered without a token', 200);
    token = { value, obtainedAt: now() };
    return value;
  }

  /** Starts one login, or joins the one running. `stale` is the token a 401 came back for. */
  function renewToken(stale?: string): Promise<string> {
    if (stale && token && token.value !== stale) return Promise.resolve(token.value);
    if (stale && token?.value === stale) token = null;
    loginInFlight ??= login().finally(() => {
      loginInFlight = null;
    });
    return loginInFlight;
  }

  function currentToken(): Promise<string> {
    if (token && now() - token.obtainedAt < ttl) return Promise.resolve(token.value);
    return renewToken();
  }

  /** An authenticated call; a 401 renews the token once (shared) and repeats the call once. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer> {
    const first = await currentToken();
    let answer = await send(method, path, body, first);
    if (answer.status === 401) {
      const fresh = await renewToken(first);
      answer = await send(method, path, body, fresh);
    }
    return answer;
  }

  async function callOk(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const answer = await call(method, path, body);
    if (answer.status < 200 || answer.status >= 300) throw httpError(answer);
    const inner = bodyError(answer.body);
    if (inner) throw inner;
    return answer.body;
  }

  /** Track answers are `{tracking_data}`, sometimes wrapped as `{"<id>": {tracking_data}}` or `[{...}]`. */
  function unwrapTracking(body: unknown): TrackingData {
    const candidates: unknown[] = [body];
    if (Array.isArray(body)) candidates.push(...(body as unknown[]));
    for (const c of [...candidates]) if (isObject(c)) candidates.push(...Object.values(c));
    for (const c of candidates) {
      if (isObject(c) && isObject(c.tracking_data)) return c.tracking_data as unknown as TrackingData;
    }
    throw new ShiprocketError('invalid-answer', 'Shiprocket answered without tracking data', 200);
  }

  return {
    get loginCount() {
      return loginCount;
    },

    async createAdhocOrder(payload: AdhocOrderPayload): Promise<AdhocOrderResponse> {
      const body = await callOk('POST', 'orders/create/adhoc', payload);
      if (!isObject(body) || idText(body.shipment_id) === null || idText(body.order_id) === null) {
        const { message } = describeBody(body);
        throw new ShiprocketError('rejected', message ?? 'Shiprocket did not return a shipment id', 200);
      }
      return body as unknown as AdhocOrderResponse;
    },

    async assignAwb({ shipmentId, courierId }) {
      const body = (await callOk('POST', 'courier/assign/awb', {
        shipment_id: asProviderId(shipmentId),
        ...(courierId ? { courier_id: courierId } : {}),
      })) as AwbAssignResponse | null;
      const data = body?.response?.data;
      if (!body || body.awb_assign_status !== 1 || !data?.awb_code) {
        throw new ShiprocketError('rejected', data?.awb_assign_error ?? body?.message ?? 'Shiprocket could not assign an AWB', 200);
      }
      return {
        awbCode: String(data.awb_code),
        courierName: data.courier_name ?? null,
        courierCompanyId: idText(data.courier_company_id),
      };
    },

    async trackShipment(shipmentId: string) {
      return unwrapTracking(await callOk('GET', `courier/track/shipment/${encodeURIComponent(shipmentId)}`));
    },

    async trackAwb(awb: string) {
      return unwrapTracking(await callOk('GET', `courier/track/awb/${encodeURIComponent(awb)}`));
    },

    async cancelOrders(providerOrderIds: string[]) {
      await callOk('POST', 'orders/cancel', { ids: providerOrderIds.map(asProviderId) });
    },

    /** An unserviceable PIN is an answer (status 404), not an error, whether it comes as HTTP 404 or in a 200. */
    async checkServiceability(query: ServiceabilityQuery): Promise<ServiceabilityResponse> {
      const params = new URLSearchParams({
        pickup_postcode: query.pickupPincode,
        delivery_postcode: query.deliveryPincode,
        cod: query.cod ? '1' : '0',
        weight: String(query.weightKg),
      });
      const answer = await call('GET', `courier/serviceability/?${params.toString()}`);
      const body = answer.body;
      if (answer.status === 404 || (answer.status === 200 && isObject(body) && body.status === 404)) {
        return { status: 404, message: describeBody(body).message ?? 'No courier serviceable', data: { available_courier_companies: [] } };
      }
      if (answer.status < 200 || answer.status >= 300) throw httpError(answer);
      const inner = bodyError(body);
      if (inner) throw inner;
      if (!isObject(body)) throw new ShiprocketError('invalid-answer', 'Shiprocket answered serviceability without data', 200);
      return body as unknown as ServiceabilityResponse;
    },
  };
}

export type ShiprocketClient = ReturnType<typeof createShiprocketClient>;
