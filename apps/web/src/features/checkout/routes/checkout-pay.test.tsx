import { CART_STORAGE_KEY, PAYMENT_THEME_COLOR } from '@shop/shared/constants';
import type { Order } from '@shop/shared/schemas/order';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayFailureResponse, RazorpayOptions, RazorpaySuccessResponse } from '../../../lib/payment/razorpay';
import { customer, kajalLine, renderCheckout } from './checkout-test-kit';

const ORDER_ID = '0b4c7a52-5a3e-4d1c-9a43-2f6d3e8a1b7c';
const order = {
  _id: ORDER_ID,
  paymentMethod: 'razorpay',
  paymentStatus: 'pending',
  status: 'pending',
  subtotal: 398,
  shippingFee: 0,
  total: 398,
  paymentExpiresAt: null,
} as unknown as Order;
const payment = {
  order: { id: 'order_SIM123', amount: 39800, currency: 'INR', receipt: ORDER_ID },
  key_id: 'rzp_test_abc',
  checkoutUrl: '/sim/razorpay/checkout.js',
  orderId: ORDER_ID,
  expiresAt: null,
  name: 'ShopKart',
  description: 'Order #3E8A1B7C',
  prefill: { name: 'Rahul Sharma', email: 'user@example.com', contact: '+919876543210' },
};
const signed: RazorpaySuccessResponse = {
  razorpay_payment_id: 'pay_SIM456',
  razorpay_order_id: 'order_SIM123',
  razorpay_signature: 'f00d',
};

/** The fake checkout.js: records each window the page opens. */
class FakeRazorpay {
  static instances: FakeRazorpay[] = [];
  isOpen = false;
  failedListeners: ((response: RazorpayFailureResponse) => void)[] = [];
  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.instances.push(this);
  }
  open() {
    this.isOpen = true;
  }
  close() {
    this.isOpen = false;
  }
  on(_event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void) {
    this.failedListeners.push(listener);
  }
  /** The shopper closes the window. */
  dismiss() {
    this.close();
    this.options.modal?.ondismiss?.();
  }
}

type Reply = { status: number; body?: unknown };
type Route = (init: RequestInit) => Reply | Promise<Reply>;

