import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayConstructor } from './razorpay';
import { createScriptLoader, RAZORPAY_SDK_FAILED } from './load-razorpay';

const SRC = 'https://checkout.example.test/v1/checkout.js';
const FakeRazorpay = vi.fn() as unknown as RazorpayConstructor;

/**
 * Catches the script tags the loader adds instead of letting happy-dom fetch them; each test decides
 * whether a tag "loads" or "fails" by firing the element's own handlers.
 */
function interceptScripts() {
  const scripts: HTMLScriptElement[] = [];
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return { scripts, append };
}

const fire = (script: HTMLScriptElement | undefined, type: 'load' | 'error') => {
  const handler = type === 'load' ? script?.onload : script?.onerror;
  if (!script || typeof handler !== 'function') throw new Error(`no ${type} handler on the script`);
  handler.call(script, new Event(type));
};

describe('checkout script loader', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('adds one script tag for any number of callers and resolves them all to window.Razorpay', async () => {
    const { scripts } = interceptScripts();
    const sdk: { loaded?: RazorpayConstructor } = {};
    const load = createScriptLoader({ read: () => sdk.loaded });

    const first = load(SRC);
    const second = load(SRC);
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(SRC);
    expect(scripts[0]?.async).toBe(true);

    sdk.loaded = FakeRazorpay;
    fire(scripts[0], 'load');
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);

    // Loaded: later calls neither add a tag nor wait.
    await expect(load(SRC)).resolves.toBe(FakeRazorpay);
    expect(scripts).toHaveLength(1);
  });

  it('uses a constructor that is already there without adding a script', async () => {
    const { scripts } = interceptScripts();
    const load = createScriptLoader({ read: () => FakeRazorpay });
    await expect(load(SRC)).resolves.toBe(FakeRazorpay);
    expect(scripts).toHaveLength(0);
  });

  it('rejects on a network error, removes the tag and tries again on the next call', async () => {
    const { scripts } = interceptScripts();
    const sdk: { loaded?: RazorpayConstructor } = {};
    const load = createScriptLoader({ read: () => sdk.loaded });

    const failed = load(SRC);
    const remove = vi.spyOn(scripts[0]!, 'remove');
    fire(scripts[0], 'error');
    await expect(failed).rejects.toThrow(RAZORPAY_SDK_FAILED);
    expect(remove).toHaveBeenCalledOnce();

    const retry = load(SRC);
    expect(retry).not.toBe(failed);
    expect(scripts).toHaveLength(2);
    sdk.loaded = FakeRazorpay;
    fire(scripts[1], 'load');
    await expect(retry).resolves.toBe(FakeRazorpay);
  });

  it('rejects when the script ran but did not define window.Razorpay', async () => {
    const { scripts } = interceptScripts();
    const load = createScriptLoader({ read: () => undefined });
    const promise = load(SRC);
    fire(scripts[0], 'load');
    await expect(promise).rejects.toThrow(RAZORPAY_SDK_FAILED);
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    const { scripts } = interceptScripts();
    const load = createScriptLoader({ read: () => undefined, timeoutMs: 1000 });
    const promise = load(SRC);
    const settled = expect(promise).rejects.toThrow(RAZORPAY_SDK_FAILED);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    // A late load event after the time-out changes nothing.
    expect(scripts[0]?.onload).toBeNull();
  });
});
