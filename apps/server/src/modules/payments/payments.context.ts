import type { Db } from '../../db/client';
import type { AfterCommit } from '../../lib/after-commit';
import type { RazorpayClient } from '../../providers/razorpay/client';
import type { OrdersService } from '../orders';
import { createPaymentCapturer } from './payment-capture';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository';

export interface PaymentsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The shop's "refund failed" alert (the notifications module's merchant alerts): queued in the transaction that
 * records the failure, so the shop hears of each failed refund exactly when it is recorded, and once
 * (docs/decisions/047-refund-failed-alert.md).
 */
export interface RefundFailedAlerts extends AfterCommit {
  refundFailed(tx: Db, failure: { orderId: string; amountPaise: number; attempt: string }): Promise<void>;
  /** The buyer's "refund done" WhatsApp message, in the same transaction (docs/decisions/230-whatsapp-sending.md). */
  refundDone?(
    tx: Db,
    done: { orderId: string; amountPaise: number; name: string; phone: string; language: string },
  ): Promise<void>;
}

export interface PaymentsServiceOptions {
  db: Db;
  orders: Pick<OrdersService, 'getOrder' | 'getOrderRecord' | 'expireUnpaidOrder' | 'announcePaid' | 'afterPaidCommit'>;
  client: RazorpayClient;
  keySecret: string;
  webhookSecret: string | null;
  checkoutUrl: string;
  /** The name Razorpay's checkout shows: the shop's, from the settings. */
  shopName: () => Promise<string>;
  log: PaymentsLogger;
  alerts: RefundFailedAlerts;
}

/** What every part of the payments service shares: its options, the repository and the one capturer. */
export interface PaymentsContext extends PaymentsServiceOptions {
  repo: PaymentsRepository;
  capturer: ReturnType<typeof createPaymentCapturer>;
}

export function createPaymentsContext(options: PaymentsServiceOptions): PaymentsContext {
  return {
    ...options,
    repo: createPaymentsRepository(options.db),
    capturer: createPaymentCapturer(options.client),
  };
}
