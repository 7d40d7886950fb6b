// The PostgreSQL pass must run every API test: a test skipped there (skipIf, it.skip, context.skip, todo) is
// a test that quietly stopped checking anything. Reads a Vitest JSON report and lists the tests that did not run.
// CLI: `node scripts/skipped-tests.mjs <report.json>` exits 1 when any test was skipped.
import { readFileSync } from 'node:fs';

/** Full names of the tests in a Vitest JSON report that neither passed nor failed. */
export function skippedTests(reportPath) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status !== 'passed' && test.status !== 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')}: ${test.fullName} (${test.status})`),
  );
}

/** Prints the skipped tests and returns true when there are none. */
export function checkNoneSkipped(reportPath, pass) {
  const skipped = skippedTests(reportPath);
  if (skipped.length === 0) return true;
  console.error(`\n✗ ${skipped.length} test(s) skipped on ${pass}; every test must run there:`);
  for (const line of skipped) console.error(`  - ${line}`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(checkNoneSkipped(process.argv[2], process.argv[3] ?? 'this pass') ? 0 : 1);
}