/** A fake API: `routes['POST /api/orders']` answers that call; every call is recorded. */
function fakeServer(routes: Record<string, Route>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${input}`;
    calls.push({
      key,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[key];
    const reply = route ? await route(init) : { status: 404, body: { message: 'Not found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, count: (key: string) => calls.filter((call) => call.key === key).length };
}

function SuccessPage() {
  const state = useLocation().state as { orderId: string; paymentMethod: string; paymentId?: string };
  return (
    <p data-testid="success-state">
      {state.orderId} {state.paymentMethod} {state.paymentId}
    </p>
  );
}

const openCheckout = () => renderCheckout(customer, [kajalLine], SuccessPage);

const slow = { timeout: 5000 };
const payButton = () => screen.findByRole<HTMLButtonElement>('button', { name: 'Pay now ₹398.00' }, slow);

/** Place Order with Pay Online: one press creates the order and opens the provider's window (decision 207). */
async function placeOnlineOrder() {
  await screen.findByRole('heading', { name: 'Checkout' }, slow);
  fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));
  expect(screen.getByTestId('checkout-shipping').textContent).toBe('Free');
  const place = screen.getByRole('button', { name: 'Place Order' });
  // A double press places one order and opens one window.
  fireEvent.click(place);
  fireEvent.click(place);
  await waitFor(() => expect(FakeRazorpay.instances[0]?.isOpen).toBe(true), slow);
  expect(FakeRazorpay.instances).toHaveLength(1);
  return FakeRazorpay.instances[0]!;
}

const baseRoutes = (): Record<string, Route> => ({
  'POST /api/orders': () => ({ status: 201, body: { order } }),
  'POST /api/orders/create-payment': () => ({ status: 200, body: payment }),
  'POST /api/orders/verify-payment': () => ({ status: 200, body: { order: { ...order, paymentStatus: 'paid' } } }),
});

describe('checkout: online payment', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeRazorpay.instances = [];
    window.Razorpay = FakeRazorpay;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete window.Razorpay;
  });

  it('Place Order creates the order and opens the provider window; a verified payment ends on the success page', async () => {
    const server = fakeServer(baseRoutes());
    const router = openCheckout();
    const rzp = await placeOnlineOrder();

    expect(server.count('POST /api/orders')).toBe(1);
    const created = server.calls.find((call) => call.key === 'POST /api/orders');
    expect(created?.body).toMatchObject({ paymentMethod: 'razorpay', items: [{ product: 'p1', quantity: 2 }] });
    expect(created?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    // The cart stays until the payment is verified.
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    expect(server.count('POST /api/orders/create-payment')).toBe(1);
    expect(server.calls.find((call) => call.key === 'POST /api/orders/create-payment')?.body).toEqual({
      receipt: ORDER_ID,
    });
    expect(rzp.options).toMatchObject({
      key: 'rzp_test_abc',
      amount: 39800,
      currency: 'INR',
      name: 'ShopKart',
      description: 'Order #3E8A1B7C',
      order_id: 'order_SIM123',
      prefill: payment.prefill,
      theme: { color: PAYMENT_THEME_COLOR },
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Complete the payment...' }).disabled).toBe(true);

    act(() => rzp.options.handler(signed));
    await screen.findByTestId('success-state', {}, slow);
    expect(server.calls.find((call) => call.key === 'POST /api/orders/verify-payment')?.body).toEqual({
      ...signed,
      order_id: ORDER_ID,
    });
    expect(screen.getByTestId('success-state').textContent).toBe(`${ORDER_ID} razorpay pay_SIM456`);
    expect(router.state.location.search).toBe(`?orderId=${ORDER_ID}`);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
    expect(screen.getByText('Payment successful! Order placed.')).toBeTruthy();
  });

  it('leaves "Pay now" after a dismissal and a failed attempt, with the same provider order', async () => {
    const server = fakeServer(baseRoutes());
    openCheckout();
    const first = await placeOnlineOrder();

    act(() => first.dismiss());
    expect(screen.getByTestId('pay-step').textContent).toContain('is created but not paid yet.');
    expect(screen.getByTestId('pay-step').textContent).toContain('Pay now to confirm it.');
    fireEvent.click(await payButton());
    await waitFor(() => expect(FakeRazorpay.instances[1]?.isOpen).toBe(true));
    expect(FakeRazorpay.instances[1]?.options.order_id).toBe('order_SIM123');
    expect(server.count('POST /api/orders')).toBe(1);

    const failure: RazorpayFailureResponse = { error: { code: 'BAD_REQUEST_ERROR', description: 'Declined' } };
    act(() => FakeRazorpay.instances[1]!.failedListeners.forEach((listener) => listener(failure)));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeTruthy();
    expect((await payButton()).disabled).toBe(false);

    // The provider's window offers a retry itself; its success still completes the order, and the success
    // message takes the failure's place.
    act(() => FakeRazorpay.instances[1]!.options.handler(signed));
    await screen.findByTestId('success-state', {}, slow);
    expect(screen.getByText('Payment successful! Order placed.')).toBeTruthy();
    expect(screen.queryByText('Payment failed. Please try again.')).toBeNull();
  });

  it('fetches checkout.js as soon as Pay Online is chosen, before Place Order', async () => {
    delete window.Razorpay;
    const server = fakeServer({
      ...baseRoutes(),
      'GET /api/public-config': () => ({
        status: 200,
        body: {
          shopName: 'ShopKart',
          whatsappNumber: '919876543210',
          currency: 'INR',
          razorpayKeyId: 'rzp_test_abc',
          razorpayCheckoutUrl: '/sim/razorpay/checkout.js',
        },
      }),
    });
    // jsdom loads no scripts: the loader's request for the tag is what shows.
    const appended: string[] = [];
    const appendChild = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) {
        appended.push(node.getAttribute('src') ?? '');
        return node;
      }
      return appendChild(node);
    });
    openCheckout();
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    expect(appended).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));
    await waitFor(() => expect(appended).toEqual(['/sim/razorpay/checkout.js']), slow);
    expect(server.count('POST /api/orders')).toBe(0);
    vi.restoreAllMocks();
  });

  it("shows the server's message when the payment cannot start, and a refused verification keeps the cart", async () => {
    let createStatus = 502;
    const server = fakeServer({
      ...baseRoutes(),
      'POST /api/orders/create-payment': () =>
        createStatus === 502
          ? { status: 502, body: { message: 'Payment provider is unavailable. Please try again in a moment.' } }
          : { status: 200, body: payment },
      'POST /api/orders/verify-payment': () => ({ status: 400, body: {} }),
    });
    openCheckout();
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment provider is unavailable. Please try again in a moment.')).toBeTruthy();
    expect(FakeRazorpay.instances).toHaveLength(0);

    createStatus = 200;
    fireEvent.click(await payButton());
    await waitFor(() => expect(FakeRazorpay.instances[0]?.isOpen).toBe(true));
    act(() => FakeRazorpay.instances[0]!.options.handler(signed));
    // No message from the server: the catalogue's text.
    expect(await screen.findByText('Order creation failed after payment')).toBeTruthy();
    expect((await payButton()).disabled).toBe(false);
    expect(server.count('POST /api/orders/verify-payment')).toBe(1);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('finds the order paid by the webhook when the verify answer is lost', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let lookups = 0;
      fakeServer({
        ...baseRoutes(),
        'POST /api/orders/verify-payment': () => Promise.reject(new TypeError('Failed to fetch')),
        [`GET /api/orders/${ORDER_ID}`]: () => {
          lookups += 1;
          return { status: 200, body: { order: { ...order, paymentStatus: lookups >= 2 ? 'paid' : 'pending' } } };
        },
      });
      openCheckout();
      const rzp = await placeOnlineOrder();
      act(() => rzp.options.handler(signed));
      await screen.findByRole('button', { name: 'Confirming payment...' });
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await screen.findByTestId('success-state', {}, slow);
      expect(lookups).toBe(2);
      expect(screen.getByTestId('success-state').textContent).toContain('pay_SIM456');
    } finally {
      vi.useRealTimers();
    }
  });
});
