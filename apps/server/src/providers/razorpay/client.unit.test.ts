import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayError, createRazorpayClient } from './client';
import { startRazorpaySimulator, type StandaloneSimulator } from './simulator';
import { isValidPaymentSignature } from './signature';

const keyId = 'rzp_test_ClientUnit0001';
const keySecret = 'client-unit-secret';
let sim: StandaloneSimulator;

beforeAll(async () => {
  sim = await startRazorpaySimulator({ keyId, keySecret });
});
afterAll(async () => {
  await sim?.close();
});

const client = (overrides: { keySecret?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createRazorpayClient({
    baseUrl: overrides.baseUrl ?? sim.apiUrl,
    keyId,
    keySecret: overrides.keySecret ?? keySecret,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

async function failure(promise: Promise<unknown>): Promise<RazorpayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RazorpayError) return error;
    throw error;
  }
  throw new Error('expected a RazorpayError');
}

describe('Razorpay client against the simulator over HTTP', () => {
  it('creates and reads orders, payments and refunds with the REST contract', async () => {
    const order = await client().createOrder({ amount: 49_900, currency: 'INR', receipt: 'rcpt-1', notes: { a: '1' } });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: 'INR',
      receipt: 'rcpt-1',
      status: 'created',
      attempts: 0,
      offer_id: null,
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const paid = sim.simulator.pay(order.id, { method: 'card' });
    if (!paid.ok) throw new Error('payment failed');
    expect(
      isValidPaymentSignature(
        {
          orderId: order.id,
          paymentId: paid.response.razorpay_payment_id,
          signature: paid.response.razorpay_signature,
        },
        keySecret,
      ),
    ).toBe(true);
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 49_900, attempts: 1 });
    const [payment] = await client().fetchOrderPayments(order.id);
    expect(payment).toMatchObject({
      entity: 'payment',
      status: 'captured',
      captured: true,
      method: 'card',
      order_id: order.id,
    });
    expect(await client().fetchPayment(payment!.id)).toMatchObject({ id: payment!.id, amount: 49_900 });

    const refund = await client().refundPayment(payment!.id, { amount: 49_900 }, 'refund-key-0001');
    expect(refund).toMatchObject({ entity: 'refund', amount: 49_900, payment_id: payment!.id, status: 'processed' });
    // Same idempotency key and body: the same refund, not a second one.
    expect((await client().refundPayment(payment!.id, { amount: 49_900 }, 'refund-key-0001')).id).toBe(refund.id);
    // Same key, another body: Razorpay refuses it (BAD_REQUEST).
    await expect(client().refundPayment(payment!.id, {}, 'refund-key-0001')).rejects.toMatchObject({
      kind: 'rejected',
      details: { status: 400, code: 'BAD_REQUEST_ERROR' },
    });
    expect(await client().fetchPayment(payment!.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 49_900,
      refund_status: 'full',
    });
    const again = await failure(client().refundPayment(payment!.id, {}, 'refund-key-0002'));
    expect(again.kind).toBe('rejected');
    expect(again.details.description).toBe('The payment has been fully refunded already');
  });

  it('turns error bodies into rejected errors with the provider description', async () => {
    const small = await failure(client().createOrder({ amount: 99, currency: 'INR', receipt: 'r' }));
    expect(small).toMatchObject({ kind: 'rejected' });
    expect(small.details).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'Order amount less than minimum amount allowed',
      field: 'amount',
    });
    const missing = await failure(client().fetchPayment('pay_DoesNotExist00'));
    expect(missing.details.description).toBe('The id provided does not exist');
  });

  it('reports a wrong key as unauthorized', async () => {
    const error = await failure(client({ keySecret: 'wrong-secret' }).fetchOrder('order_x'));
    expect(error.kind).toBe('unauthorized');
    expect(error.details).toMatchObject({ status: 401, description: 'The API key provided is invalid' });
  });

  it('reports outages as unavailable: dropped connection, 5xx, time-out, nothing listening', async () => {
    sim.simulator.state.outage = 'disconnect';
    expect((await failure(client().fetchOrder('order_x'))).kind).toBe('unavailable');
    sim.simulator.state.outage = 'error';
    const serverError = await failure(client().fetchOrder('order_x'));
    expect(serverError).toMatchObject({ kind: 'unavailable' });
    expect(serverError.details.status).toBe(503);
    sim.simulator.state.outage = 'slow';
    sim.simulator.state.slowMs = 1500;
    const slow = await failure(client({ timeoutMs: 200 }).fetchOrder('order_x'));
    expect(slow.kind).toBe('unavailable');
    expect(slow.message).toMatch(/timed out after 200 ms/);
    sim.simulator.state.outage = 'none';
    const closed = await failure(client({ baseUrl: 'http://127.0.0.1:9/v1' }).fetchOrder('order_x'));
    expect(closed.kind).toBe('unavailable');
  });
});
