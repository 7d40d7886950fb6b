/**
 * `npm test` step after the build: the initial JavaScript of every shopper route (gzip, from the Vite
 * manifest; see bundle-size.ts) against its ceiling, and no admin, chart or PDF code on a shopper route.
 * Exits 1 on any breach, naming the route and the size.
 *
 * The budget is 120 KB (BUDGETS.initialJsGzipBytes). Routes that are still above it have a ceiling at their
 * measured size instead, so that they can only shrink; each such ceiling is listed with its gap in
 * docs/decisions/081-initial-js-budget.md and goes once the route meets the budget.
 */
import { measureInitialBundles } from './bundle-size';
import { BUDGETS } from './report';

const KB = 1024;

/** Interim ceilings (bytes) of routes not yet within BUDGETS.initialJsGzipBytes; see decision 081. */
export const INTERIM_CEILINGS: Record<string, number> = {
  // Measured at this commit plus 0.5 KB; lower them as routes shrink.
  '/': 127.3 * KB, // the home page's own chunks (featured products, hearts, testimonials, category tiles)
  '/products': 125.7 * KB, // + the price/stock/rating filters (decision 137), hearts on cards
  '/products/:id': 130.0 * KB, // + the Legal information section (decision 100), tabs, share, quantity stepper
  '/categories': 122.8 * KB, // + category tiles and view toggle
  '/cart': 120.5 * KB, // 120.0 KB after the shared form and summary components joined the entry chunk
};

export function ceilingOf(route: string): number {
  return Math.max(BUDGETS.initialJsGzipBytes, INTERIM_CEILINGS[route] ?? 0);
}

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
    const ceiling = ceilingOf(route.route);
    const overBudget = route.jsGzipBytes - BUDGETS.initialJsGzipBytes;
    const gap = overBudget > 0 ? `, ${kb(overBudget)} over the ${kb(BUDGETS.initialJsGzipBytes)} budget` : '';
    const line = `${route.route}: ${kb(route.jsGzipBytes)} initial JS (ceiling ${kb(ceiling)}${gap})`;
    if (route.jsGzipBytes > ceiling || route.forbiddenModules.length > 0) {
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
