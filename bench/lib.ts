/**
 * Helpers shared by the bench scripts: throw-away PostgreSQL databases, cleanup that also runs on Ctrl+C,
 * percentiles, machine facts and result files.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = join(BENCH_DIR, '..');
export const RESULTS_DIR = join(BENCH_DIR, 'results');

/** Where throw-away databases are created: BENCH_DATABASE_URL, else DATABASE_URL, else the local test server. */
export function adminDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
}

/** Hides the password when a URL is printed or written to a results file. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable url)';
  }
}

export interface TempDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `shop_bench_<random>` next to the admin URL's database; drop() removes it even with open sessions (unless
 * BENCH_KEEP_DB is set).
 */
export async function createTempDatabase(adminUrl = adminDatabaseUrl()): Promise<TempDatabase> {
  const name = `shop_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // BENCH_KEEP_DB=1 leaves it for a look afterwards (EXPLAIN, table sizes); drop it by hand.
      if (process.env.BENCH_KEEP_DB) return console.log(`Kept database ${name} (BENCH_KEEP_DB)`);
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Cleanup steps run last-in first-out, once, whether the script ends, fails or is interrupted
 * (SIGINT/SIGTERM). A failing step is reported and the others still run.
 */
export class Cleanup {
  private steps: { label: string; fn: () => unknown }[] = [];
  private running: Promise<void> | null = null;

  constructor() {
    const onSignal = (signal: NodeJS.Signals) => {
      console.error(`\n${signal}: cleaning up...`);
      void this.run().finally(() => process.exit(130));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  add(label: string, fn: () => unknown): void {
    this.steps.push({ label, fn });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      while (this.steps.length > 0) {
        const step = this.steps.pop()!;
        try {
          await step.fn();
        } catch (error) {
          console.error(`cleanup "${step.label}" failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.running;
  }
}

/** A free TCP port on loopback (closed again at once, so a tiny race is possible). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sum / Math.max(1, sorted.length)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
}

export const round = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** A plain-text table with right-aligned numbers, for the terminal. */
export function textTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** A Markdown table: the first `leftColumns` columns left-aligned, the rest (numbers) right-aligned. */
export function markdownTable(header: string[], rows: (string | number)[][], leftColumns = 1): string {
  const esc = (c: string | number) => String(c).replace(/\|/g, '\\|');
  return [
    `| ${header.map(esc).join(' | ')} |`,
    `| ${header.map((_, i) => (i < leftColumns ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

export interface MachineInfo {
  date: string;
  node: string;
  platform: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  loadAverage: number[];
  gitCommit: string | null;
  /** Uncommitted changes under apps/ or packages/ when the figures were taken (others work in parallel). */
  gitDirty: boolean | null;
}

export function machineInfo(): MachineInfo {
  const git = (...gitArgs: string[]) => {
    try {
      return execFileSync('git', gitArgs, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  const gitCommit = git('rev-parse', '--short', 'HEAD');
  const status = git('status', '--porcelain', '--', 'apps', 'packages');
  const gitDirty = status === null ? null : status.length > 0;
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: round(totalmem() / 2 ** 30, 1),
    loadAverage: loadavg().map((v) => round(v, 2)),
    gitCommit,
    gitDirty,
  };
}

/** Facts about a PostgreSQL server that change query plans and timings. */
export async function postgresInfo(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, string> = {};
    out.version = (await c.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '';
    for (const setting of ['shared_buffers', 'work_mem', 'effective_cache_size', 'jit', 'random_page_cost']) {
      out[setting] = (await c.query<Record<string, string>>(`show ${setting}`)).rows[0]?.[setting] ?? '';
    }
    return out;
  } finally {
    await c.end();
  }
}

/** Writes bench/results/<file>, formatted as the repository's Prettier would, so `npm run format` leaves it alone. */
export async function writeResult(file: string, content: string): Promise<string> {
  const path = join(RESULTS_DIR, file);
  mkdirSync(RESULTS_DIR, { recursive: true });
  let text = content;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(path)) ?? {};
    text = await prettier.format(content, { ...options, filepath: path });
  } catch {
    // Prettier missing or failing: the unformatted text is still a valid result.
  }
  writeFileSync(path, text.endsWith('\n') ? text : `${text}\n`);
  return path;
}

/** Resident memory of a process in MiB from /proc (Linux only; null elsewhere). */
export function processMemoryMb(pid: number): { rssMb: number; peakRssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: round(kb('VmRSS') / 1024, 1), peakRssMb: round(kb('VmHWM') / 1024, 1) };
  } catch {
    return null;
  }
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);
