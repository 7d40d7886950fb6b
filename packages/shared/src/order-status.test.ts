import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  allowedNextStatuses,
  awaitsPaymentBefore,
  canTransition,
  CANCELLABLE_STATUSES,
  CANCELLABLE_WITH_SHIPMENT_STATUSES,
  EXPIRABLE_STATUSES,
  PAYABLE_STATUSES,
  SHIPPABLE_STATUSES,
  isCancellable,
  isPayable,
  isShippable,
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

  it('derives the state lists the SQL is built from out of the one workflow', () => {
    expect(CANCELLABLE_STATUSES).toEqual(['pending', 'packed']);
    expect(CANCELLABLE_WITH_SHIPMENT_STATUSES).toEqual(['pending', 'packed', 'shipped']);
    expect(PAYABLE_STATUSES).toEqual(['pending', 'packed']);
    expect(EXPIRABLE_STATUSES).toEqual(['pending', 'packed']);
    expect(SHIPPABLE_STATUSES).toEqual(['packed']);
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(['pending', 'packed']);
    expect(ORDER_STATUSES.filter(isShippable)).toEqual(['packed']);
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
