import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_PATIENCE_MS } from '@shop/shared/busy-line';
import { createOrder, type CreateOrderBody } from './create-order';

const body = {
  items: [{ product: 'p1', quantity: 1 }],
  shippingAddress: {
    name: 'Asha',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  },
  paymentMethod: 'cod',
} as CreateOrderBody;

const busy = () =>
  Response.json(
    { message: 'The shop is very busy right now. Please try again in a moment; nothing was lost.', code: 'BUSY' },
    { status: 503, headers: { 'retry-after': '2' } },
  );
const placed = () => Response.json({ order: { _id: 'order-1' } }, { status: 201 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shop's answers in turn; records each request's Idempotency-Key. */
function answering(...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    }),
  );
  return keys;
}

describe('placing an order while the shop is very busy (decision 299)', () => {
  it('tries again after each Retry-After with the same key, keeping the place in line', async () => {
    const keys = answering(busy, busy, placed);
    const waits: number[] = [];
    const told: number[] = [];
    const order = await createOrder(body, 'checkout-key-1', {
      onBusy: (ms) => told.push(ms),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(order._id).toBe('order-1');
    expect(keys).toEqual(['checkout-key-1', 'checkout-key-1', 'checkout-key-1']);
    expect(waits).toEqual([2000, 2000]);
    expect(told).toEqual([2000, 2000]);
  });

  it('gives up with the busy message once its patience is spent, counted from the first try', async () => {
    // Each try takes a second of its own besides the 2 s wait: 3 s a round.
    let clock = 0;
    const tries = Math.floor(BUSY_PATIENCE_MS / 3000) + 1;
    const keys = answering(
      ...Array.from({ length: tries + 5 }, () => () => {
        clock += 1000;
        return busy();
      }),
    );
    const options = { sleep: async (ms: number) => void (clock += ms), now: () => clock };
    await expect(createOrder(body, 'checkout-key-2', options)).rejects.toMatchObject({
      status: 503,
      message: 'The shop is very busy right now. Please try again in a moment; nothing was lost.',
    });
    expect(keys).toHaveLength(tries);
  });

  it('waits at least a second whatever Retry-After says, and stops once checkout is left', async () => {
    const hurried = () =>
      Response.json({ message: 'busy', code: 'BUSY' }, { status: 503, headers: { 'retry-after': '0.001' } });
    const keys = answering(hurried, hurried, placed);
    const left = new AbortController();
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 2) left.abort();
    };
    await expect(createOrder(body, 'checkout-key-4', { sleep, signal: left.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(waits).toEqual([1000, 1000]);
    expect(keys).toHaveLength(2);
  });

  it('does not try again after any other failure', async () => {
    const soldOut = () => Response.json({ message: 'Kajal is out of stock', code: 'OUT_OF_STOCK' }, { status: 409 });
    const otherFiveHundred = () => Response.json({ message: 'Something went wrong' }, { status: 503 });
    for (const answer of [soldOut, otherFiveHundred]) {
      const keys = answering(answer, placed);
      await expect(createOrder(body, 'checkout-key-3', { sleep: async () => undefined })).rejects.toThrow();
      expect(keys).toHaveLength(1);
    }
  });
});
