import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './status-badge';

afterEach(cleanup);

// docs/decisions/065-returned-to-seller.md: a parcel the courier brought back reads "Returned to seller" for the
// admin as for the customer (features/orders/components/order-status-badge.test.tsx), a plain cancellation still
// "Cancelled".
describe('admin order status badge', () => {
  it('names a returned order "Returned to seller" for the admin, with its own data-status', () => {
    const { container } = render(<OrderStatusBadge status="cancelled" returned />);
    expect(screen.getByText('Returned to seller').textContent).toBe('Returned to seller');
    expect(container.querySelector('[data-status="returned"]')).not.toBeNull();
    cleanup();
    render(<OrderStatusBadge status="shipped" returned />);
    expect(screen.queryByText('Returned to seller')).toBeNull();
    expect(screen.getByText('Shipped').getAttribute('data-status')).toBe('shipped');
  });
});
