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

  it('gives a free slot to the earliest place in line, then to the longest waiting (decision 299)', async () => {
    const queue = createWriteQueue(1, 10_000);
    await queue.enter(0);
    const admitted: string[] = [];
    const wait = (name: string, place: number) => queue.enter(place).then((ok) => ok && admitted.push(name));
    // A new try at 5,000 ms; a retry whose first try came at 1,000 ms; another new one; one that came at 2,000 ms.
    const waits = [wait('new', 5_000), wait('kept 1000', 1_000), wait('also new', 5_000), wait('kept 2000', 2_000)];
    for (const _ of waits) {
      queue.leave();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waits);
    expect(admitted).toEqual(['kept 1000', 'kept 2000', 'new', 'also new']);
  });

  it('is full when as many wait ahead as it let through in the last wait, and at least one per slot', async () => {
    const queue = createWriteQueue(1, 3_000);
    await queue.enter(0);
    expect(queue.isFull(0, 0, 0)).toBe(false);
    const waits = [queue.enter(100), queue.enter(200), queue.enter(300)];
    // Nothing let through yet: a write placed after one waiter is turned away; one placed before them all is not.
    expect(queue.isFull(150, 0, 1_000)).toBe(true);
    expect(queue.isFull(50, 0, 1_000)).toBe(false);
    // Those on their way to the line count too.
    expect(queue.isFull(50, 1, 1_000)).toBe(true);
    queue.leave(1_000);
    queue.leave(1_100);
    // Two let through within the last 3 s, one waiting ahead: room.
    expect(queue.isFull(1_200, 0, 1_200)).toBe(false);
    // Those two are older than the wait now: the one waiter fills the one slot's line.
    expect(queue.isFull(4_200, 0, 4_200)).toBe(true);
    queue.leave(4_300);
    queue.leave(4_400);
    await Promise.all(waits);
  });

  it('counts only the writes ahead that its free slots cannot take at once', () => {
    const queue = createWriteQueue(4, 3_000);
    // A quiet shop: six writes on their way to four free slots leave two to wait, fewer than one per slot.
    expect(queue.isFull(0, 6, 0)).toBe(false);
    expect(queue.isFull(0, 8, 0)).toBe(true);
  });
});
