import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPagesBetweenTests } from '../../../test/render-pages';
import { customer, kajalLine, renderCheckout } from './checkout-test-kit';

/**
 * A cart kept from an older visit (no GST rate stored, yesterday's price) that goes straight to the checkout: the
 * checkout reads the products again, so it shows today's price and the product's own GST rate, not the 18% default.
 */
describe('checkout: the cart is checked again on opening', () => {
  resetPagesBetweenTests();
  beforeEach(() => {
    const today = { ...kajalLine.product, mrp: 209, gstRate: 5 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input === '/api/products/p1'
          ? Response.json({ product: today })
          : Response.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
  });

  it("shows the product's own GST rate and says what changed", async () => {
    renderCheckout(customer, [kajalLine]);
    await waitFor(() => expect(screen.getByTestId('checkout-gst').textContent).toContain('5%'), { timeout: 5000 });
    expect(screen.getByTestId('checkout-gst').textContent).not.toContain('18%');
    expect(screen.getByText('Kajal: Price changed from ₹199.00 to ₹209.00.')).toBeTruthy();
  });
});
