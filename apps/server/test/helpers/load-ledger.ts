import type { OrderStatus } from '@shop/shared/order-status';

/** An order line as the client sent it. */
export interface LoadLine {
  product: string;
  quantity: number;
}

/** An order some client saw acknowledged (2xx), with what it asked for. */
export interface AckedOrder {
  id: string;
  customerId: string;
  customerIndex: number;
  method: 'cod' | 'razorpay' | 'whatsapp';
  lines: LoadLine[];
}

/** A placement whose answer never came (connection lost): retried with its key once the server is back. */
export interface UnsettledPlacement {
  customerIndex: number;
  key: string;
  body: unknown;
  lines: LoadLine[];
  method: AckedOrder['method'];
}

/**
 * What the simulated clients saw, to be held against the database afterwards: every acknowledged order must
 * exist as acknowledged, every acknowledged cancel, payment and status change must still show.
 */
export class LoadLedger {
  readonly orders = new Map<string, AckedOrder>();
  /** The same orders as a list, for picking one at random. */
  readonly orderList: AckedOrder[] = [];
  /** `${customerId}:${idempotencyKey}` -> every order id a 2xx answer named for that key (must be one). */
  readonly ordersByKey = new Map<string, Set<string>>();
  readonly unsettled: UnsettledPlacement[] = [];
  /** verify-payment answered 2xx: the client showed the success page. */
  readonly seenPaid = new Set<string>();
  /** verify-payment answered that the payment came too late and is being refunded (decision 001). */
  readonly seenLate = new Set<string>();
  /** A customer or admin cancel answered 2xx. */
  readonly seenCancelled = new Set<string>();
  /** Admin status changes answered 2xx, per order, in the order they were answered. */
  readonly seenStatus = new Map<string, OrderStatus[]>();
  /** Payment ids the simulator captured for a client (the checkout's success handler). */
  readonly capturedPayments = new Set<string>();
  /** Anything a correct server never answers: 5xx, a status outside the contract, a wrong body. */
  readonly unexpected: string[] = [];
  /** Requests that got no answer (only expected while a server is down). */
  lostAnswers = 0;
  /** How often each outcome happened, for the test's log (e.g. "place cod 201": 42). */
  readonly counts = new Map<string, number>();

  count(what: string) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  }

  acknowledge(order: AckedOrder, key?: string) {
    if (!this.orders.has(order.id)) this.orderList.push(order);
    this.orders.set(order.id, order);
    if (!key) return;
    const k = `${order.customerId}:${key}`;
    const ids = this.ordersByKey.get(k) ?? new Set<string>();
    ids.add(order.id);
    this.ordersByKey.set(k, ids);
  }

  sawStatus(orderId: string, status: OrderStatus) {
    const list = this.seenStatus.get(orderId) ?? [];
    list.push(status);
    this.seenStatus.set(orderId, list);
  }

  summary(): string {
    return [...this.counts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
  }
}
