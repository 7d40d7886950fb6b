/**
 * What the HTTP/storefront bench found, as data (the shapes in latest.json), as Markdown (latest.md) and
 * checked against the performance issue's budgets. A missed budget is reported, never thrown.
 */
import type { BundleReport } from './bundle-size';
import type { LargeShopSummary } from './large-shop';
import { markdownTable, round, type LatencySummary } from './lib';
import { englishPathOf, type LighthousePage, type LighthouseReport } from './lighthouse-pages';

export const BUDGETS = {
  listRatio: 0.4,
  ordersPerSecond: 300,
  ordersP99Ms: 100,
  adminStatsMs: 200,
  initialJsGzipBytes: 120 * 1024,
  /** Issue 20: each server-rendered page at >= 30% of the health route's req/s, its p99 within 3x its p50. */
  pageRatio: 0.3,
  pageP99OverP50: 3,
  lighthousePerformance: 97,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  idleRssMb: { postgres: 150, pglite: 250 },
};

export interface TargetResult {
  name: string;
  method: string;
  path: string;
  reqPerSec: number;
  ratioToHealth: number | null;
  latencyP50: number;
  latencyP99: number;
  latencyMean: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  skipped?: string;
  note?: string;
  /** Requests one at a time before the load (admin stats): latency without queueing; firstMs includes warm-up. */
  sequential?: LatencySummary & { firstMs: number };
}

export interface DriverRun {
  driver: 'postgres' | 'pglite';
  database?: Record<string, string>;
  startupSeconds: number;
  shop: Omit<LargeShopSummary, 'productIds' | 'orderLines'>;
  lighthouse?: LighthouseReport;
  /** Right after the start on the large shop (and two sign-ins), before the server has been left alone. */
  memoryAfterStart?: { rssMb: number; peakRssMb: number } | null;
  /** After `idleSeconds` without a request: what an idle shop holds. */
  memoryIdle: { rssMb: number; peakRssMb: number } | null;
  idleSeconds?: number;
  memoryAfterLoad: { rssMb: number; peakRssMb: number } | null;
  targets: TargetResult[];
  serverWarnings: string[];
}

export interface Budget {
  name: string;
  target: string;
  measured: string;
  /** null: not measured in this run (skipped or failed), with the reason in `measured`. */
  met: boolean | null;
}

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
const n = (value: number) => value.toLocaleString('en-US');

function shopLine(run: DriverRun): string {
  const o = run.shop.orders;
  return (
    `Shop: ${n(run.shop.products)} live products, ${n(o.orders)} orders with ${n(o.items)} items ` +
    `(${n(o.cancelled)} cancelled) from ${n(o.customers)} customers, seeded by SQL in ${run.shop.totalSeconds} s.`
  );
}

export function driverMarkdown(run: DriverRun): string {
  const title =
    run.driver === 'postgres' ? `PostgreSQL (${run.database?.version?.split(' on ')[0] ?? ''})` : 'PGlite (embedded)';
  const rows = run.targets.map((t) =>
    t.skipped
      ? [`${t.method} ${t.path}`, t.name, '-', '-', '-', '-', `skipped: ${t.skipped}`]
      : [
          `${t.method} ${t.path}`,
          t.name,
          t.reqPerSec,
          t.latencyP50,
          t.latencyP99,
          `${t.errors} / ${t.non2xx}`,
          t.ratioToHealth === null ? '-' : `${t.ratioToHealth.toFixed(2)}x`,
        ],
  );
  const mem = (m: DriverRun['memoryIdle']) => (m ? `${m.rssMb} MB (peak ${m.peakRssMb} MB)` : 'n/a');
  const notes = run.targets.filter((t) => t.note).map((t) => `- ${t.name}: ${t.note}`);
  const stats = run.targets.find((t) => t.sequential);
  const statsLine = stats?.sequential
    ? `Admin stats one request at a time (${stats.sequential.n} requests, no other load): p50 ${stats.sequential.p50} ms, ` +
      `p95 ${stats.sequential.p95} ms, max ${stats.sequential.max} ms; the first request after the order load (it folds ` +
      `the new orders into the sales summary) took ${stats.sequential.firstMs} ms.`
    : null;
  return [
    `### ${title}`,
    '',
    shopLine(run),
    '',
    markdownTable(['route', 'what', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'vs health'], rows, 2),
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    ...(statsLine ? [statsLine, ''] : []),
    `Server RSS: ${mem(run.memoryAfterStart ?? null)} right after start, ${mem(run.memoryIdle)} idle (${run.idleSeconds ?? 0} s without requests), ${mem(run.memoryAfterLoad)} after the load. Startup on the large shop: ${run.startupSeconds} s.`,
  ].join('\n');
}

