import { expect } from 'vitest';

/*
 * The shopper's side of a Razorpay payment against the simulator, over HTTP as checkout.js does it: the
 * simulator's address is its own port (a standalone simulator's `url`) or `${app.url}/sim/razorpay` for the
 * one embedded in the app.
 */

export interface CheckoutChoice {
  method?: string;
  outcome?: 'success' | 'failure';
}

/** What checkout.js posts when the shopper picks a method (UPI unless given) and presses Pay Now (or Fail). */
export async function postCheckoutPay(
  simUrl: string,
  keyId: string,
  providerOrderId: string,
  { method = 'upi', outcome = 'success' }: CheckoutChoice = {},
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${simUrl}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: keyId, order_id: providerOrderId, method, outcome }),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * A successful UPI payment at the simulator's checkout page, in the shape the factories' `pay` takes: the
 * fields checkout.js hands the shop's page to verify.
 */
export function payAtCheckoutPage(simUrl: string, keyId: string) {
  return async (providerOrderId: string) => {
    const paid = await postCheckoutPay(simUrl, keyId, providerOrderId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return { ok: true as const, response: paid.body as Record<string, string> };
  };
}
