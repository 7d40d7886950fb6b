import type { FastifyInstance } from 'fastify';
import { badRequest, isRecord } from './simulator-errors';
import type { SimRoutes } from './simulator-routes';
import type { RazorpaySimContext } from './simulator-store';
import type { RazorpayOrder, RazorpayPayment } from './types';

/** The provider order of a captured payment, now paid in full. */
export function markOrderPaid(order: RazorpayOrder) {
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
}

/** Payments: the read, and capturing an authorized payment (accounts with auto-capture off). */
export function createSimPayments(ctx: RazorpaySimContext) {
  /** POST /payments/:id/capture: only an authorized payment, only for the amount and currency authorized. */
  function capture(paymentId: string, body: unknown): RazorpayPayment {
    const payment = ctx.getPayment(paymentId);
    const input = isRecord(body) ? body : {};
    if (input.amount === undefined || input.amount === null)
      throw badRequest('The amount field is required.', 'amount');
    if (typeof input.amount !== 'number' || !Number.isInteger(input.amount))
      throw badRequest('The amount must be an integer.', 'amount');
    if (input.currency === undefined || input.currency === null)
      throw badRequest('The currency field is required.', 'currency');
    if (payment.status === 'captured' || payment.status === 'refunded')
      throw badRequest('This payment has already been captured');
    if (payment.status !== 'authorized')
      throw badRequest('Only payments which have been authorized and not yet captured can be captured');
    if (input.amount !== payment.amount)
      throw badRequest('Capture amount must be equal to the amount authorized', 'amount');
    if (input.currency !== payment.currency) throw badRequest('Currency should be same as that of payment', 'currency');
    payment.status = 'captured';
    payment.captured = true;
    ctx.captures.push({ paymentId: payment.id, amount: payment.amount });
    const order = payment.order_id ? ctx.orders.get(payment.order_id) : undefined;
    if (order) markOrderPaid(order);
    ctx.persist();
    ctx.emit('payment.captured', { payment: { entity: payment } });
    if (order) ctx.emit('order.paid', { payment: { entity: payment }, order: { entity: order } });
    return payment;
  }

  function register(app: FastifyInstance, { api }: SimRoutes) {
    app.get<{ Params: { id: string } }>('/v1/payments/:id', api('fetch-payment'), async (request) =>
      ctx.getPayment(request.params.id),
    );
    app.post<{ Params: { id: string } }>('/v1/payments/:id/capture', api('capture'), async (request) =>
      capture(request.params.id, request.body),
    );
  }

  return { capture, register };
}
