import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, createMemoryLoginThrottle, delayAfter } from './login-throttle';

describe('login throttle', () => {
  it('doubles the wait after the free failures, up to 15 minutes', () => {
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(1000);
    expect(delayAfter(FREE_FAILURES + 3)).toBe(8000);
    expect(delayAfter(FREE_FAILURES + 30)).toBe(15 * 60_000);
  });

  it('keys on account and address, and a success clears the count', async () => {
    let now = 1_000_000;
    const throttle = createMemoryLoginThrottle(() => now);
    for (let i = 0; i < FREE_FAILURES + 2; i++) await throttle.recordFailure('Owner@Shop.in', '1.1.1.1');
    expect(await throttle.waitMs('owner@shop.in', '1.1.1.1')).toBe(4000);
    expect(await throttle.waitMs('owner@shop.in', '2.2.2.2')).toBe(0);
    now += 4000;
    expect(await throttle.waitMs('owner@shop.in', '1.1.1.1')).toBe(0);
    await throttle.recordSuccess('owner@shop.in', '1.1.1.1');
    await throttle.recordFailure('owner@shop.in', '1.1.1.1');
    expect(await throttle.waitMs('owner@shop.in', '1.1.1.1')).toBe(0);
  });

  it('forgets failures after an hour without any', async () => {
    let now = 0;
    const throttle = createMemoryLoginThrottle(() => now);
    for (let i = 0; i < FREE_FAILURES + 5; i++) await throttle.recordFailure('a@b.in', '1.1.1.1');
    now += 61 * 60_000;
    expect(await throttle.waitMs('a@b.in', '1.1.1.1')).toBe(0);
  });
});
