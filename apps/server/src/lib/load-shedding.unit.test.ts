import { describe, expect, it } from 'vitest';
import { isSheddable } from './load-shedding';

describe('what a saturated process refuses (decision 268)', () => {
  it('refuses API calls that change something', () => {
    expect(isSheddable({ method: 'POST', url: '/api/orders' })).toBe(true);
    expect(isSheddable({ method: 'POST', url: '/api/orders/verify-payment' })).toBe(true);
    expect(isSheddable({ method: 'PUT', url: '/api/cart?x=1' })).toBe(true);
    expect(isSheddable({ method: 'DELETE', url: '/api/wishlist/abc' })).toBe(true);
  });

  it('lets pages, reads, health and providers’ webhooks through', () => {
    expect(isSheddable({ method: 'GET', url: '/products/abc' })).toBe(false);
    expect(isSheddable({ method: 'GET', url: '/api/products?q=kurta' })).toBe(false);
    expect(isSheddable({ method: 'HEAD', url: '/api/health' })).toBe(false);
    expect(isSheddable({ method: 'POST', url: '/api/webhooks/razorpay' })).toBe(false);
    expect(isSheddable({ method: 'POST', url: '/api/shiprocket/webhook?token=x' })).toBe(false);
    expect(isSheddable({ method: 'POST', url: '/contact' })).toBe(false);
  });
});
