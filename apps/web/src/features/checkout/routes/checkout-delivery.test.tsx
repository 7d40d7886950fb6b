import type { ServiceabilityResult } from '@shop/shared/schemas/shipping';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetPagesBetweenTests } from '../../../test/render-pages';
import { customer, kajalLine, renderCheckout } from './checkout-test-kit';

/** The simulator's rules: PINs starting with 9 are not served, 79 and 744 are prepaid only. */
function answerFor(pincode: string): ServiceabilityResult {
  if (pincode.startsWith('9')) {
    return {
      pincode,
      serviceable: false,
      codAvailable: false,
      deliveryDate: null,
      etd: null,
      estimatedDeliveryDays: null,
      courierName: null,
      message: `Sorry, we do not deliver to PIN code ${pincode} yet`,
    };
  }
  return {
    pincode,
    serviceable: true,
    codAvailable: !pincode.startsWith('79') && !pincode.startsWith('744'),
    deliveryDate: '2026-07-01',
    etd: 'Jul 01, 2026',
    estimatedDeliveryDays: 3,
    courierName: 'Delhivery Surface',
    message: 'Delivers by Wed, 1 Jul',
  };
}

function fakeServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input === '/api/shiprocket/serviceability' && init.method === 'POST') {
        const { pincode } = JSON.parse(init.body as string) as { pincode: string };
        asked.push(pincode);
        return new Response(JSON.stringify(answerFor(pincode)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

const slow = { timeout: 5000 };
const placeOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' });
// The cash-on-delivery card's note mentions the PIN code too: fields only.
const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(label, { exact: false, selector: 'input:not([type=radio]), select' });
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

async function typeAddress(pincode: string, state = 'Kerala') {
  fireEvent.click(await screen.findByRole('switch', { name: 'Use my saved address' }, slow));
  fireEvent.change(field('Street address'), { target: { value: '7 Marine Drive' } });
  fireEvent.change(field('City'), { target: { value: 'Kochi' } });
  fireEvent.change(field('State'), { target: { value: state } });
  fireEvent.change(field('PIN code'), { target: { value: pincode } });
}

describe('checkout: delivery to the PIN code', () => {
  resetPagesBetweenTests();

  it('checks the saved address at once and shows the delivery date', async () => {
    const asked = fakeServer();
    renderCheckout(customer, [kajalLine]);
    expect(await screen.findByText('Delivers by Wed, 1 Jul', {}, slow)).toBeTruthy();
    expect(asked).toEqual(['400050']);
    expect(placeOrder().disabled).toBe(false);
    expect(radio(/Cash on Delivery/).checked).toBe(true);
  });

  it('asks only for a complete PIN, and blocks the order where couriers do not deliver', async () => {
    const asked = fakeServer();
    renderCheckout(customer, [kajalLine]);
    await typeAddress('90000');
    expect(asked).toEqual(['400050']);
    fireEvent.change(field('PIN code'), { target: { value: '900001' } });
    const message = 'Sorry, we do not deliver to PIN code 900001 yet';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(asked).toEqual(['400050', '900001']);
    expect(placeOrder().disabled).toBe(true);

    fireEvent.change(field('PIN code'), { target: { value: '682001' } });
    expect(await screen.findByText('Delivers by Wed, 1 Jul')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    expect(placeOrder().disabled).toBe(false);
  });

  it('switches off cash on delivery where it cannot be collected and moves to online payment', async () => {
    fakeServer();
    renderCheckout(customer, [kajalLine]);
    // A PIN of Arunachal Pradesh, in its own state (a PIN of another state is refused outright).
    await typeAddress('790001', 'Arunachal Pradesh');
    expect(await screen.findByText('Cash on Delivery is not available for this PIN code.')).toBeTruthy();
    expect(radio(/Cash on Delivery/).disabled).toBe(true);
    expect(radio(/Cash on Delivery/).checked).toBe(false);
    expect(radio(/Pay Online/).checked).toBe(true);
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Free');
    expect(placeOrder().disabled).toBe(false);

    // Back to a PIN with cash on delivery: the shopper's choice returns.
    fireEvent.change(field('State'), { target: { value: 'Kerala' } });
    fireEvent.change(field('PIN code'), { target: { value: '682001' } });
    await waitFor(() => expect(radio(/Cash on Delivery/).checked).toBe(true));
  });
});
