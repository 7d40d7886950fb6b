import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, allowedNextStatuses, canTransition, isCancellable, timelineActive } from './order-status';

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

  it('lights the five timeline steps per SPEC section 4', () => {
    expect(timelineActive('pending')).toEqual([true, false, false, false, false]);
    expect(timelineActive('packed')).toEqual([true, true, true, false, false]);
    expect(timelineActive('shipped')).toEqual([true, true, true, true, false]);
    expect(timelineActive('delivered')).toEqual([true, true, true, true, true]);
  });
});
