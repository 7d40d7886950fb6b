import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Razorpay's two signatures (docs/providers.md), shared by our server and the simulator so both sides sign
 * exactly alike:
 *  - payment: hex HMAC-SHA256 with the key secret over `<order_id>|<payment_id>`, where order_id is the one
 *    stored on OUR server, never the one the browser sends;
 *  - webhook: hex HMAC-SHA256 with the webhook secret (not the key secret) over the raw request body.
 */

const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison of an expected hex digest with what a caller sent. */
function isSameDigest(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  // The length of a SHA-256 hex digest is public; only the content must not leak through timing.
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: unknown },
  keySecret: string,
): boolean {
  return isSameDigest(signPayment(orderId, paymentId, keySecret), signature);
}

export function signWebhook(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(rawBody: string | Buffer, signature: unknown, webhookSecret: string): boolean {
  return isSameDigest(signWebhook(rawBody, webhookSecret), signature);
}
