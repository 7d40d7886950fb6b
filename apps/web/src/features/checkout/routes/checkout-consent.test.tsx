import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import type { Order } from '@shop/shared/schemas/order';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, kajalLine, renderCheckout } from './checkout-test-kit';

/*
 * Consent to delivery at checkout (docs/decisions/189-consent-at-checkout.md): the tick box when the account has no
 * consent under the current notice, its message when Place Order is pressed without it, and the notice only when
 * the consent is on record.
 */

const order = { _id: 'o1', paymentMethod: 'cod', status: 'pending', paymentStatus: 'pending' } as unknown as Order;
type Reply = { status: number; body?: unknown };

function fakeServer(routes: Record<string, () => Reply>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      calls.push({ key, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
      const reply = routes[key]?.() ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { orderCalls: () => calls.filter((c) => c.key === 'POST /api/orders') };
}

const consents = (checkoutNeedsConsent: boolean) => () => ({
  status: 200,
  body: { consents: [], checkoutNeedsConsent },
});
const slow = { timeout: 5000 };
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
const tickBox = () =>
  screen.findByRole<HTMLInputElement>('checkbox', { name: /consent to my name, phone and address/ }, slow);

describe('checkout consent', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the tick when the account has no consent under this notice, and sends the version with it', async () => {
    const server = fakeServer({
      'GET /api/account/consents': consents(true),
      'POST /api/orders': () => ({ status: 201, body: { order } }),
    });
    renderCheckout(customer, [kajalLine], () => <p>placed</p>);
    const box = await tickBox();
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');

    placeOrder();
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(server.orderCalls()).toHaveLength(0);

    fireEvent.click(box);
    expect(screen.queryByText(PRIVACY_MESSAGES.consentRequired)).toBeNull();
    placeOrder();
    await waitFor(() => expect(server.orderCalls()).toHaveLength(1));
    expect(server.orderCalls()[0]!.body).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
  });

  it('shows the notice only when the consent is on record, and the order carries no new consent', async () => {
    const server = fakeServer({
      'GET /api/account/consents': consents(false),
      'POST /api/orders': () => ({ status: 201, body: { order } }),
    });
    renderCheckout(customer, [kajalLine], () => <p>placed</p>);
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    await waitFor(() => expect(screen.getByTestId('checkout-privacy-notice').textContent).toContain('you have agreed'));
    expect(screen.queryByRole('checkbox', { name: /consent to my name/ })).toBeNull();
    placeOrder();
    await waitFor(() => expect(server.orderCalls()).toHaveLength(1));
    expect(server.orderCalls()[0]!.body).not.toHaveProperty('privacyNoticeVersion');
  });

  it('brings the tick box when the server refuses the order for want of consent', async () => {
    fakeServer({
      'GET /api/account/consents': consents(false),
      'POST /api/orders': () => ({
        status: 400,
        body: { message: PRIVACY_MESSAGES.consentRequired, messageKey: 'privacy.consentRequired' },
      }),
    });
    renderCheckout(customer, [kajalLine]);
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    placeOrder();
    const box = await tickBox();
    expect(box.checked).toBe(false);
    expect(screen.getAllByText(PRIVACY_MESSAGES.consentRequired).length).toBeGreaterThan(0);
  });

  it('sends no WhatsApp opt-in by default, and whatsappUpdates once the buyer ticks the box', async () => {
    const server = fakeServer({
      'GET /api/account/consents': consents(false),
      'POST /api/orders': () => ({ status: 201, body: { order } }),
    });
    renderCheckout(customer, [kajalLine], () => <p>placed</p>);
    const box = await screen.findByRole<HTMLInputElement>(
      'checkbox',
      { name: /Send me order updates on WhatsApp/ },
      slow,
    );
    expect(box.checked).toBe(false);
    placeOrder();
    await waitFor(() => expect(server.orderCalls()).toHaveLength(1));
    expect(server.orderCalls()[0]!.body).not.toHaveProperty('whatsappUpdates');
    cleanup();

    const again = fakeServer({
      'GET /api/account/consents': consents(false),
      'POST /api/orders': () => ({ status: 201, body: { order } }),
    });
    renderCheckout(customer, [kajalLine], () => <p>placed</p>);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Send me order updates on WhatsApp/ }, slow));
    placeOrder();
    await waitFor(() => expect(again.orderCalls()).toHaveLength(1));
    expect(again.orderCalls()[0]!.body).toMatchObject({ whatsappUpdates: true });
  });
});
