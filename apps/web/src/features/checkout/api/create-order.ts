import type { CreateOrderInput, Order } from '@shop/shared/schemas/order';
import { BUSY_PATIENCE_MS } from '@shop/shared/busy-line';
import { ApiError, api } from '../../../lib/api-client';

/** Exactly what the server keeps of a request after parsing it: product ids and quantities, never prices. */
export type CreateOrderBody = Omit<CreateOrderInput, 'notes'> & Partial<Pick<CreateOrderInput, 'notes'>>;

/** Retry-After is the shop's to give; a longer one than this is not waited for. */
const LONGEST_RETRY_AFTER_MS = 10_000;

/** How long to wait before asking again, for a "very busy" answer (503 BUSY); null for any other failure. */
function busyRetryMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code !== 'BUSY') return null;
  return Math.min((error.retryAfterSeconds ?? 2) * 1000, LONGEST_RETRY_AFTER_MS);
}

export interface CreateOrderOptions {
  /** Told before each wait in line, with the milliseconds until the next try. */
  onBusy?: (retryInMs: number) => void;
  /** How long to keep trying while busy: the shopper need not tap again, nor lose their place by tapping late. */
  patienceMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/orders. The same Idempotency-Key on a retry returns the order the first attempt created, so a
 * lost response never turns into a second order; while the shop is very busy it keeps the shopper's place in line.
 */
export async function createOrder(
  body: CreateOrderBody,
  idempotencyKey: string,
  { onBusy, patienceMs = BUSY_PATIENCE_MS, sleep = wait }: CreateOrderOptions = {},
): Promise<Order> {
  let waited = 0;
  for (;;) {
    try {
      const { order } = await api.post<{ order: Order }>('/orders', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return order;
    } catch (error) {
      const retryInMs = busyRetryMs(error);
      if (retryInMs === null || waited + retryInMs > patienceMs) throw error;
      onBusy?.(retryInMs);
      await sleep(retryInMs);
      waited += retryInMs;
    }
  }
}
