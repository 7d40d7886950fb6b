import { startRazorpaySimulator, type StandaloneSimulator } from '../../src/providers/razorpay/simulator';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * A suite's own simulator keys, named after the suite so a stray request shows whose it is: the key id
 * `rzp_test_<keyIdSuffix>` (15 characters, like Razorpay's) and secrets `<secretPrefix>-key-secret` and
 * `<secretPrefix>-webhook-secret`.
 */
export function suiteRazorpayKeys(keyIdSuffix: string, secretPrefix: string): RazorpayKeys {
  return {
    keyId: `rzp_test_${keyIdSuffix}`,
    keySecret: `${secretPrefix}-key-secret`,
    webhookSecret: `${secretPrefix}-webhook-secret`,
  };
}

/** The keys of a simulator that sends no webhooks (none signed, so no secret). */
export type RazorpayApiKeys = Omit<RazorpayKeys, 'webhookSecret'> & { webhookSecret?: string };

export interface RazorpayForLoad {
  sim: StandaloneSimulator;
  /** Environment for every server process under the load: this simulator, payment jobs every second. */
  serverEnv: Record<string, string>;
}

/**
 * One Razorpay simulator for a load test's server processes. It signs and records each webhook but delivers
 * none itself ('manual'): the workload's webhook pump delivers them, late, shuffled and duplicated, to any
 * process. The payment jobs run on their own in every process, as in production, only more often.
 */
export async function startRazorpayForLoad(keys: RazorpayKeys): Promise<RazorpayForLoad> {
  const sim = await startRazorpaySimulator({
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookDelivery: 'manual',
    webhook: { secret: keys.webhookSecret, url: () => null },
  });
  return {
    sim,
    serverEnv: {
      ...razorpayEnv(keys, sim),
      PAYMENT_JOBS_INTERVAL_SECONDS: '1',
      // The load tests (invariants, crash-safety) are the one place limits are off (docs/decisions/009): six
      // customers order, pay and cancel as fast as the machine allows, far past 20 orders a minute each, to
      // prove stock and payments stay exact. Every other suite runs with the limits on.
      RATE_LIMITS: 'off',
    },
  };
}

/** The app's environment for a simulator started with these keys. */
export function razorpayEnv(
  keys: RazorpayApiKeys,
  sim: StandaloneSimulator,
  timeoutMs?: number,
): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    ...(keys.webhookSecret === undefined ? {} : { RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret }),
    RAZORPAY_API_URL: sim.apiUrl,
    RAZORPAY_CHECKOUT_URL: sim.checkoutUrl,
    ...(timeoutMs === undefined ? {} : { RAZORPAY_TIMEOUT_MS: String(timeoutMs) }),
  };
}

/**
 * A simulator for one test app: it signs each webhook for the app at `appUrl()` (read when it sends, so the
 * app may start after it) and holds them until the test releases them ('manual').
 */
export function startRazorpayForApp(keys: RazorpayKeys, appUrl: () => string): Promise<StandaloneSimulator> {
  return startRazorpaySimulator({
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhook: { url: () => `${appUrl()}/api/webhooks/razorpay`, secret: keys.webhookSecret },
    webhookDelivery: 'manual',
  });
}
