import type { AddressInfo } from 'node:net';
import type { RazorpaySettings } from '../../config/env';
import { createRazorpayClient, type RazorpayClient } from './client';
import { SIMULATOR_PREFIX } from './constants';
import { createRazorpaySimulator, type RazorpaySimulator } from './simulator';

export interface RazorpaySetupOptions {
  settings: RazorpaySettings;
  /** This server's own origin once it listens (null before), for the in-process simulator. */
  selfOrigin: () => string | null;
  /** Where the simulator posts webhooks on this server, e.g. /api/webhooks/razorpay. */
  webhookPath: string;
  /** Simulator state file, so the embedded shop's provider orders survive a restart. */
  stateFile?: string;
  log?: { warn(details: object, message: string): void };
}

/**
 * The Razorpay client the server uses, plus, with no keys configured, the simulator to mount in this
 * process at SIMULATOR_PREFIX. Either way the client speaks HTTP: to Razorpay, or to ourselves.
 */
export function createRazorpay(options: RazorpaySetupOptions): {
  client: RazorpayClient;
  simulator: RazorpaySimulator | null;
} {
  const { settings } = options;
  const common = { keyId: settings.keyId, keySecret: settings.keySecret, timeoutMs: settings.timeoutMs };
  if (settings.mode === 'provider') {
    return { client: createRazorpayClient({ ...common, baseUrl: settings.apiUrl! }), simulator: null };
  }
  const webhookSecret = settings.webhookSecret;
  const simulator = createRazorpaySimulator({
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhook: webhookSecret
      ? {
          secret: webhookSecret,
          url: () => {
            const origin = options.selfOrigin();
            return origin ? `${origin}${options.webhookPath}` : null;
          },
        }
      : undefined,
    stateFile: options.stateFile,
    log: options.log,
  });
  const client = createRazorpayClient({
    ...common,
    baseUrl: () => {
      const origin = options.selfOrigin();
      if (!origin) throw new Error('the in-process Razorpay simulator is not listening yet');
      return `${origin}${SIMULATOR_PREFIX}/v1`;
    },
  });
  return { client, simulator };
}

/** A loopback URL for a listening server: 0.0.0.0 and :: are not addresses to connect to. */
export function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  let host = address.address;
  if (host === '0.0.0.0' || host === '::' || host === '') host = '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
