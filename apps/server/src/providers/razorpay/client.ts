import { z } from 'zod';
import type { Notes, RazorpayCollection, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './types';

/**
 * Why a call failed, in the terms a caller acts on:
 * - unavailable: no usable answer (network, time-out, 5xx, 429, garbage): try again later, nothing changed here;
 * - unauthorized: the key pair is wrong (a configuration problem, also worth retrying once fixed);
 * - rejected: Razorpay understood and said no (4xx with its error body); retrying the same call will not help.
 */
export type RazorpayFailure = 'unavailable' | 'unauthorized' | 'rejected';

export class RazorpayError extends Error {
  constructor(
    readonly kind: RazorpayFailure,
    message: string,
    readonly details: {
      operation: string;
      status?: number;
      code?: string;
      description?: string;
      field?: string | null;
    },
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

export interface CreateOrderInput {
  amount: number;
  currency: string;
  receipt: string;
  notes?: Notes;
}

export interface RefundInput {
  /** Paise; omitted means the whole unrefunded amount. */
  amount?: number;
  speed?: 'normal' | 'optimum';
  notes?: Notes;
  receipt?: string;
}

/** The calls the shop makes to Razorpay. The production client and the tests use this same code. */
export interface RazorpayClient {
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** The idempotency key (>= 10 characters) makes a retried refund return the first refund, never a second. */
  refundPayment(paymentId: string, input: RefundInput, idempotencyKey: string): Promise<RazorpayRefund>;
}

export interface RazorpayClientOptions {
  /** API root including /v1. A function for the in-process simulator, whose port is known only once listening. */
  baseUrl: string | (() => string);
  keyId: string;
  keySecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

// Only the fields the shop relies on are checked; Razorpay adds fields over time and that must not break us.
const orderSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
const paymentSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable(),
});
const refundSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int(),
  payment_id: z.string(),
  status: z.string(),
});
const collectionOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });
const errorBodySchema = z.object({
  error: z.looseObject({
    code: z.string().optional(),
    description: z.string().optional(),
    field: z.string().nullish(),
  }),
});

const segment = (id: string) => encodeURIComponent(id);

export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const baseUrl = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  async function call<T>(
    operation: string,
    schema: z.ZodType,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json', ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl()}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new RazorpayError(
        'unavailable',
        isTimeout
          ? `Razorpay ${operation} timed out after ${options.timeoutMs} ms`
          : `Razorpay ${operation} failed: ${error instanceof Error ? (causeOf(error) ?? error.message) : String(error)}`,
        { operation },
      );
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(json);
      const description = parsed.success ? parsed.data.error.description : undefined;
      const details = {
        operation,
        status: response.status,
        code: parsed.success ? parsed.data.error.code : undefined,
        description,
        field: parsed.success ? parsed.data.error.field : undefined,
      };
      const message = `Razorpay ${operation} answered ${response.status}${description ? `: ${description}` : ''}`;
      // PROVIDERS.md is unsure whether a bad key answers 401 or 400, so both readings are handled.
      if (response.status === 401 || /api key provided is invalid/i.test(description ?? '')) {
        throw new RazorpayError('unauthorized', message, details);
      }
      if (response.status >= 500 || response.status === 429 || !parsed.success) {
        throw new RazorpayError('unavailable', message, details);
      }
      throw new RazorpayError('rejected', message, details);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError('unavailable', `Razorpay ${operation} answered in an unexpected shape`, {
        operation,
        status: response.status,
      });
    }
    return parsed.data as T;
  }

  return {
    keyId: options.keyId,
    createOrder: (input) => call<RazorpayOrder>('create order', orderSchema, 'POST', '/orders', input),
    fetchOrder: (orderId) => call<RazorpayOrder>('fetch order', orderSchema, 'GET', `/orders/${segment(orderId)}`),
    async fetchOrderPayments(orderId) {
      const collection = await call<RazorpayCollection<RazorpayPayment>>(
        'fetch order payments',
        collectionOf(paymentSchema),
        'GET',
        `/orders/${segment(orderId)}/payments`,
      );
      return collection.items;
    },
    fetchPayment: (paymentId) =>
      call<RazorpayPayment>('fetch payment', paymentSchema, 'GET', `/payments/${segment(paymentId)}`),
    refundPayment(paymentId, input, idempotencyKey) {
      if (idempotencyKey.length < 10) throw new Error('Refund idempotency keys must be at least 10 characters');
      return call<RazorpayRefund>(
        'refund payment',
        refundSchema,
        'POST',
        `/payments/${segment(paymentId)}/refund`,
        input,
        {
          'x-refund-idempotency': idempotencyKey,
        },
      );
    },
  };
}

/** Node's fetch hides the network error (ECONNREFUSED, ...) in `cause`. */
function causeOf(error: Error): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return (cause as { code?: string }).code ?? cause.message;
  return undefined;
}
