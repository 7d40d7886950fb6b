import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, retryingCall } from './retrying-call';

class Transient extends Error {}
const isTransient = (error: unknown) => error instanceof Transient;
const policy = { attempts: 3, backoffMs: [5, 10] };

/** An attempt that fails `failures` times with `error`, then answers 'ok'; counts its calls. */
function flaky(failures: number, error: () => Error = () => new Transient('down')) {
  const calls = { count: 0 };
  const attempt = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw error();
    return 'ok';
  };
  return { calls, attempt };
}

describe('retryingCall', () => {
  it('retries a repeatable call after transient failures, up to the attempts allowed', async () => {
    const twice = flaky(2);
    await expect(
      retryingCall(twice.attempt, { timeoutMs: 1000, isRepeatable: true, isTransient, policy }),
    ).resolves.toBe('ok');
    expect(twice.calls.count).toBe(3);
    const always = flaky(10);
    await expect(
      retryingCall(always.attempt, { timeoutMs: 1000, isRepeatable: true, isTransient, policy }),
    ).rejects.toBeInstanceOf(Transient);
    expect(always.calls.count).toBe(3);
  });

  it('never repeats a call that is not repeatable, nor after a failure that decided something', async () => {
    const create = flaky(1);
    await expect(
      retryingCall(create.attempt, { timeoutMs: 1000, isRepeatable: false, isTransient, policy }),
    ).rejects.toThrow('down');
    expect(create.calls.count).toBe(1);
    const refused = flaky(1, () => new Error('refused'));
    await expect(
      retryingCall(refused.attempt, { timeoutMs: 1000, isRepeatable: true, isTransient, policy }),
    ).rejects.toThrow('refused');
    expect(refused.calls.count).toBe(1);
  });

  it('gives every attempt only what is left of one budget', async () => {
    const budgets: number[] = [];
    const started = Date.now();
    await expect(
      retryingCall(
        async (signal, timeLeftMs) => {
          budgets.push(timeLeftMs);
          await new Promise((resolve) => setTimeout(resolve, 600));
          signal.throwIfAborted();
          throw new Transient('slow and down');
        },
        { timeoutMs: 1500, isRepeatable: true, isTransient, policy: { attempts: 10, backoffMs: [50] } },
      ),
    ).rejects.toSatisfy(
      // The last attempt either fails on its own or is cut off when the budget runs out: both end the call.
      (error) => error instanceof Transient || (error instanceof DOMException && error.name === 'TimeoutError'),
    );
    expect(budgets.length).toBeLessThan(4);
    for (let i = 1; i < budgets.length; i += 1) expect(budgets[i]!).toBeLessThan(budgets[i - 1]!);
    // Generous for a loaded machine (the 150 ms version failed beside a browser run); without a shared budget
    // ten attempts would take over 6 s.
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('keeps the default waits small and within the budget', () => {
    expect(defaultRetryPolicy(10_000)).toEqual({ attempts: 3, backoffMs: [100, 300] });
    expect(defaultRetryPolicy(600).backoffMs).toEqual([6, 20]);
  });
});
