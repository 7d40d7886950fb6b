import { startRazorpaySimulator, type StandaloneSimulator } from '../../src/providers/razorpay/simulator';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

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
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: sim.apiUrl,
      RAZORPAY_CHECKOUT_URL: sim.checkoutUrl,
      PAYMENT_JOBS_INTERVAL_SECONDS: '1',
      RATE_LIMITS: 'off',
    },
  };
}
