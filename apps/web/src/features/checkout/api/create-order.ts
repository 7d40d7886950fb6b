import type { CreateOrderInput, Order } from '@shop/shared/schemas/order';
import { BUSY_PATIENCE_MS } from '@shop/shared/busy-line';
import { api } from '../../../lib/api-client';
import { busyAnswerRetryMs, waitMs } from '../../../lib/busy-answer';

/** Exactly what the server keeps of a request after parsing it: product ids and quantities, never prices. */
export type CreateOrderBody = Omit<CreateOrderInput, 'notes'> & Partial<Pick<CreateOrderInput, 'notes'>>;

export interface CreateOrderOptions {
  /** Told before each wait in line, with the milliseconds until the next try. */
  onBusy?: (retryInMs: number) => void;
  /** How long, from the first try, to keep trying while busy: the shopper need not tap again. */
  patienceMs?: number;
  /** Aborted when checkout is left: no further try is made, and the one in flight is cut off. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

function stopIfLeft(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('checkout was left', 'AbortError');
}

/**
 * POST /api/orders. The same Idempotency-Key on a retry returns the order the first attempt created, so a
 * lost response never turns into a second order; while the shop is very busy it keeps the shopper's place in line.
 */
export async function createOrder(
  body: CreateOrderBody,
  idempotencyKey: string,
  { onBusy, patienceMs = BUSY_PATIENCE_MS, signal, sleep = waitMs, now = Date.now }: CreateOrderOptions = {},
): Promise<Order> {
  const started = now();
  for (;;) {
    try {
      const { order } = await api.post<{ order: Order }>('/orders', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
        ...(signal ? { signal } : {}),
      });
      return order;
    } catch (error) {
      const retryInMs = busyAnswerRetryMs(error);
      // Patience is counted from the first try, the tries' own time included, not only the waits between them.
      if (retryInMs === null || now() - started + retryInMs > patienceMs) throw error;
      onBusy?.(retryInMs);
      await sleep(retryInMs);
      stopIfLeft(signal);
    }
  }
}
