import { describe, expect, it } from 'vitest';
import { isPayableNow } from './pay-now';

const base = {
  paymentMethod: 'razorpay' as const,
  paymentStatus: 'pending' as const,
  status: 'pending' as const,
  paymentExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
};

describe('isPayableNow', () => {
  it('offers Pay now for an unpaid online order within its window', () => {
    expect(isPayableNow(base)).toBe(true);
  });

  it('not once paid, cancelled, past its window, or for cash on delivery', () => {
    expect(isPayableNow({ ...base, paymentStatus: 'paid' })).toBe(false);
    expect(isPayableNow({ ...base, status: 'cancelled' })).toBe(false);
    expect(isPayableNow({ ...base, paymentExpiresAt: new Date(Date.now() - 1000).toISOString() })).toBe(false);
    expect(isPayableNow({ ...base, paymentMethod: 'cod', paymentExpiresAt: null })).toBe(false);
  });
});
