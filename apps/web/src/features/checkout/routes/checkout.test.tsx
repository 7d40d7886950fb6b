import { MESSAGES } from '@shop/shared/messages';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPagesBetweenTests } from '../../../test/render-pages';
import { customer, kajalLine, renderCheckout } from './checkout-test-kit';

const cart = [
  kajalLine,
  {
    product: { _id: 'p2', name: 'Gel Pens', mrp: 149, sellingPrice: 129, images: [], stock: 10, category: 'Office' },
    quantity: 1,
  },
];

const slow = { timeout: 5000 };
const placeOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('checkout form', () => {
  resetPagesBetweenTests();
  // No server here: the page's own requests (the delivery estimate for the saved PIN) get a 404 at once instead
  // of going out to whatever listens on the test page's origin (a stray "socket hang up" in the output).
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 })),
    );
  });

  it('uses the saved address by default, so the pre-filled contact details are enough', async () => {
    renderCheckout(customer, cart);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Use my saved address' }, slow);
    expect(toggle.checked).toBe(true);
    expect(screen.getByTestId('saved-address').textContent).toContain('221 Linking Road');
    expect(field('Full name').value).toBe('Rahul Sharma');
    expect(field('Email address').value).toBe('user@example.com');
    expect(placeOrder().disabled).toBe(false);
    // Subtotal 2 x 199 + 129 = 527; under 999 cash on delivery adds 100.
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('₹527.00');
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('₹100.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹627.00');
  });

  it('clears the address when the toggle goes off and waits for a complete, valid one', async () => {
    renderCheckout(customer, cart);
    const toggle = await screen.findByRole('switch', { name: 'Use my saved address' }, slow);
    fireEvent.click(toggle);
    for (const label of ['Street address', 'City', 'State', 'PIN code']) expect(field(label).value).toBe('');
    expect(placeOrder().disabled).toBe(true);
    expect(screen.getByText(MESSAGES.fillRequired)).toBeTruthy();

    fireEvent.change(field('Street address'), { target: { value: '7 Marine Drive' } });
    fireEvent.change(field('City'), { target: { value: 'Kochi' } });
    fireEvent.change(field('State'), { target: { value: 'Kerala' } });
    fireEvent.change(field('PIN code'), { target: { value: '012345' } });
    expect(placeOrder().disabled).toBe(true);
    expect(screen.getByText(MESSAGES.invalidPincode)).toBeTruthy();

    fireEvent.change(field('PIN code'), { target: { value: '682001' } });
    expect(placeOrder().disabled).toBe(false);
    expect(screen.getByLabelText('Save this address to my profile')).toBeTruthy();
  });

  it('needs the whole address when the profile has none', async () => {
    renderCheckout({ ...customer, address: { street: '', city: '', state: '', pincode: '' } }, cart);
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(placeOrder().disabled).toBe(true);
  });

  it('switches shipping with the payment method, online payment included', async () => {
    renderCheckout(customer, cart);
    await screen.findByRole('heading', { name: 'Checkout' }, slow);
    const online = screen.getByRole<HTMLInputElement>('radio', { name: /Pay Online/ });
    expect(online.disabled).toBe(false);
    expect(screen.queryByText('Online payment coming soon')).toBeNull();
    fireEvent.click(online);
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Free');
    fireEvent.click(screen.getByRole('radio', { name: /Order via WhatsApp/ }));
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹527.00');
  });
});
