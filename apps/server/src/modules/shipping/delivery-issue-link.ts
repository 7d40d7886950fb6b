import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The buyer's link to answer a failed delivery without signing in (docs/decisions/231-failed-deliveries.md): an
 * HMAC of the order id under the server's signing secret. It opens only that order's delivery question, shows no
 * more than the order page would, and cannot be guessed.
 */
export function createDeliveryIssueLinks(secret: string) {
  const key = createHmac('sha256', secret).update('shop-delivery-issue-link').digest();
  const tokenFor = (orderId: string) =>
    createHmac('sha256', key).update(orderId.toLowerCase()).digest('base64url').slice(0, 32);
  return {
    tokenFor,
    pathFor: (orderId: string) => `/orders/${orderId}/delivery-issue?token=${tokenFor(orderId)}`,
    isValid(orderId: string, token: string | undefined): boolean {
      if (!token) return false;
      const expected = Buffer.from(tokenFor(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type DeliveryIssueLinks = ReturnType<typeof createDeliveryIssueLinks>;
