import type { RazorpayConstructor } from './razorpay';

export const RAZORPAY_SDK_FAILED = 'Failed to load Razorpay SDK';

/** A script that neither loads nor fails (a stalled connection) counts as failed after this long. */
export const SCRIPT_TIMEOUT_MS = 20_000;

export interface ScriptLoaderOptions {
  timeoutMs?: number;
  /** Where the constructor appears once the script ran; `window.Razorpay` in the app. */
  read?: () => RazorpayConstructor | undefined;
}

/**
 * Loads the checkout script on demand, once: every caller shares one promise per URL. A failure (network error,
 * time-out, or a script that did not define `window.Razorpay`) removes the tag and forgets the promise, so the
 * next Pay click tries again instead of failing for the rest of the visit.
 */
export function createScriptLoader({
  timeoutMs = SCRIPT_TIMEOUT_MS,
  read = () => window.Razorpay,
}: ScriptLoaderOptions = {}) {
  const loads = new Map<string, Promise<RazorpayConstructor>>();

  return function load(src: string): Promise<RazorpayConstructor> {
    const ready = read();
    if (ready) return Promise.resolve(ready);
    const cached = loads.get(src);
    if (cached) return cached;

    const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const timer = setTimeout(() => fail(), timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
      };
      function fail() {
        settle();
        script.remove();
        loads.delete(src);
        reject(new Error(RAZORPAY_SDK_FAILED));
      }
      script.onload = () => {
        const Razorpay = read();
        if (!Razorpay) {
          fail();
          return;
        }
        settle();
        resolve(Razorpay);
      };
      script.onerror = () => fail();
      document.head.appendChild(script);
    });
    loads.set(src, promise);
    return promise;
  };
}

/** The app's loader: `await loadRazorpay(checkoutUrl)` resolves to `window.Razorpay`. */
export const loadRazorpay = createScriptLoader();
