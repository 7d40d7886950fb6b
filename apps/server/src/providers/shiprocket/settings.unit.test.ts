import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { SIM_DEV_CREDENTIALS } from './constants';

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-sr-')), ...env });

describe('Shiprocket settings', () => {
  it('uses the in-process simulator with development credentials when nothing is set', () => {
    const { shiprocket } = load();
    expect(shiprocket).toMatchObject({
      mode: 'simulator',
      apiUrl: null,
      email: SIM_DEV_CREDENTIALS.email,
      webhookKey: expect.stringMatching(/^[\w-]{32}$/),
      pickupLocation: 'Home',
      pickupPincode: '560001',
      timeoutMs: 10_000,
      pollIntervalMs: 900_000,
      simStepMs: 120_000,
      simControl: false,
    });
    expect(load({ NODE_ENV: 'test' }).shiprocket.pollIntervalMs).toBe(0);
    // The in-process simulator's webhook key is a fresh secret, not one published in the source.
    expect(load().shiprocket.webhookKey).not.toBe(shiprocket.webhookKey);
  });

  it('uses the real API with credentials, and refuses webhooks without a key', () => {
    const { shiprocket } = load({
      SHIPROCKET_EMAIL: 'api@shop.in',
      SHIPROCKET_PASSWORD: 'pw',
      SHIPROCKET_POLL_INTERVAL_SECONDS: '60',
      // Real credentials make a live shop, which needs its https address (docs/decisions/032-demo-and-live-mode.md).
      PUBLIC_URL: 'https://shop.example.com',
    });
    expect(shiprocket).toMatchObject({
      mode: 'provider',
      apiUrl: 'https://apiv2.shiprocket.in/v1/external',
      webhookKey: null,
      pollIntervalMs: 60_000,
    });
  });

  it.each([
    [{ SHIPROCKET_EMAIL: 'api@shop.in' }, /SHIPROCKET_PASSWORD is required/],
    [{ SHIPROCKET_PASSWORD: 'pw' }, /SHIPROCKET_EMAIL is required/],
    [{ SHIPROCKET_API_URL: 'http://127.0.0.1:4100' }, /SHIPROCKET_API_URL needs SHIPROCKET_EMAIL/],
    [{ SHIPROCKET_PICKUP_PINCODE: '012345' }, /SHIPROCKET_PICKUP_PINCODE must be a 6-digit PIN code/],
    [{ SHIPROCKET_WEBHOOK_KEY: 'short' }, /SHIPROCKET_WEBHOOK_KEY must be at least 16 characters/],
    [{ SHIPROCKET_TIMEOUT_MS: '5' }, /^Invalid configuration: SHIPROCKET_TIMEOUT_MS/],
  ])('stops on %o with a one-line reason', (env, expected) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(expected);
  });
});
