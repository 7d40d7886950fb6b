// `npm test`: every check, stopping at the first failing step.
// typecheck, lint, the dead-code check, the OpenAPI lint and the dependency audit side by side; unit tests; API
// tests on PGlite, again on PostgreSQL when DATABASE_URL is set (where a skipped test fails the run); build,
// bundle budget and browser tests.
// API_POSTGRES_NODE=24 (set by .ci/run) runs the PostgreSQL pass on Node 24 LTS instead of the current Node
// (docs/decisions/142-ci-under-forty-minutes.md).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkNoneSkipped } from './skipped-tests.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const { DATABASE_URL, API_POSTGRES_NODE, ...envWithoutDb } = process.env;

/** A command; `alsoRequire` is a check on its output files that can fail it after a zero exit. */
const command = (name, cmd, args, env = envWithoutDb, alsoRequire = () => true) => ({ name, cmd, args, env, alsoRequire });
const vitest = (...args) => [npm, ['exec', '--', 'vitest', 'run', ...args]];

/*
 * Each step is a list of commands run at the same time. Typecheck, lint, knip and the audit are each one
 * single-threaded process, so on a 2-core machine they share a step; every other step uses all cores itself.
 */
const steps = [
  [
    command('typecheck', npm, ['run', 'typecheck']),
    command('lint', npm, ['run', 'lint']),
    command('long functions', process.execPath, ['scripts/long-functions.mjs']),
    // Import circles, type-only imports included (docs/decisions/199-no-import-circles.md).
    command('import circles', process.execPath, ['scripts/import-cycles.mjs']),
    // Unused files, exports, types and dependencies (knip.json; docs/decisions/194-dead-code-and-console-errors.md).
    command('dead code (knip)', npm, ['run', 'knip']),
    // The OpenAPI document built from the routes, linted by Redocly (docs/decisions/196-openapi-contract.md).
    command('OpenAPI lint', process.execPath, ['scripts/openapi-lint.mjs']),
    command('dependency audit (high and critical)', process.execPath, ['scripts/audit.mjs']),
  ],
  [command('unit tests', ...vitest('--project', 'unit', '--project', 'web'))],
  [command('API tests on PGlite', ...vitest('--project', 'api'))],
];
// On PostgreSQL every API test must run (the tests that need a server process of their own skip on PGlite only).
if (DATABASE_URL) {
  const postgresReport = join(mkdtempSync(join(tmpdir(), 'shop-test-report-')), 'api-postgres.json');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${postgresReport}`];
  const onNode = API_POSTGRES_NODE
    ? [npx, ['--yes', '-p', `node@${API_POSTGRES_NODE}`, '--', 'node', 'node_modules/vitest/vitest.mjs', 'run']]
    : vitest();
  const pass = `the PostgreSQL pass${API_POSTGRES_NODE ? ` on Node ${API_POSTGRES_NODE}` : ''}`;
  steps.push([
    command(
      `API tests on PostgreSQL${API_POSTGRES_NODE ? ` (Node ${API_POSTGRES_NODE})` : ''}`,
      onNode[0],
      [...onNode[1], '--project', 'api', ...reporters],
      { ...envWithoutDb, TEST_DATABASE_URL: DATABASE_URL },
      () => checkNoneSkipped(postgresReport, pass),
    ),
  ]);
}
if (process.env.SKIP_E2E !== '1') {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Browser tests need Chromium at /usr/bin/chromium: apt-get install -y chromium (or run .ci/run).');
    process.exit(1);
  }
  steps.push([command('build', npm, ['run', 'build'])]);
  // Initial JS per shopper route from the Vite manifest against its ceiling (decision 081).
  steps.push([command('bundle budget', npm, ['exec', '-w', '@shop/bench', '--', 'tsx', 'bundle-budget.ts'])]);
  steps.push([command('browser tests', npm, ['test', '-w', '@shop/e2e'])]);
}

/** Runs one command; alone it writes straight to the terminal, beside others its output is printed whole when it ends. */
function run({ name, cmd, args, env, alsoRequire }, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n--- ${name} ---\n${Buffer.concat(output).toString()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0 && alsoRequire();
      console.log(ok ? `✓ ${name} (${seconds}s)` : `\n✗ ${name} failed after ${seconds}s`);
      resolve({ ok, code });
    });
  });
}

for (const step of steps) {
  console.log(`\n=== ${step.map((c) => c.name).join(' + ')} ===`);
  const results = await Promise.all(step.map((c) => run(c, step.length === 1)));
  const failed = results.find((r) => !r.ok);
  if (failed) process.exit(failed.code || 1);
}
console.log('\nAll checks passed.');
