import { paiseToRupees } from '@shop/shared/money';
import {
  PAYMENT_RECORD_STATUSES,
  type OrderPaymentResponse,
  type PaymentRecordStatus,
  type RefundStatus,
} from '@shop/shared/schemas/payment';
import type { OrderWithItems } from '../orders';
import type { PaymentRecord } from './payments.repository';

const isKnownStatus = (s: string): s is PaymentRecordStatus =>
  (PAYMENT_RECORD_STATUSES as readonly string[]).includes(s);

function refundStatusOf(order: OrderWithItems, status: PaymentRecordStatus): RefundStatus | null {
  switch (status) {
    case 'refund_initiated':
      return 'pending';
    case 'refunded':
      return 'processed';
    case 'refund_failed':
      return 'failed';
    case 'captured':
      // A COD fee paid in advance is owed back unless the parcel came back unaccepted (decision 252).
      return order.status === 'cancelled' &&
        (order.paymentStatus === 'paid' || (order.paymentMethod === 'cod' && order.returnedAt === null))
        ? 'due'
        : null;
    default:
      return null;
  }
}

/** The payment part of an order's detail, for its customer and for admins (provider ids are not secrets). */
export function toOrderPaymentDto(order: OrderWithItems, payment: PaymentRecord | null): OrderPaymentResponse {
  const status = payment && isKnownStatus(payment.status) ? payment.status : 'created';
  return {
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    payment: payment
      ? {
          provider: 'razorpay',
          status,
          providerOrderId: payment.providerOrderId,
          providerPaymentId: payment.providerPaymentId,
          amount: paiseToRupees(payment.amountPaise),
          currency: payment.currency,
          refundedAmount: paiseToRupees(payment.refundedPaise),
          refundStatus: refundStatusOf(order, status),
          createdAt: payment.createdAt.toISOString(),
          updatedAt: payment.updatedAt.toISOString(),
        }
      : null,
  };
}
