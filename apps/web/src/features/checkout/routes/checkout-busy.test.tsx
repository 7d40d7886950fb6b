import type { Order } from '@shop/shared/schemas/order';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, kajalLine, renderCheckout } from './checkout-test-kit';

/*
 * Checkout while the shop is very busy (docs/decisions/299-a-retry-keeps-its-place-in-line.md): the shop answers
 * 503 BUSY with Retry-After; checkout says the shopper keeps their place, tries again itself with the same
 * Idempotency-Key (which the shop knows as that place), and goes on to the placed order.
 */

const order = { _id: 'o1', paymentMethod: 'cod', status: 'pending', paymentStatus: 'pending' } as unknown as Order;
const BUSY = 'The shop is very busy right now. Please try again in a moment; nothing was lost.';
const slow = { timeout: 5000 };

function busyOnceServer() {
  const orderKeys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
      if (`${init.method ?? 'GET'} ${input}` === 'GET /api/account/consents')
        return json(200, { consents: [], checkoutNeedsConsent: false });
      if (`${init.method ?? 'GET'} ${input}` !== 'POST /api/orders') return json(404, { message: 'Not found' });
      orderKeys.push(new Headers(init.headers).get('idempotency-key'));
      // Retry-After: 1, the shortest the shop could say, so the test waits one second.
      if (orderKeys.length === 1) return json(503, { message: BUSY, code: 'BUSY' }, { 'retry-after': '1' });
      return json(201, { order });
    }),
  );
  return { orderKeys };
}

describe('checkout while the shop is very busy', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the shopper in line, tries again with the same key after Retry-After, and places the order', async () => {
    const server = busyOnceServer();
    renderCheckout(customer, [kajalLine], () => <p>placed</p>);
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const status = await screen.findByTestId('waiting-in-line', {}, slow);
    expect(status.textContent).toBe('The shop is very busy. You keep your place in line; trying again in a moment…');
    // No error while it waits: the busy answer is not the shopper's failure.
    expect(screen.queryByText(BUSY)).toBeNull();
    expect(await screen.findByText('placed', {}, slow)).toBeTruthy();
    await waitFor(() => expect(server.orderKeys).toHaveLength(2));
    expect(server.orderKeys[0]).toBeTruthy();
    expect(server.orderKeys[1]).toBe(server.orderKeys[0]);
  });
});
