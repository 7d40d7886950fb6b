import { isPayable } from '@shop/shared/order-status';
import { formatOrderNumber } from '@shop/shared/order-number';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import { PAYMENT_MESSAGES, type CreatePaymentResponse, type VerifyPaymentInput } from '@shop/shared/schemas/payment';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isValidPaymentSignature } from '../../providers/razorpay/signature';
import type { RazorpayPayment } from '../../providers/razorpay/types';
import type { OrderViewer, OrderWithItems } from '../orders';
import { verdictFor } from './payment-capture';
import type { PaymentRefunds } from './payment-refunds';
import type { Settlement } from './payment-settlement';
import type { PaymentsContext } from './payments.context';
import { createPaymentsRepository, type OrderRow, type PaymentRecord } from './payments.repository';
import { providerFailed } from './provider-failure';

/**
 * What the shopper pays online: the order's total, less what an exchange's returned goods already settled of a
 * replacement order (docs/decisions/244-exchanges.md); for a COD order, only the COD fee it asked in advance
 * (docs/decisions/252-cod-fee-paid-in-advance.md).
 */
const amountDue = (
  order: Pick<OrderRow, 'paymentMethod' | 'totalPaise' | 'exchangeCreditPaise' | 'codFeeAdvancePaise'>,
) => (order.paymentMethod === 'cod' ? order.codFeeAdvancePaise : order.totalPaise - order.exchangeCreditPaise);

/** Paid already: an online order's payment status, or a COD order's fee paid in advance. */
const isPaid = (order: Pick<OrderRow, 'paymentMethod' | 'codFeeAdvancePaidAt' | 'paymentStatus'>) =>
  order.paymentMethod === 'cod'
    ? order.codFeeAdvancePaidAt !== null
    : order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';

/** The viewer's own order paid online (its lines only when `withLines`: verifying answers the whole order). */
async function requireOwnOnlineOrder(
  orders: PaymentsContext['orders'],
  viewer: OrderViewer,
  orderId: string,
  withLines: true,
): Promise<OrderWithItems>;
async function requireOwnOnlineOrder(
  orders: PaymentsContext['orders'],
  viewer: OrderViewer,
  orderId: string,
  withLines: false,
): Promise<OrderRow>;
async function requireOwnOnlineOrder(
  orders: PaymentsContext['orders'],
  viewer: OrderViewer,
  orderId: string,
  withLines: boolean,
) {
  const order = withLines ? await orders.getOrder(viewer, orderId) : await orders.getOrderRecord(viewer, orderId);
  // Paying is the owner's business: an admin viewing the order may not start or verify its payment.
  if (order.userId !== viewer.id) throw notFound(ORDER_MESSAGES.orderNotFound);
  // A COD order that asked for its fee in advance pays that fee online (decision 252).
  const paysFeeOnline = order.paymentMethod === 'cod' && order.codFeeAdvancePaise > 0;
  if (order.paymentMethod !== 'razorpay' && !paysFeeOnline) throw conflict(PAYMENT_MESSAGES.notOnline);
  return order;
}

