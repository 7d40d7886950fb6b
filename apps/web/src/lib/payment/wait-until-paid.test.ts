import { describe, expect, it, vi } from 'vitest';
import { waitUntilPaid } from './wait-until-paid';

const noSleep = () => Promise.resolve();

describe('waitUntilPaid', () => {
  it('asks again until the order reads paid', async () => {
    const fetchOrder = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ paymentStatus: 'pending' })
      .mockResolvedValueOnce({ paymentStatus: 'paid', _id: 'o1' });
    await expect(waitUntilPaid(fetchOrder, { sleep: noSleep })).resolves.toEqual({ paymentStatus: 'paid', _id: 'o1' });
    expect(fetchOrder).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt', async () => {
    const fetchOrder = vi.fn().mockResolvedValue({ paymentStatus: 'pending' });
    const sleep = vi.fn(noSleep);
    await expect(waitUntilPaid(fetchOrder, { attempts: 3, intervalMs: 50, sleep })).resolves.toBeNull();
    expect(fetchOrder).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(50);
  });
});