export function bundleMarkdown(report: BundleReport): string {
  if (report.routes.length === 0) return `### Initial JS and CSS\n\nNot measured: ${report.note ?? report.source}.`;
  const rows = report.routes.map((r) => [
    r.route,
    kb(r.jsGzipBytes),
    kb(r.cssGzipBytes),
    `${r.jsFiles} / ${r.cssFiles}`,
    r.forbiddenModules.length === 0 ? 'none' : r.forbiddenModules.slice(0, 3).join(', '),
  ]);
  const notes = [...new Set(report.routes.map((r) => r.note).filter(Boolean))];
  return [
    `### Initial JS and CSS per shopper route (gzip, from ${report.source === 'manifest' ? 'the Vite manifest' : 'dist/index.html'})`,
    '',
    markdownTable(['route', 'JS', 'CSS', 'files JS / CSS', 'admin, chart or PDF code'], rows, 1),
    ...(notes.length > 0 ? ['', ...notes.map((t) => `- ${t}`)] : []),
  ].join('\n');
}

/** Each English page followed by its Hindi twin (/hi...), so the table reads them side by side. */
function twinsTogether(pages: LighthousePage[]): LighthousePage[] {
  const english = pages.filter((p) => englishPathOf(p.path) === undefined);
  const hindi = pages.filter((p) => englishPathOf(p.path) !== undefined);
  const paired = english.flatMap((p) => [p, ...hindi.filter((h) => englishPathOf(h.path) === p.path)]);
  return [...paired, ...hindi.filter((h) => !paired.includes(h))];
}

