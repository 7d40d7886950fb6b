import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatusBadge as AdminOrderStatusBadge } from '../../admin/components/status-badge';
import { OrderStatusBadge } from './order-status-badge';

afterEach(cleanup);

// docs/decisions/065-returned-to-seller.md: a parcel the courier brought back reads "Returned to seller" for the
// customer and the admin, a plain cancellation still "Cancelled".
describe('order status badges', () => {
  it('names a returned order "Returned to seller" for the customer', () => {
    render(<OrderStatusBadge status="cancelled" returned />);
    expect(screen.getByTestId('order-status').textContent).toBe('Returned to seller');
    cleanup();
    render(<OrderStatusBadge status="cancelled" returned={false} />);
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });

  it('names a returned order "Returned to seller" for the admin, with its own data-status', () => {
    const { container } = render(<AdminOrderStatusBadge status="cancelled" returned />);
    expect(screen.getByText('Returned to seller').textContent).toBe('Returned to seller');
    expect(container.querySelector('[data-status="returned"]')).not.toBeNull();
    cleanup();
    render(<AdminOrderStatusBadge status="shipped" returned />);
    expect(screen.queryByText('Returned to seller')).toBeNull();
    expect(screen.getByText('Shipped').getAttribute('data-status')).toBe('shipped');
  });
});
