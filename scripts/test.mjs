// `npm test`: every check in order, stopping at the first failure.
// typecheck + lint, dependency audit, unit tests, API tests on PGlite, again on PostgreSQL when DATABASE_URL is set
// (where a skipped test fails the run), browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkNoneSkipped } from './skipped-tests.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { DATABASE_URL, ...envWithoutDb } = process.env;

const steps = [
  ['typecheck and lint', npm, ['run', 'check'], envWithoutDb],
  ['dependency audit (high and critical)', process.execPath, ['scripts/audit.mjs'], envWithoutDb],
  ['unit tests', npm, ['exec', '--', 'vitest', 'run', '--project', 'unit', '--project', 'web'], envWithoutDb],
  ['API tests on PGlite', npm, ['exec', '--', 'vitest', 'run', '--project', 'api'], envWithoutDb],
];
// On PostgreSQL every API test must run (the tests that need a server process of their own skip on PGlite only).
if (DATABASE_URL) {
  const postgresReport = join(mkdtempSync(join(tmpdir(), 'shop-test-report-')), 'api-postgres.json');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${postgresReport}`];
  steps.push([
    'API tests on PostgreSQL',
    npm,
    ['exec', '--', 'vitest', 'run', '--project', 'api', ...reporters],
    { ...envWithoutDb, TEST_DATABASE_URL: DATABASE_URL },
    () => checkNoneSkipped(postgresReport, 'the PostgreSQL pass'),
  ]);
}
if (process.env.SKIP_E2E !== '1') {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Browser tests need Chromium at /usr/bin/chromium: apt-get install -y chromium (or run .ci/run).');
    process.exit(1);
  }
  steps.push(['build', npm, ['run', 'build'], envWithoutDb]);
  // Initial JS per shopper route from the Vite manifest against its ceiling (decision 081).
  steps.push(['bundle budget', npm, ['exec', '-w', '@shop/bench', '--', 'tsx', 'bundle-budget.ts'], envWithoutDb]);
  steps.push(['browser tests', npm, ['test', '-w', '@shop/e2e'], envWithoutDb]);
}

for (const [name, cmd, args, env, alsoRequire = () => true] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0 || !alsoRequire()) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
