import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutVerifyPhone } from './checkout-verify-phone';

/*
 * The checkout's own "verify this phone" (decision 240 addendum): shown only for the verified-phone COD rule and a
 * complete delivery phone; inside the checkout form, Enter in the code field verifies the code and never submits
 * the order.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderInCheckoutForm(codRule: string, phone: string, onSubmit = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <form aria-label="Checkout" onSubmit={(e) => (e.preventDefault(), onSubmit())}>
        <CheckoutVerifyPhone codRule={codRule} phone={phone} />
      </form>
    </QueryClientProvider>,
  );
  return onSubmit;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('verifying the delivery phone in checkout', () => {
  it('shows nothing for another COD refusal or an incomplete phone', () => {
    renderInCheckoutForm('pincode', '9812345678');
    renderInCheckoutForm('phone-unverified', '98123');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('sends a code to the delivery phone, and Enter in the code field verifies it without placing the order', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
        calls.push({ url: String(url), body });
        if (String(url).endsWith('/auth/phone/channels')) return json({ channels: ['sms'] });
        if (String(url).endsWith('/auth/phone/code')) return json({ message: 'We have sent a 6-digit code by SMS.' });
        if (String(url).endsWith('/auth/phone/verify')) return json({ phone: '9812345678', phoneVerified: true });
        return json({ message: 'not found' }, 404);
      }),
    );
    const placeOrder = renderInCheckoutForm('phone-unverified', '9812345678');
    const panel = screen.getByRole('region', { name: 'Verify your phone for cash on delivery' });
    expect(panel.textContent).toContain('Verify 9812345678 for cash on delivery');

    fireEvent.click(screen.getByRole('button', { name: 'Send code to this phone' }));
    const codeField = await screen.findByLabelText(/6-digit code/);
    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.keyDown(codeField, { key: 'Enter' });

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('your phone number is verified'));
    expect(placeOrder).not.toHaveBeenCalled();
    expect(calls.find((c) => c.url.endsWith('/auth/phone/code'))?.body).toEqual({
      phone: '9812345678',
      channel: 'sms',
    });
    expect(calls.find((c) => c.url.endsWith('/auth/phone/verify'))?.body).toEqual({
      phone: '9812345678',
      code: '123456',
    });
  });
});
