/**
 * Lighthouse on storefront pages of a running production server: one headless Chromium (Debian's, via
 * chrome-launcher), Lighthouse's default configuration (mobile: Moto G Power screen, simulated slow 4G and
 * 4x CPU slowdown), one or more runs per page (the median is reported). Records the four category scores and
 * the main metrics.
 *
 * Chromium missing or failing to start is reported (`skipped`), not thrown: the rest of the bench goes on.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { errorMessage, round } from './lib';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags the e2e tests use with Debian's Chromium (the same as e2e/playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export interface LighthousePage {
  name: string;
  path: string;
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Failed audits of accessibility, best practices and SEO (id: title), to see what a score lost. */
  failedAudits: string[];
  runtimeError?: string;
  seconds: number;
  /** JavaScript files the page downloaded while Lighthouse watched (its chunks, catalogues and lazy parts). */
  scriptFiles?: number | null;
  /** With several runs: each run's performance score (the page's scores are the medians). */
  performanceRuns?: (number | null)[];
}

/** The Hindi page of an English one: the same path under /hi (decision 249), named "home (Hindi)". */
export function hindiTwin(page: { name: string; path: string }): { name: string; path: string } {
  return { name: `${page.name} (Hindi)`, path: page.path === '/' ? '/hi/' : `/hi${page.path}` };
}

/** The English page a Hindi one is the twin of, or undefined for an English page. */
export function englishPathOf(path: string): string | undefined {
  if (path === '/hi' || path === '/hi/') return '/';
  return path.startsWith('/hi/') ? path.slice('/hi'.length) : undefined;
}

/** The four shopper pages of issue 39, each English page beside its Hindi twin under /hi. */
export function shopperPages(productId: string): { name: string; path: string }[] {
  const english = [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'product page', path: `/products/${productId}` },
    { name: 'cart', path: '/cart' },
  ];
  return english.flatMap((page) => [page, hindiTwin(page)]);
}

export interface LighthouseReport {
  lighthouseVersion: string | null;
  chromium: string;
  settings: string;
  runsPerPage?: number;
  pages: LighthousePage[];
  skipped?: string;
}

export async function runLighthouse(
  baseUrl: string,
  pages: { name: string; path: string }[],
  runsPerPage = 1,
): Promise<LighthouseReport> {
  const report: LighthouseReport = {
    lighthouseVersion: null,
    chromium: CHROMIUM_PATH,
    settings: `Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown); median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page; system Devanagari font: ${devanagariFontNote()}`,
    runsPerPage,
    pages: [],
  };
  const chrome = await launchChromium();
  if (typeof chrome === 'string') {
    report.skipped = chrome;
    return report;
  }
  try {
    for (const page of pages) {
      const samples: LighthousePage[] = [];
      for (let run = 0; run < runsPerPage; run++) {
        const sample = await auditPage(chrome.port, baseUrl, page);
        if (sample.version) report.lighthouseVersion = sample.version;
        samples.push(sample.page);
        logSample(sample.page, run + 1, runsPerPage);
      }
      report.pages.push(medianOf(samples));
    }
  } finally {
    chrome.kill();
  }
  return report;
}

/**
 * Whether this machine has a Devanagari font, as every phone does (Android ships Noto Sans Devanagari): the shop's
 * CSS uses the system's copy by `local()` and downloads its own (two files, ~100 KB) only where it is missing, as
 * on a bare Linux server. Without one, Hindi pages are measured as on a device that must download the font
 * (decision 223): FCP and LCP wait for it and the text shifts when it swaps in.
 */
export function devanagariFontNote(): string {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (no fc-list on this machine)';
  }
  return families
    ? `installed (${families.split('\n').join(', ')}), as on an Android phone: Hindi pages use it and download no font`
    : "none: Hindi pages download the shop's Devanagari font, as on a device without one (Debian: fonts-noto-core)";
}

/** The headless Chromium Lighthouse drives, or why it could not start. */
export async function launchChromium(port?: number): Promise<chromeLauncher.LaunchedChrome | string> {
  if (!existsSync(CHROMIUM_PATH)) {
    return `Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH or install Debian's chromium)`;
  }
  try {
    return await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
      ...(port ? { port } : {}),
    });
  } catch (error) {
    return `Chromium did not start: ${errorMessage(error).split('\n')[0]}`;
  }
}

/** One Lighthouse run of one page; a failure is recorded in the result, not thrown. */
export async function auditPage(
  port: number,
  baseUrl: string,
  page: { name: string; path: string },
): Promise<{ page: LighthousePage; version?: string }> {
  const started = Date.now();
  const seconds = () => round((Date.now() - started) / 1000, 1);
  let lhr;
  try {
    const result = await lighthouse(baseUrl + page.path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
  } catch (error) {
    // One page failing to audit is a finding for the report, not a reason to lose the other figures.
    const message = errorMessage(error).split('\n')[0] ?? 'unknown error';
    return {
      page: {
        name: page.name,
        path: page.path,
        scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
        metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null, speedIndexMs: null },
        failedAudits: [],
        runtimeError: message,
        seconds: seconds(),
      },
    };
  }
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string, digits: number) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? round(v, digits) : null;
  };
  const failedAudits: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
        failedAudits.push(`${id}/${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return {
    version: lhr.lighthouseVersion,
    page: {
      name: page.name,
      path: page.path,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcpMs: metric(METRICS.fcpMs, 0),
        lcpMs: metric(METRICS.lcpMs, 0),
        tbtMs: metric(METRICS.tbtMs, 0),
        cls: metric(METRICS.cls, 3),
        speedIndexMs: metric(METRICS.speedIndexMs, 0),
      },
      failedAudits,
      scriptFiles: scriptFilesOf(lhr.audits['network-requests']?.details),
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      seconds: seconds(),
    },
  };
}

function scriptFilesOf(details: unknown): number | null {
  const items = (details as { items?: { resourceType?: string }[] } | undefined)?.items;
  return items ? items.filter((item) => item.resourceType === 'Script').length : null;
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid]! : round((known[mid - 1]! + known[mid]!) / 2, 3);
}

/** Each score and metric is the median of the runs (as Lighthouse's own docs advise for variable results). */
export function medianOf(samples: LighthousePage[]): LighthousePage {
  const first = samples[0]!;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]),
  ) as LighthousePage['scores'];
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as (keyof typeof METRICS)[]).map((m) => [m, median(samples.map((s) => s.metrics[m]))]),
  ) as LighthousePage['metrics'];
  const errors = samples.flatMap((s) => (s.runtimeError ? [s.runtimeError] : []));
  return {
    name: first.name,
    path: first.path,
    scores,
    metrics,
    failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
    scriptFiles: median(samples.map((s) => s.scriptFiles ?? null)),
    ...(errors.length > 0 ? { runtimeError: errors.join('; ') } : {}),
    seconds: round(
      samples.reduce((sum, s) => sum + s.seconds, 0),
      1,
    ),
    performanceRuns: samples.map((s) => s.scores.performance),
  };
}

export function logSample(entry: LighthousePage, run: number, runs: number, build = '') {
  const s = entry.scores;
  console.log(
    `[lighthouse]${build && ` ${build}`} ${entry.path.padEnd(24)} run ${run}/${runs} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}` +
      `  FCP ${entry.metrics.fcpMs} ms LCP ${entry.metrics.lcpMs} ms TBT ${entry.metrics.tbtMs} ms CLS ${entry.metrics.cls}` +
      `  scripts ${entry.scriptFiles ?? '?'}  (${entry.seconds} s)${entry.runtimeError ? `  ${entry.runtimeError}` : ''}`,
  );
}
