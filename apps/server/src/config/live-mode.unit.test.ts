import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { parseTrustProxy } from './trust-proxy';

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'shop-live-')), 'data');

describe('live mode and safe defaults in the configuration', () => {
  it('is the demo shop by default, with the demo identity as first-start values', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.isLive).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.SELLER_GSTIN).toBe('29ABCDE1234F1ZW');
  });

  it('is live with SHOP_MODE=live or live Razorpay keys, and then needs an https PUBLIC_URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_MODE: 'live' })).toThrow(
      'Invalid configuration: PUBLIC_URL must be the https:// address of the shop in live mode',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: 'rzp_live_abc123', RAZORPAY_KEY_SECRET: 'secret-secret', PUBLIC_URL: 'http://shop.in' }),
    ).toThrow(/PUBLIC_URL must be the https/);
    const live = loadConfig({ DATA_DIR: dataDir(), SHOP_MODE: 'live', PUBLIC_URL: 'https://shop.example.in' });
    expect(live.isLive).toBe(true);
    // No demo identity in a live shop unless the operator sets one.
    expect(live.SELLER_GSTIN).toBe('');
    expect(live.SHOP_WHATSAPP_NUMBER).toBe('');
    const testKeys = loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'secret-secret' });
    expect(testKeys.isLive).toBe(false);
  });

  it('creates DATA_DIR 0700 and its generated secrets 0600', () => {
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'razorpay-sim-key-secret')).mode & 0o777).toBe(0o600);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(parseTrustProxy('yes')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/40')).toHaveProperty('error');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'proxy.local' })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });
});
