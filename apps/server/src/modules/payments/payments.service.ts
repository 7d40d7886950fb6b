import { createCheckoutPayments } from './payment-checkout';
import { createPaymentExpiry } from './payment-expiry';
import { createPaymentRefunds } from './payment-refunds';
import { createSettlement } from './payment-settlement';
import { createPaymentWebhooks } from './payment-webhooks';
import { createPaymentsContext, type PaymentsServiceOptions } from './payments.context';
import type { PaymentsRepository } from './payments.repository';
import { createReturnRefunds } from './return-refunds';

export type { PaymentsLogger, PaymentsServiceOptions, RefundFailedAlerts } from './payments.context';
export type { WebhookResult } from './payment-webhooks';

/**
 * Online payment with Razorpay: provider order for a stored order (idempotent), signature verification,
 * webhooks, the "payment wins" check before expiry, and refunds of cancelled paid orders.
 * Every path ends in the same guarded transitions, so verify, webhooks and jobs may race or repeat freely.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const ctx = createPaymentsContext(options);
  const settlement = createSettlement(ctx);
  const refunds = createPaymentRefunds(ctx);
  return {
    ...createCheckoutPayments(ctx, settlement, refunds),
    ...createPaymentWebhooks(ctx, settlement, refunds),
    ...refunds,
    ...createReturnRefunds(ctx),
    ...createPaymentExpiry(ctx, settlement),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type { PaymentsRepository };
