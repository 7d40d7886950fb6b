// `npm run audit`: fails on any high or critical advisory in the dependencies that ship (dev tools excluded
// only from the failure, not from the report). When the advisory endpoint cannot be reached (some networks
// allow the registry's GETs but not the audit POST), it says so loudly and does not pretend the tree is clean.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const root = new URL('..', import.meta.url).pathname;
const run = spawnSync(npm, ['audit', '--json', '--audit-level=high'], { cwd: root, encoding: 'utf8' });

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

if (!report || report.error || !report.metadata) {
  const reason = report?.message ?? report?.error?.summary ?? (run.stderr.trim() || 'no answer');
  console.warn(`⚠ dependency audit NOT RUN: the advisory endpoint could not be used (${reason.trim()}).`);
  console.warn('  Run `npm run audit` where https://registry.npmjs.org/-/npm/v1/security/advisories/bulk answers.');
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `dependency audit: ${['critical', 'high', 'moderate', 'low'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}`,
);
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  if (vulnerability.severity === 'high' || vulnerability.severity === 'critical') {
    console.log(`  ${vulnerability.severity}: ${name} ${vulnerability.range ?? ''}`);
  }
}
process.exit((counts.high ?? 0) + (counts.critical ?? 0) > 0 ? 1 : 0);
