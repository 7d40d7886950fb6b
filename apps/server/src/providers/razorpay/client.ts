import { z } from 'zod';
import { isAbortOrTimeout, retryingCall, type RetryPolicy } from '../retrying-call';
import type { Notes, RazorpayCollection, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './types';

/**
 * Why a call failed, in the terms a caller acts on:
 * - unavailable: no usable answer (network, time-out, 5xx, 429, garbage): try again later, nothing changed here;
 * - unauthorized: the key pair is wrong (a configuration problem, also worth retrying once fixed);
 * - rejected: Razorpay understood and said no (4xx with its error body); retrying the same call will not help.
 */
export type RazorpayFailure = 'unavailable' | 'unauthorized' | 'rejected';

/** What went wrong on the wire: no answer in time, no connection, an HTTP error status, or an unreadable answer. */
export type RazorpayFailureCause = 'timeout' | 'network' | 'http' | 'malformed';

export class RazorpayError extends Error {
  constructor(
    readonly kind: RazorpayFailure,
    message: string,
    readonly details: {
      operation: string;
      cause: RazorpayFailureCause;
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
  /**
   * Moves an `authorized` payment to `captured` (POST /payments/:id/capture {amount, currency}); Razorpay
   * refuses any other status, so a second capture fails rather than charging twice.
   */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
  /** The idempotency key (>= 10 characters) makes a retried refund return the first refund, never a second. */
  refundPayment(paymentId: string, input: RefundInput, idempotencyKey: string): Promise<RazorpayRefund>;
}

export interface RazorpayClientOptions {
  /** API root including /v1. A function for the in-process simulator, whose port is known only once listening. */
  baseUrl: string | (() => string);
  keyId: string;
  keySecret: string;
  /** One budget per call, retries included (RAZORPAY_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries of calls a repeat cannot harm; by default three attempts within the budget (defaultRetryPolicy). */
  retry?: RetryPolicy;
  fetch?: typeof fetch;
}

// Only the fields the shop relies on are checked; Razorpay adds fields over time and that must not break us.
export const orderSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export const paymentSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable(),
});
export const refundSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int(),
  payment_id: z.string(),
  status: z.string(),
});
export const collectionOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });
export const errorBodySchema = z.object({
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

  /** One HTTP exchange; every failure becomes a RazorpayError. */
  async function attempt<T>(
    request: { operation: string; schema: z.ZodType; method: 'GET' | 'POST'; path: string; body?: unknown },
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<T> {
    const { operation } = request;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl()}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      const isTimeout = isAbortOrTimeout(error);
      throw new RazorpayError(
        'unavailable',
        isTimeout
          ? `Razorpay ${operation} timed out after ${options.timeoutMs} ms`
          : `Razorpay ${operation} failed: ${error instanceof Error ? (causeOf(error) ?? error.message) : String(error)}`,
        { operation, cause: isTimeout ? 'timeout' : 'network' },
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
        cause: 'http' as const,
        status: response.status,
        code: parsed.success ? parsed.data.error.code : undefined,
        description,
        field: parsed.success ? parsed.data.error.field : undefined,
      };
      const message = `Razorpay ${operation} answered ${response.status}${description ? `: ${description}` : ''}`;
      // docs/providers.md is unsure whether a bad key answers 401 or 400, so both readings are handled.
      if (response.status === 401 || /api key provided is invalid/i.test(description ?? '')) {
        throw new RazorpayError('unauthorized', message, details);
      }
      if (response.status >= 500 || response.status === 429 || !parsed.success) {
        throw new RazorpayError('unavailable', message, details);
      }
      throw new RazorpayError('rejected', message, details);
    }
    const parsed = request.schema.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError('unavailable', `Razorpay ${operation} answered in an unexpected shape`, {
        operation,
        cause: 'malformed',
        status: response.status,
      });
    }
    return parsed.data as T;
  }

  /**
   * A call within the time budget; `isRepeatable` calls (reads, and writes a repeat cannot duplicate) are
   * tried again after a failure that left nothing decided: no connection, 5xx, 429 or an unreadable answer.
   */
  function call<T>(
    request: { operation: string; schema: z.ZodType; method: 'GET' | 'POST'; path: string; body?: unknown },
    { isRepeatable, extraHeaders = {} }: { isRepeatable: boolean; extraHeaders?: Record<string, string> },
  ): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json', ...extraHeaders };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return retryingCall((signal) => attempt<T>(request, headers, signal), {
      timeoutMs: options.timeoutMs,
      isRepeatable,
      isTransient: (error) =>
        error instanceof RazorpayError && error.kind === 'unavailable' && error.details.cause !== 'timeout',
      policy: options.retry,
    });
  }

  return {
    keyId: options.keyId,
    // A repeat makes a second provider order that nobody pays: ours stores one, keyed by the receipt.
    createOrder: (input) =>
      call<RazorpayOrder>(
        { operation: 'create order', schema: orderSchema, method: 'POST', path: '/orders', body: input },
        { isRepeatable: true },
      ),
    fetchOrder: (orderId) =>
      call<RazorpayOrder>(
        { operation: 'fetch order', schema: orderSchema, method: 'GET', path: `/orders/${segment(orderId)}` },
        { isRepeatable: true },
      ),
    async fetchOrderPayments(orderId) {
      const collection = await call<RazorpayCollection<RazorpayPayment>>(
        {
          operation: 'fetch order payments',
          schema: collectionOf(paymentSchema),
          method: 'GET',
          path: `/orders/${segment(orderId)}/payments`,
        },
        { isRepeatable: true },
      );
      return collection.items;
    },
    fetchPayment: (paymentId) =>
      call<RazorpayPayment>(
        { operation: 'fetch payment', schema: paymentSchema, method: 'GET', path: `/payments/${segment(paymentId)}` },
        { isRepeatable: true },
      ),
    // Not repeated: the caller reads the payment again to learn whether a lost answer captured it.
    capturePayment: (paymentId, amount, currency) =>
      call<RazorpayPayment>(
        {
          operation: 'capture payment',
          schema: paymentSchema,
          method: 'POST',
          path: `/payments/${segment(paymentId)}/capture`,
          body: { amount, currency },
        },
        { isRepeatable: false },
      ),
    refundPayment(paymentId, input, idempotencyKey) {
      if (idempotencyKey.length < 10) throw new Error('Refund idempotency keys must be at least 10 characters');
      // The idempotency key makes Razorpay answer a repeat with the first refund.
      return call<RazorpayRefund>(
        {
          operation: 'refund payment',
          schema: refundSchema,
          method: 'POST',
          path: `/payments/${segment(paymentId)}/refund`,
          body: input,
        },
        { isRepeatable: true, extraHeaders: { 'x-refund-idempotency': idempotencyKey } },
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
