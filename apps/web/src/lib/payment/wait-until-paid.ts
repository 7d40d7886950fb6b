import type { Order } from '@shop/shared/schemas/order';
import { isPaidOnline } from '../orders/pay-now';

export const CONFIRM_ATTEMPTS = 6;
export const CONFIRM_INTERVAL_MS = 2_000;

export interface WaitUntilPaidOptions {
  attempts?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a verify call that got no answer, the provider has already charged the shopper and its webhook marks
 * the order paid on the server. Asks for the order a few times, a pause before each, until it reads paid.
 * Resolves to the paid order, or null when it never did (lookup failures count as "not yet").
 */
export async function waitUntilPaid<
  T extends Pick<Order, 'paymentMethod' | 'paymentStatus' | 'codFeeAdvance' | 'codFeeAdvancePaidAt'>,
>(
  fetchOrder: () => Promise<T>,
  { attempts = CONFIRM_ATTEMPTS, intervalMs = CONFIRM_INTERVAL_MS, sleep = defaultSleep }: WaitUntilPaidOptions = {},
): Promise<T | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await sleep(intervalMs);
    try {
      const order = await fetchOrder();
      if (isPaidOnline(order)) return order;
    } catch {
      // Still offline, or the server is busy: try again after the next pause.
    }
  }
  return null;
}
