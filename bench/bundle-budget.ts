/**
 * `npm test` step after the build: the initial JavaScript of every shopper route (gzip, from the Vite
 * manifest; see bundle-size.ts) against the budget, and no admin, chart or PDF code on a shopper route.
 * Exits 1 on any breach, naming the route and the size.
 *
 * The budget is 120 KB (BUDGETS.initialJsGzipBytes) on every route (docs/decisions/081-initial-js-budget.md).
 */
import { measureInitialBundles } from './bundle-size';
import { BUDGETS } from './report';

const KB = 1024;

function main(): number {
  const report = measureInitialBundles();
  if (report.source !== 'manifest') {
    console.error(
      `bundle budget: no Vite manifest in ${report.distDir} (${report.note ?? report.source}); build first`,
    );
    return 1;
  }
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  let failures = 0;
  for (const route of report.routes) {
    const budget = BUDGETS.initialJsGzipBytes;
    const overBudget = route.jsGzipBytes - budget;
    const gap = overBudget > 0 ? `, ${kb(overBudget)} over` : '';
    const line = `${route.route}: ${kb(route.jsGzipBytes)} initial JS (budget ${kb(budget)}${gap})`;
    if (overBudget > 0 || route.forbiddenModules.length > 0) {
      failures += 1;
      console.error(
        `✗ ${line}${route.forbiddenModules.length ? `; must not load ${route.forbiddenModules.join(', ')}` : ''}`,
      );
    } else {
      console.log(`✓ ${line}`);
    }
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = main();