/** The shopper's side of an online payment: the provider order to pay, then the checkout handler's answer. */
export function createCheckoutPayments(
  ctx: PaymentsContext,
  { settle, onSettled }: Settlement,
  refunds: Pick<PaymentRefunds, 'refundIfDue'>,
) {
  const { db, orders, client, log, repo, capturer } = ctx;

  /** The stored provider order for an order, created at Razorpay (once, even under racing requests) if none. */
  async function findOrCreatePaymentRow(order: OrderRow): Promise<PaymentRecord> {
    const stored = await repo.findByOrderId(order.id);
    if (stored) return stored;
    const amount = amountDue(order);
    let providerOrder;
    try {
      providerOrder = await client.createOrder({
        amount,
        currency: 'INR',
        receipt: order.id,
        notes: { order_id: order.id, order_number: formatOrderNumber(order.id) },
      });
    } catch (error) {
      providerFailed(log, error, { orderId: order.id });
    }
    if (providerOrder.amount !== amount || providerOrder.currency !== 'INR') {
      log.error({ orderId: order.id, providerOrder }, 'razorpay order amount differs from ours');
      throw new AppError('PROVIDER_FAILED', PAYMENT_MESSAGES.providerUnavailable);
    }
    const created = providerOrder;
    return db.transaction(async (tx) => {
      const txRepo = createPaymentsRepository(tx);
      await txRepo.lockOrder(order.id);
      // A concurrent request may have stored its provider order first: theirs wins, ours stays unused.
      const existing = await txRepo.findByOrderId(order.id);
      if (existing) return existing;
      return txRepo.insert({
        orderId: order.id,
        providerOrderId: created.id,
        amountPaise: amount,
        currency: 'INR',
      });
    });
  }

  /**
   * The checkout handler's payment as Razorpay sees it, captured if it was only authorized
   * (docs/decisions/061-payment-status-before-paid.md). Anything but a captured payment for this row is "not
   * paid"; Razorpay being unreachable is a 502 (the webhook or the expiry check settles the order later).
   */
  async function requireCapturedPayment(row: PaymentRecord, paymentId: string): Promise<RazorpayPayment> {
    let payment: RazorpayPayment;
    try {
      payment = await client.fetchPayment(paymentId);
      if (verdictFor(row, payment) === 'authorized') payment = await capturer.ensureCaptured(row, paymentId);
    } catch (error) {
      providerFailed(log, error, { orderId: row.orderId, providerPaymentId: paymentId });
    }
    const verdict = verdictFor(row, payment);
    if (verdict !== 'captured') {
      log.warn(
        { orderId: row.orderId, providerPaymentId: paymentId, status: payment.status, verdict },
        'payment not captured',
      );
      throw badRequest(PAYMENT_MESSAGES.verificationFailed);
    }
    return payment;
  }

  return {
    /**
     * The Razorpay order for one of the viewer's online-payment orders, for the amount stored on it. A retry
     * (or a second tab) gets the same provider order back.
     */
    async createPayment(viewer: OrderViewer, orderId: string): Promise<CreatePaymentResponse> {
      const order = await requireOwnOnlineOrder(orders, viewer, orderId, false);
      if (isPaid(order)) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      if (order.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.orderCancelled);
      if (!isPayable(order.status)) throw conflict(PAYMENT_MESSAGES.notPayable);
      if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= Date.now())
        throw conflict(PAYMENT_MESSAGES.windowClosed);

      const row = await findOrCreatePaymentRow(order);
      const address = order.shippingAddress;
      return {
        order: { id: row.providerOrderId, amount: row.amountPaise, currency: 'INR', receipt: order.id },
        key_id: client.keyId,
        checkoutUrl: ctx.checkoutUrl,
        orderId: order.id,
        expiresAt: order.paymentExpiresAt ? order.paymentExpiresAt.toISOString() : null,
        name: await ctx.shopName(),
        description:
          order.paymentMethod === 'cod'
            ? `COD fee, order #${formatOrderNumber(order.id)}`
            : `Order #${formatOrderNumber(order.id)}`,
        prefill: { name: address.name, email: address.email ?? order.customerEmail, contact: address.phone },
      };
    },

    /**
     * The checkout handler's answer. The signature is checked (timing-safe) over OUR stored provider order id,
     * so a signature for another order, or a payment of another amount, cannot pay this one. Marks the order
     * paid exactly once; a replay answers the same order unchanged.
     */
    async verifyPayment(viewer: OrderViewer, input: VerifyPaymentInput): Promise<OrderWithItems> {
      const order = await requireOwnOnlineOrder(orders, viewer, input.order_id, true);
      const row = await repo.findByOrderId(order.id);
      if (!row) throw conflict(PAYMENT_MESSAGES.notStarted);
      const isGenuine =
        input.razorpay_order_id === row.providerOrderId &&
        isValidPaymentSignature(
          { orderId: row.providerOrderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
          ctx.keySecret,
        );
      if (!isGenuine) {
        log.warn({ orderId: order.id, providerPaymentId: input.razorpay_payment_id }, 'payment signature refused');
        throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      }
      if (row.amountPaise !== amountDue(order)) throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      // A genuine signature proves the shopper authorized the payment, not that the money is captured.
      await requireCapturedPayment(row, input.razorpay_payment_id);
      const { outcome, paid } = await db.transaction((tx) => settle(tx, row, input.razorpay_payment_id, order));
      onSettled(outcome, row, input.razorpay_payment_id, 'verify');
      if (outcome === 'other-payment') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      // Newly paid: the order as the settling transaction wrote it; otherwise (a replay, a late payment) as it is now.
      const after = paid ?? (await orders.getOrder(viewer, order.id));
      if (outcome === 'late') {
        await refunds.refundIfDue(order.id);
        throw conflict(PAYMENT_MESSAGES.latePaymentRefunded);
      }
      // A replay for an order cancelled since (refunded through the cancellation): not a success to show.
      if (after.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.orderCancelled);
      return after;
    },

    /** The payment record behind an order, for the order detail of its customer or an admin. */
    async getOrderPayment(viewer: OrderViewer, orderId: string) {
      const order = await orders.getOrder(viewer, orderId);
      return { order, payment: await repo.findByOrderId(order.id) };
    },
  };
}
