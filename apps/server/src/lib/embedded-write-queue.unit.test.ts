import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteQueue } from './embedded-write-queue';

afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded database write queue (decision 284)', () => {
  it('admits up to its slots at once, then the waiters in order of arrival', async () => {
    const queue = createWriteQueue(2, 1_000);
    expect(await queue.enter()).toBe(true);
    expect(await queue.enter()).toBe(true);
    const admitted: string[] = [];
    const third = queue.enter().then((ok) => ok && admitted.push('third'));
    const fourth = queue.enter().then((ok) => ok && admitted.push('fourth'));
    expect(queue.waiting()).toBe(2);
    queue.leave();
    await third;
    expect(admitted).toEqual(['third']);
    queue.leave();
    await fourth;
    expect(admitted).toEqual(['third', 'fourth']);
    expect(queue.running()).toBe(2);
  });

  it('turns a waiter away after the wait it was given, and the next slot goes to whoever waits then', async () => {
    vi.useFakeTimers();
    const queue = createWriteQueue(1, 500);
    await queue.enter();
    const late = queue.enter();
    vi.advanceTimersByTime(499);
    expect(queue.waiting()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await late).toBe(false);
    expect(queue.waiting()).toBe(0);
    const next = queue.enter();
    queue.leave();
    expect(await next).toBe(true);
    queue.leave();
    expect(queue.running()).toBe(0);
  });
});
