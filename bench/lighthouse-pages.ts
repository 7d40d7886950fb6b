/**
 * Lighthouse on storefront pages of a running production server: one headless Chromium (Debian's, via
 * chrome-launcher), Lighthouse's default configuration (mobile: Moto G Power screen, simulated slow 4G and
 * 4x CPU slowdown), one run per page. Records the four category scores and the main metrics.
 *
 * Chromium missing or failing to start is reported (`skipped`), not thrown: the rest of the bench goes on.
 */
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
}

export interface LighthouseReport {
  lighthouseVersion: string | null;
  chromium: string;
  settings: string;
  pages: LighthousePage[];
  skipped?: string;
}

export async function runLighthouse(
  baseUrl: string,
  pages: { name: string; path: string }[],
): Promise<LighthouseReport> {
  const report: LighthouseReport = {
    lighthouseVersion: null,
    chromium: CHROMIUM_PATH,
    settings: 'Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown)',
    pages: [],
  };
  if (!existsSync(CHROMIUM_PATH)) {
    report.skipped = `Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH or install Debian's chromium)`;
    return report;
  }
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  } catch (error) {
    report.skipped = `Chromium did not start: ${errorMessage(error).split('\n')[0]}`;
    return report;
  }
  try {
    for (const page of pages) {
      const started = Date.now();
      let lhr;
      try {
        const result = await lighthouse(baseUrl + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
      } catch (error) {
        // One page failing to audit is a finding for the report, not a reason to lose the other figures.
        const message = errorMessage(error).split('\n')[0] ?? 'unknown error';
        console.log(`[lighthouse] ${page.path}: failed: ${message}`);
        report.pages.push({
          name: page.name,
          path: page.path,
          scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
          metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null, speedIndexMs: null },
          failedAudits: [],
          runtimeError: message,
          seconds: round((Date.now() - started) / 1000, 1),
        });
        continue;
      }
      report.lighthouseVersion = lhr.lighthouseVersion;
      const score = (id: string) => {
        const s = lhr.categories[id]?.score;
        return typeof s === 'number' ? Math.round(s * 100) : null;
      };
      const metric = (id: string, digits: number) => {
        const v = lhr.audits[id]?.numericValue;
        return typeof v === 'number' ? round(v, digits) : null;
      };
      const failedAudits: string[] = [];
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failedAudits.push(`${id}/${ref.id}: ${audit.title}`);
          }
        }
      }
      const entry: LighthousePage = {
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
        ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        seconds: round((Date.now() - started) / 1000, 1),
      };
      report.pages.push(entry);
      const s = entry.scores;
      console.log(
        `[lighthouse] ${page.path.padEnd(24)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}` +
          `  FCP ${entry.metrics.fcpMs} ms LCP ${entry.metrics.lcpMs} ms TBT ${entry.metrics.tbtMs} ms CLS ${entry.metrics.cls}` +
          `  (${entry.seconds} s)${entry.runtimeError ? `  ${entry.runtimeError}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return report;
}
