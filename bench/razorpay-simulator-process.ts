/**
 * The Razorpay simulator in a process of its own, as Razorpay is a service of its own: in the flash sale the
 * shoppers' process is busy enough that a simulator inside it answered late, and its lateness was counted as the
 * shop's. Started by `startSimulatorProcess`; prints its address as one JSON line and runs until it is stopped.
 * The keys come from the environment (BENCH_RAZORPAY_KEY_ID, _KEY_SECRET, _WEBHOOK_SECRET).
 */
import { startRazorpaySimulator } from '../apps/server/src/providers/razorpay/simulator';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const sim = await startRazorpaySimulator({
  keyId: required('BENCH_RAZORPAY_KEY_ID'),
  keySecret: required('BENCH_RAZORPAY_KEY_SECRET'),
  // Webhooks are signed and kept, never sent: the shoppers' verify-payment is the path measured.
  webhookDelivery: 'manual',
  webhook: { secret: required('BENCH_RAZORPAY_WEBHOOK_SECRET'), url: () => null },
});
process.stdout.write(`${JSON.stringify({ url: sim.url, apiUrl: sim.apiUrl, checkoutUrl: sim.checkoutUrl })}\n`);
const stop = () => void sim.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
