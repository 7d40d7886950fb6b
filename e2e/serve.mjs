// Serves the production build on a fresh, freshly seeded embedded database for the browser tests.
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// As `npm start` runs it (docs/decisions/279-young-generation-size.md).
const main = new URL('../apps/server/dist/main.js', import.meta.url).pathname;
const server = spawn(process.execPath, ['--max-semi-space-size=16', main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Production defaults: rate limits on. The tests' reverse proxy is the loopback: each test sends its own
    // X-Forwarded-For (fixtures/index.ts), so every test is a visitor of its own, as behind a real proxy.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The in-process Shiprocket simulator moves a shipment one tracking step every N seconds (8 steps to
    // DELIVERED; default 120): short enough for tests/shipping.spec.ts to see history, long enough that a
    // shipped order stays shipped while a test looks at it.
    SHIPROCKET_SIM_STEP_SECONDS: process.env.SHIPROCKET_SIM_STEP_SECONDS ?? '6',
    // Its control routes (callers on this machine only), so tests/returns.spec.ts can walk a return shipment
    // to the shop at once.
    SHIPROCKET_SIM_CONTROL: 'on',
    // The demo shop asks buyers to confirm COD orders (decision 227); the specs that pack COD orders at once
    // expect it off, and tests/cod-confirmation.spec.ts turns it on for its own order.
    COD_CONFIRMATION: 'off',
    // The in-process MSG91 simulator shows the SMS it "sent" (loopback callers only), so
    // tests/phone-verification.spec.ts reads the one-time codes a phone received (decision 240).
    MSG91_SIM_CONTROL: 'on',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
