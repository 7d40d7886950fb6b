import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHECKOUT_JS } from './checkout-js';
import { generateId } from './constants';
import { signPayment } from './signature';
import { badRequest, invalidKey, isRecord, now, safeEqual } from './simulator-errors';
import { markOrderPaid } from './simulator-payments';
import type { SimRoutes } from './simulator-routes';
import type { RazorpaySimContext } from './simulator-store';
import type { RazorpayPayment } from './types';

const FAILURE_TEXT: Record<string, string> = {
  upi: 'Payment was unsuccessful as the UPI request was declined.',
  card: 'Your payment could not be completed as the card was declined by the bank.',
  netbanking: 'Your payment could not be completed due to a bank error. Please try again.',
};

export interface PayInput {
  order_id: string;
  method?: string;
  outcome?: 'success' | 'failure';
  email?: string | null;
  contact?: string | null;
}

// A type, not an interface: callers read it as a Record<string, string>.
export type CheckoutResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** Checkout: what checkout.js calls (Razorpay's own equivalent is internal to its checkout). */
export function createSimCheckout(ctx: RazorpaySimContext) {
  const { options, state } = ctx;

  function checkKeyId(keyId: unknown) {
    if (typeof keyId !== 'string' || !safeEqual(keyId, options.keyId)) throw invalidKey();
  }

  const signed = (orderId: string, paymentId: string): CheckoutResponse => ({
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: signPayment(orderId, paymentId, options.keySecret),
  });

  /**
   * A shopper paying in the checkout modal. Success: a captured payment (auto-capture), the order paid,
   * the handler's {razorpay_payment_id, razorpay_order_id, razorpay_signature} signed with the key secret,
   * and payment.authorized, payment.captured, order.paid webhooks. Failure: a failed payment and
   * payment.failed, the order left payable.
   */
  function pay(input: PayInput): CheckoutResponse {
    const order = ctx.getOrder(input.order_id);
    if (order.status === 'paid') throw badRequest('Order has already been paid');
    const method = input.method ?? 'upi';
    if (!['upi', 'card', 'netbanking'].includes(method)) throw badRequest('Invalid payment method', 'method');
    const isSuccess = (input.outcome ?? 'success') === 'success';
    const staysAuthorized = isSuccess && (state.captureMode === 'manual' || ctx.manualCaptureOrders.has(order.id));
    const payment: RazorpayPayment = {
      id: generateId('pay_'),
      entity: 'payment',
      amount: order.amount_due,
      currency: order.currency,
      status: isSuccess ? 'captured' : 'failed',
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: isSuccess,
      description: null,
      email: input.email ?? 'void@razorpay.com',
      contact: input.contact ?? '+919999999999',
      notes: order.notes,
      error_code: isSuccess ? null : 'BAD_REQUEST_ERROR',
      error_description: isSuccess ? null : (FAILURE_TEXT[method] ?? 'Payment failed'),
      error_source: isSuccess ? null : 'bank',
      error_step: isSuccess ? null : 'payment_authorization',
      error_reason: isSuccess ? null : 'payment_failed',
      created_at: now(),
    };
    ctx.payments.set(payment.id, payment);
    order.attempts += 1;
    if (!isSuccess) {
      order.status = 'attempted';
      ctx.persist();
      ctx.emit('payment.failed', { payment: { entity: payment } });
      throw badRequest(payment.error_description!, null, {
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      });
    }
    if (staysAuthorized) {
      // Auto-capture off: the money is only held; the merchant must capture it (or Razorpay refunds it later).
      payment.status = 'authorized';
      payment.captured = false;
      order.status = 'attempted';
      ctx.persist();
      ctx.emit('payment.authorized', { payment: { entity: payment } });
      return signed(order.id, payment.id);
    }
    markOrderPaid(order);
    ctx.persist();
    ctx.emit('payment.authorized', { payment: { entity: { ...payment, status: 'authorized', captured: false } } });
    ctx.emit('payment.captured', { payment: { entity: payment } });
    ctx.emit('order.paid', { payment: { entity: payment }, order: { entity: order } });
    return signed(order.id, payment.id);
  }

  function register(app: FastifyInstance, { open, config }: SimRoutes) {
    const sendCheckoutJs = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS);
    app.get('/checkout.js', open('checkout-script'), sendCheckoutJs);
    app.get('/v1/checkout.js', open('checkout-script'), sendCheckoutJs);

    app.options('/checkout/*', { config }, async (_request, reply) =>
      reply.header('access-control-allow-methods', 'GET, POST').status(204).send(),
    );
    app.get<{ Params: { id: string }; Querystring: { key_id?: string } }>(
      '/checkout/orders/:id',
      open('checkout-order'),
      async (request) => {
        checkKeyId(request.query.key_id);
        const order = ctx.getOrder(request.params.id);
        return {
          id: order.id,
          amount: order.amount,
          amount_due: order.amount_due,
          currency: order.currency,
          status: order.status,
        };
      },
    );
    app.post('/checkout/pay', open('checkout-pay'), async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      checkKeyId(body.key_id);
      if (typeof body.order_id !== 'string') throw badRequest('The order_id field is required.', 'order_id');
      return pay({
        order_id: body.order_id,
        method: typeof body.method === 'string' ? body.method : undefined,
        outcome: body.outcome === 'failure' ? 'failure' : 'success',
        email: typeof body.email === 'string' ? body.email : null,
        contact: typeof body.contact === 'string' ? body.contact : null,
      });
    });
  }

  return { pay, register };
}
