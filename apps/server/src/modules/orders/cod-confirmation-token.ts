import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The buyer's COD confirmation link (docs/decisions/227-cod-confirmation.md): an HMAC of the order id and its
 * confirmation deadline under the server's signing secret, for this one purpose. Nothing is stored: the token
 * is valid while the order it names still has that deadline and the deadline has not passed, so it expires
 * with the window and cannot be used for anything but this order's confirmation page.
 */
const PURPOSE = 'cod-confirmation:v1';

export function codConfirmationToken(secret: string, orderId: string, confirmBy: Date): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${orderId}:${confirmBy.getTime()}`).digest('base64url');
}

/** True when `token` is this order's confirmation token for its deadline (compared in constant time). */
export function isCodConfirmationToken(secret: string, orderId: string, confirmBy: Date, token: string): boolean {
  const expected = Buffer.from(codConfirmationToken(secret, orderId, confirmBy));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
