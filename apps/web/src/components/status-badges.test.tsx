import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStateBadge, PaymentStateBadge } from './status-badges';

afterEach(cleanup);

const order = { status: 'pending', paymentMethod: 'razorpay', paymentStatus: 'paid' } as const;

// One vocabulary for the shopper's and the admin's badges (docs/decisions/208); a parcel the courier brought
// back reads "Returned to seller", a plain cancellation still "Cancelled" (docs/decisions/065).
describe('status badges', () => {
  it('never shows a paid order as "Pending"', () => {
    render(<OrderStateBadge order={order} />);
    expect(screen.getByTestId('order-status').textContent).toBe('Confirmed');
    render(<PaymentStateBadge order={order} />);
    expect(screen.getByTestId('payment-state').textContent).toBe('Paid');
  });

  it('names a returned order "Returned to seller", with its own data-status', () => {
    const { container } = render(
      <OrderStateBadge order={{ ...order, status: 'cancelled', returnedAt: '2026-11-20T10:00:00Z' }} />,
    );
    expect(screen.getByTestId('order-status').textContent).toBe('Returned to seller');
    expect(container.querySelector('[data-status="returned"]')).not.toBeNull();
    cleanup();
    render(<OrderStateBadge order={{ ...order, status: 'cancelled', returnedAt: null }} />);
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });

  it('shows an unpaid online order as awaiting payment, and cash on delivery as paid at the door', () => {
    render(<OrderStateBadge order={{ ...order, paymentStatus: 'pending' }} />);
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    render(<PaymentStateBadge order={{ ...order, paymentMethod: 'cod', paymentStatus: 'pending' }} />);
    expect(screen.getByTestId('payment-state').textContent).toBe('Pay on delivery');
  });
});
