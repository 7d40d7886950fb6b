import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium: a test tool cannot download its own browser on these machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const mobile = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 740 },
  isMobile: false,
  hasTouch: true,
  launchOptions: chromium,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // `.only` fails the run instead of quietly skipping every other test.
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Admin specs create, edit and delete catalogue products; the storefront specs read the catalogue and
  // compare pages with the API. So the admin specs run after the shopper specs instead of beside them.
  projects: [
    { name: 'desktop', testIgnore: /admin.*\.spec\.ts/, use: desktop },
    { name: 'mobile', testIgnore: /admin.*\.spec\.ts/, use: mobile },
    { name: 'admin-desktop', testMatch: /admin.*\.spec\.ts/, use: desktop, dependencies: ['desktop', 'mobile'] },
    { name: 'admin-mobile', testMatch: /admin.*\.spec\.ts/, use: mobile, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
  },
});
