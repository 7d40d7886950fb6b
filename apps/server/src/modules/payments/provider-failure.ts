import { PAYMENT_MESSAGES } from '@shop/shared/schemas/payment';
import { AppError } from '../../lib/errors';
import { RazorpayError } from '../../providers/razorpay/client';
import type { PaymentsLogger } from './payments.context';

/**
 * A Razorpay failure as the shopper reads it: a 502 with our own words, never the provider's body. Razorpay
 * refusing is told apart from Razorpay being unreachable, slow or answering garbage (try again later).
 */
export function providerFailed(log: PaymentsLogger, error: unknown, context: object): never {
  if (!(error instanceof RazorpayError)) throw error;
  const level = error.kind === 'unauthorized' ? 'error' : 'warn';
  log[level]({ ...context, err: error.message, provider: error.details }, 'razorpay call failed');
  throw new AppError(
    'PROVIDER_FAILED',
    error.kind === 'rejected' ? PAYMENT_MESSAGES.providerRefused : PAYMENT_MESSAGES.providerUnavailable,
  );
}
