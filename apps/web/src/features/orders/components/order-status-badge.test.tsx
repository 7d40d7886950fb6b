import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';

afterEach(cleanup);

// docs/decisions/065-returned-to-seller.md: a parcel the courier brought back reads "Returned to seller" for the
// customer as for the admin (features/admin/components/status-badge.test.tsx), a plain cancellation still
// "Cancelled".
describe('order status badges', () => {
  it('names a returned order "Returned to seller" for the customer', () => {
    render(<OrderStatusBadge status="cancelled" returned />);
    expect(screen.getByTestId('order-status').textContent).toBe('Returned to seller');
    cleanup();
    render(<OrderStatusBadge status="cancelled" returned={false} />);
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });
});
