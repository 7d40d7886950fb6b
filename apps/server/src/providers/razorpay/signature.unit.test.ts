import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, isValidWebhookSignature, signPayment, signWebhook } from './signature';

describe('Razorpay signatures', () => {
  it('matches the test vector of docs/providers.md', () => {
    expect(signPayment('order_1', 'pay_1', 'secret')).toBe(
      '52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb',
    );
    expect(
      isValidPaymentSignature(
        {
          orderId: 'order_1',
          paymentId: 'pay_1',
          signature: '52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb',
        },
        'secret',
      ),
    ).toBe(true);
  });

  it('refuses a signature for another order, payment or secret, and non-strings', () => {
    const signature = signPayment('order_1', 'pay_1', 'secret');
    expect(isValidPaymentSignature({ orderId: 'order_2', paymentId: 'pay_1', signature }, 'secret')).toBe(false);
    expect(isValidPaymentSignature({ orderId: 'order_1', paymentId: 'pay_2', signature }, 'secret')).toBe(false);
    expect(isValidPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature }, 'other')).toBe(false);
    expect(
      isValidPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: signature.slice(1) }, 'secret'),
    ).toBe(false);
    expect(isValidPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: undefined }, 'secret')).toBe(
      false,
    );
    expect(isValidPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: 42 }, 'secret')).toBe(false);
  });

  it('signs webhooks over the raw body with the webhook secret', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = signWebhook(body, 'whsec');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidWebhookSignature(Buffer.from(body), signature, 'whsec')).toBe(true);
    // Re-serialised JSON is a different body: the signature covers bytes, not meaning.
    expect(isValidWebhookSignature('{"event": "payment.captured","payload":{}}', signature, 'whsec')).toBe(false);
    expect(isValidWebhookSignature(body, signature, 'other')).toBe(false);
    expect(isValidWebhookSignature(body, '', 'whsec')).toBe(false);
  });
});
