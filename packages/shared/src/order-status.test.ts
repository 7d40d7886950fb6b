import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  allowedNextStatuses,
  awaitsPaymentBefore,
  canTransition,
  isCancellable,
  timelineActive,
} from './order-status';

describe('order status rules', () => {
  it('moves forward one step at a time', () => {
    expect(canTransition('pending', 'packed')).toBe(true);
    expect(canTransition('packed', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('delivered', 'pending')).toBe(false);
    expect(canTransition('shipped', 'packed')).toBe(false);
  });

  it('cancels only before shipment', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['pending', 'packed']);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
  });

  it('lights the five timeline steps per docs/product.md#my-orders', () => {
    expect(timelineActive('pending')).toEqual([true, false, false, false, false]);
    expect(timelineActive('packed')).toEqual([true, true, true, false, false]);
    expect(timelineActive('shipped')).toEqual([true, true, true, true, false]);
    expect(timelineActive('delivered')).toEqual([true, true, true, true, true]);
  });
});

describe('payment before shipping', () => {
  it('holds back an unpaid online order from shipped and delivered only', () => {
    const unpaid = { paymentMethod: 'razorpay', paymentStatus: 'pending' };
    expect(awaitsPaymentBefore('shipped', unpaid)).toBe(true);
    expect(awaitsPaymentBefore('delivered', unpaid)).toBe(true);
    expect(awaitsPaymentBefore('packed', unpaid)).toBe(false);
    expect(awaitsPaymentBefore('cancelled', unpaid)).toBe(false);
  });

  it('lets paid online orders and cash on delivery ship', () => {
    expect(awaitsPaymentBefore('shipped', { paymentMethod: 'razorpay', paymentStatus: 'paid' })).toBe(false);
    expect(awaitsPaymentBefore('shipped', { paymentMethod: 'cod', paymentStatus: 'pending' })).toBe(false);
  });
});
