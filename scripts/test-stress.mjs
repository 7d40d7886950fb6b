// `npm run test:stress`: the long form of the load, crash and fuzz tests, bounded in time.
// The same test files run in their short form inside `npm test` (API tests); here they run longer:
//   STRESS_SECONDS (60)   seconds of concurrent load in invariants.test.ts
//   FUZZ_RUNS (100)       fast-check runs per route in fuzz.test.ts
//   OPENAPI_FUZZ_CASES (60) boundary mutations per documented operation and role in openapi-fuzz.test.ts
//   STRESS_SEED           seed of the load's scripts (default fixed; change it to explore other mixes)
// On PGlite first, then on PostgreSQL (two server processes) when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { DATABASE_URL, ...envWithoutDb } = process.env;
const files = [
  'apps/server/test/invariants.test.ts',
  'apps/server/test/crash-safety.test.ts',
  'apps/server/test/fuzz.test.ts',
  // The return-evidence attack of issue 30 (its own rate limits on); also part of the API suite.
  'apps/server/test/return-upload-attack.test.ts',
  // The schema-aware fuzz pass of issue 30: boundary values of every field the OpenAPI document declares.
  'apps/server/test/openapi-fuzz.test.ts',
];
const stress = {
  STRESS_SECONDS: process.env.STRESS_SECONDS ?? '60',
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '100',
  OPENAPI_FUZZ_CASES: process.env.OPENAPI_FUZZ_CASES ?? '60',
  // The kill comes later in a longer load, and the restarted server takes a longer load too.
  CRASH_ORDERS_BEFORE: process.env.CRASH_ORDERS_BEFORE ?? '80',
  CRASH_ORDERS_AFTER: process.env.CRASH_ORDERS_AFTER ?? '60',
};
// Each of these tests sets its own time limit from the same variables.
const vitestArgs = ['exec', '--', 'vitest', 'run', '--project', 'api', ...files];

const runs = [['PGlite', { ...envWithoutDb, ...stress }]];
if (DATABASE_URL) runs.push(['PostgreSQL', { ...envWithoutDb, ...stress, TEST_DATABASE_URL: DATABASE_URL }]);

// Every run goes on after a failure, so one report shows everything the long runs found.
const failed = [];
for (const [name, env] of runs) {
  const started = Date.now();
  console.log(
    `\n=== stress tests on ${name} (STRESS_SECONDS=${stress.STRESS_SECONDS}, FUZZ_RUNS=${stress.FUZZ_RUNS}) ===`,
  );
  const result = spawnSync(npm, vitestArgs, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✓ stress tests on ${name} (${seconds}s)`);
  else {
    console.error(`\n✗ stress tests on ${name} failed after ${seconds}s`);
    failed.push(name);
  }
}
if (failed.length > 0) {
  console.error(`\nStress tests failed on ${failed.join(' and ')}.`);
  process.exit(1);
}
console.log('\nStress tests passed.');
