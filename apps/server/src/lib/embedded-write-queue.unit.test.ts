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

  it('is full when the writes ahead, past its free slots, are as many as the slots get through in the wait', async () => {
    const queue = createWriteQueue(1, 3_000);
    await queue.enter(0);
    const waits = [queue.enter(100), queue.enter(200), queue.enter(300)];
    queue.turnedAway();
    // No write has finished yet: nothing is judged, a burst goes to the line.
    expect(queue.isFull(1_000, 10)).toBe(false);
    // A write held its slot 3 s: one slot gets one write through in the wait.
    queue.leave(3_000);
    // Two wait ahead of a write placed after them, one ahead of a write placed between: both full.
    expect(queue.isFull(1_000, 0)).toBe(true);
    expect(queue.isFull(250, 0)).toBe(true);
    // Placed before them all, with nobody on the way: room.
    expect(queue.isFull(50, 0)).toBe(false);
    queue.leave(3_000);
    queue.leave(3_000);
    queue.leave(3_000);
    await Promise.all(waits);
  });

  it('gets more writes through the wait when they hold their slots shorter', async () => {
    const queue = createWriteQueue(1, 3_000);
    await queue.enter(0);
    // Writes that hold their slot 0.5 s: six get through in the wait, so two waiting leave room, six do not.
    queue.leave(500);
    queue.turnedAway();
    await queue.enter(0);
    const waits = [queue.enter(400), queue.enter(500)];
    expect(queue.isFull(1_000, 0)).toBe(false);
    expect(queue.isFull(1_000, 4)).toBe(true);
    queue.leave(500);
    queue.leave(500);
    queue.leave(500);
    await Promise.all(waits);
  });

  it('counts only the writes ahead that its free slots cannot take at once', async () => {
    const queue = createWriteQueue(4, 3_000);
    await queue.enter();
    queue.leave(3_000);
    queue.turnedAway();
    // A quiet shop: six writes on their way to four free slots leave two to wait, fewer than one per slot.
    expect(queue.isFull(0, 6)).toBe(false);
    expect(queue.isFull(0, 8)).toBe(true);
  });

  it('judges only while writes are being turned away: within the wait after the last one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const queue = createWriteQueue(1, 3_000);
    await queue.enter(0);
    queue.leave(3_000);
    await queue.enter(0);
    const waits = [queue.enter(100), queue.enter(200)];
    // The line is long for its pace, but nobody has been turned away: the line bounds their wait, not a guess.
    expect(queue.isFull(1_000, 0)).toBe(false);
    // A waiter finds no turn within the wait: from then on the door judges, for the wait.
    const late = queue.enter(300);
    vi.advanceTimersByTime(3_000);
    expect(await late).toBe(false);
    expect(await Promise.all(waits)).toEqual([false, false]);
    // Two more on their way behind the one running: full, for the wait after the last write turned away.
    expect(queue.isFull(1_000, 2)).toBe(true);
    vi.advanceTimersByTime(2_999);
    expect(queue.isFull(1_000, 2)).toBe(true);
    vi.advanceTimersByTime(2);
    expect(queue.isFull(1_000, 2)).toBe(false);
    // Turned away at the door or by the database: judged again.
    queue.turnedAway();
    expect(queue.isFull(1_000, 2)).toBe(true);
    queue.leave(3_000);
  });
});