/** Hindi beside English (issue 39): one row per page, the English figure then the Hindi one. */
function hindiBesideEnglish(pages: LighthousePage[]): string[] {
  const pairs = pages.flatMap((hi) => {
    const en = pages.find((p) => p.path === englishPathOf(hi.path));
    return en ? [[en, hi] as const] : [];
  });
  if (pairs.length === 0) return [];
  const both = (en: number | null, hi: number | null) => `${en ?? '-'} / ${hi ?? '-'}`;
  const rows = pairs.map(([en, hi]) => [
    en.path,
    both(en.scores.performance, hi.scores.performance),
    both(en.scores.accessibility, hi.scores.accessibility),
    both(en.metrics.fcpMs, hi.metrics.fcpMs),
    both(en.metrics.lcpMs, hi.metrics.lcpMs),
    both(en.metrics.tbtMs, hi.metrics.tbtMs),
    both(en.metrics.cls, hi.metrics.cls),
  ]);
  return [
    '',
    'English / Hindi (the same page under `/hi`):',
    '',
    markdownTable(['page', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'], rows),
  ];
}

export function lighthouseMarkdown(report: LighthouseReport | undefined): string {
  if (!report) return '### Lighthouse\n\nNot run (`--no-lighthouse` or no PostgreSQL run).';
  if (report.skipped) return `### Lighthouse\n\nSkipped: ${report.skipped}.`;
  const pages = twinsTogether(report.pages);
  const rows = pages.map((p) => [
    p.path,
    p.performanceRuns && p.performanceRuns.length > 1
      ? `${p.scores.performance ?? '-'} (${p.performanceRuns.map((r) => r ?? '-').join(', ')})`
      : (p.scores.performance ?? '-'),
    p.scores.accessibility ?? '-',
    p.scores['best-practices'] ?? '-',
    p.scores.seo ?? '-',
    p.metrics.fcpMs ?? '-',
    p.metrics.lcpMs ?? '-',
    p.metrics.tbtMs ?? '-',
    p.metrics.cls ?? '-',
  ]);
  const failed = pages.flatMap((p) => p.failedAudits.map((a) => `${p.path} ${a}`));
  const errors = pages.filter((p) => p.runtimeError).map((p) => `- ${p.path}: ${p.runtimeError}`);
  return [
    `### Lighthouse ${report.lighthouseVersion ?? ''} (${report.settings}; production server on PostgreSQL)`,
    '',
    markdownTable(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      rows,
    ),
    ...hindiBesideEnglish(pages),
    ...(errors.length > 0 ? ['', ...errors] : []),
    ...(failed.length > 0 ? ['', 'Audits that cost points:', '', ...failed.map((f) => `- ${f}`)] : []),
  ].join('\n');
}

export function evaluateBudgets(runs: DriverRun[], bundles: BundleReport, connections: number): Budget[] {
  const budgets: Budget[] = [];
  const pgRun = runs.find((r) => r.driver === 'postgres');
  if (pgRun) {
    const health = pgRun.targets.find((t) => t.path === '/api/health');
    const list = pgRun.targets.find((t) => t.path === '/api/products');
    const orders = pgRun.targets.find((t) => t.path === '/api/orders');
    const stats = pgRun.targets.find((t) => t.path === '/api/admin/stats');
    if (list && list.ratioToHealth !== null) {
      budgets.push({
        name: 'product list throughput (PostgreSQL)',
        target: `>= ${BUDGETS.listRatio * 100}% of health req/s`,
        measured: `${round(list.ratioToHealth * 100, 1)}% (${list.reqPerSec} of ${health?.reqPerSec} req/s)`,
        met: list.ratioToHealth >= BUDGETS.listRatio,
      });
    }
    if (orders && !orders.skipped) {
      const failed = orders.non2xx + orders.errors;
      budgets.push({
        name: `order creation at ${connections} connections (PostgreSQL)`,
        target: `>= ${BUDGETS.ordersPerSecond} orders/s, p99 < ${BUDGETS.ordersP99Ms} ms`,
        measured: `${orders.reqPerSec} orders/s, p99 ${orders.latencyP99} ms, ${failed} failed`,
        met: orders.reqPerSec >= BUDGETS.ordersPerSecond && orders.latencyP99 < BUDGETS.ordersP99Ms && failed === 0,
      });
    }
    budgets.push(
      stats?.sequential
        ? {
            name: `admin stats with ${n(pgRun.shop.orders.orders)} orders (PostgreSQL)`,
            target: `p95 < ${BUDGETS.adminStatsMs} ms, one request at a time`,
            measured: `p50 ${stats.sequential.p50} ms, p95 ${stats.sequential.p95} ms`,
            met: stats.sequential.p95 < BUDGETS.adminStatsMs,
          }
        : {
            name: 'admin stats (PostgreSQL)',
            target: `p95 < ${BUDGETS.adminStatsMs} ms`,
            measured: stats?.skipped ?? 'not measured',
            met: null,
          },
    );
    budgets.push(...pageBudgets(pgRun));
    budgets.push(...lighthouseBudgets(pgRun.lighthouse));
  }
  for (const run of runs) {
    const limit = BUDGETS.idleRssMb[run.driver];
    budgets.push({
      name: `idle RSS of the server (${run.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
      target: `<= ${limit} MB`,
      measured: run.memoryIdle
        ? `${run.memoryIdle.rssMb} MB after ${run.idleSeconds ?? 0} s idle (${run.memoryAfterStart?.rssMb ?? '?'} MB right after start)`
        : 'not measured',
      met: run.memoryIdle ? run.memoryIdle.rssMb <= limit : null,
    });
  }
  for (const r of bundles.routes) {
    budgets.push({
      name: `initial JS of ${r.route}`,
      target: `<= ${kb(BUDGETS.initialJsGzipBytes)} gzip, no admin/chart/PDF code`,
      measured: `${kb(r.jsGzipBytes)}${r.forbiddenModules.length > 0 ? `, includes ${r.forbiddenModules.length} admin/chart/PDF modules` : ''}`,
      met: r.jsGzipBytes <= BUDGETS.initialJsGzipBytes && r.forbiddenModules.length === 0,
    });
  }
  return budgets;
}

/** Server-rendered pages (PostgreSQL run): throughput against the health route and the tail of latency. */
function pageBudgets(run: DriverRun): Budget[] {
  return run.targets
    .filter((t) => !t.path.startsWith('/api') && !t.skipped)
    .map((t) => {
      const ratio = t.ratioToHealth ?? 0;
      const tail = t.latencyP50 > 0 ? t.latencyP99 / t.latencyP50 : Infinity;
      return {
        name: `page ${t.path} (PostgreSQL)`,
        target: `>= ${BUDGETS.pageRatio * 100}% of health req/s, p99 <= ${BUDGETS.pageP99OverP50}x p50`,
        measured: `${round(ratio * 100, 1)}% (${t.reqPerSec} req/s), p50 ${t.latencyP50} ms, p99 ${t.latencyP99} ms`,
        met: ratio >= BUDGETS.pageRatio && tail <= BUDGETS.pageP99OverP50 && t.non2xx + t.errors === 0,
      };
    });
}

const lighthouseTarget = () =>
  `performance >= ${BUDGETS.lighthousePerformance}, accessibility ${BUDGETS.lighthouseAccessibility}, best practices ${BUDGETS.lighthouseBestPractices}, SEO ${BUDGETS.lighthouseSeo}`;

function lighthouseBudgets(report: LighthouseReport | undefined): Budget[] {
  if (!report || report.skipped) {
    return [
      {
        name: 'Lighthouse scores',
        target: lighthouseTarget(),
        measured: report?.skipped ?? 'not run',
        met: null,
      },
    ];
  }
  return report.pages.map((p) => {
    const { performance, accessibility, seo } = p.scores;
    const bestPractices = p.scores['best-practices'];
    if (performance === null && accessibility === null && seo === null) {
      return {
        name: `Lighthouse ${p.path}`,
        target: lighthouseTarget(),
        measured: `no scores: ${p.runtimeError ?? 'unknown error'}`,
        met: null,
      };
    }
    return {
      name: `Lighthouse ${p.path}`,
      target: lighthouseTarget(),
      measured: `performance ${performance ?? '-'}, accessibility ${accessibility ?? '-'}, best practices ${bestPractices ?? '-'}, SEO ${seo ?? '-'}${p.performanceRuns && p.performanceRuns.length > 1 ? ` (median; performance runs ${p.performanceRuns.join(', ')})` : ''}`,
      met:
        (performance ?? 0) >= BUDGETS.lighthousePerformance &&
        (accessibility ?? 0) >= BUDGETS.lighthouseAccessibility &&
        (bestPractices ?? 0) >= BUDGETS.lighthouseBestPractices &&
        (seo ?? 0) >= BUDGETS.lighthouseSeo,
    };
  });
}

export function budgetsMarkdown(budgets: Budget[]): string {
  const status = (b: Budget) => (b.met === null ? 'not measured' : b.met ? 'met' : '**not met**');
  return [
    '### Budgets',
    '',
    budgets.length === 0
      ? '(nothing measured)'
      : markdownTable(
          ['budget', 'target', 'measured', 'status'],
          budgets.map((b) => [b.name, b.target, b.measured, status(b)]),
          3,
        ),
  ].join('\n');
}
