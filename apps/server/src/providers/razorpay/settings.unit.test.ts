import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-razorpay-'));

describe('Razorpay settings', () => {
  it('uses the in-process simulator with generated, kept test keys when no keys are set', () => {
    const dir = dataDir();
    const { razorpay, paymentJobsIntervalMs } = loadConfig({ DATA_DIR: dir });
    expect(razorpay).toMatchObject({
      mode: 'simulator',
      apiUrl: null,
      checkoutUrl: '/sim/razorpay/checkout.js',
      timeoutMs: 10_000,
      paymentWindowMs: 30 * 60_000,
    });
    expect(razorpay.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(razorpay.keySecret.length).toBeGreaterThanOrEqual(32);
    expect(razorpay.webhookSecret).not.toBe(razorpay.keySecret);
    expect(loadConfig({ DATA_DIR: dir }).razorpay).toEqual(razorpay);
    expect(paymentJobsIntervalMs).toBe(30_000);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).paymentJobsIntervalMs).toBe(0);
  });

  it('talks to Razorpay with configured keys, or to RAZORPAY_API_URL (a standalone simulator)', () => {
    // Real keys make a live shop, which needs its https address (docs/decisions/032-demo-and-live-mode.md).
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_Abc123',
      RAZORPAY_KEY_SECRET: 'live-secret-value',
      PUBLIC_URL: 'https://shop.example.com',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys }).razorpay).toMatchObject({
      mode: 'provider',
      keyId: 'rzp_live_Abc123',
      webhookSecret: null,
      apiUrl: 'https://api.razorpay.com/v1',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      ...keys,
      RAZORPAY_WEBHOOK_SECRET: 'whsec-value',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/v1/',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4010/checkout.js',
      RAZORPAY_TIMEOUT_MS: '2500',
      RAZORPAY_PAYMENT_WINDOW_MINUTES: '15',
      PAYMENT_JOBS_INTERVAL_SECONDS: '5',
    });
    expect(custom.razorpay).toMatchObject({
      webhookSecret: 'whsec-value',
      apiUrl: 'http://127.0.0.1:4010/v1',
      checkoutUrl: 'http://127.0.0.1:4010/checkout.js',
      timeoutMs: 2500,
      paymentWindowMs: 15 * 60_000,
    });
    expect(custom.paymentJobsIntervalMs).toBe(5000);
  });

  it.each([
    [{ RAZORPAY_KEY_ID: 'rzp_test_Abc123' }, /RAZORPAY_KEY_SECRET is required/],
    [{ RAZORPAY_KEY_SECRET: 'secret-value' }, /RAZORPAY_KEY_ID is required/],
    [{ RAZORPAY_KEY_ID: 'key_123', RAZORPAY_KEY_SECRET: 'secret-value' }, /RAZORPAY_KEY_ID must start with rzp_test_/],
    [{ RAZORPAY_API_URL: 'http://127.0.0.1:4010/v1' }, /RAZORPAY_API_URL needs RAZORPAY_KEY_ID/],
    [{ RAZORPAY_PAYMENT_WINDOW_MINUTES: '0' }, /RAZORPAY_PAYMENT_WINDOW_MINUTES/],
  ])('stops on %o with a one-line reason', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });
});
