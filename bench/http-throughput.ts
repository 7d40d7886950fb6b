/**
 * HTTP throughput of the production build under load.
 *
 * Starts `node apps/server/dist/main.js` as a child process on a fresh PostgreSQL database and then on a
 * fresh PGlite directory (demo catalogue seeded by the server itself), and drives each route with autocannon
 * (50 connections) from this process. Reports req/s, p50/p99 latency, errors and the ratio of each route to
 * the health route, plus the server's memory after the load.
 *
 *   npm run bench:http -w @shop/bench                 # 10 s per route, PostgreSQL then PGlite
 *   npm run bench:http -w @shop/bench -- --smoke      # 2 s per route, PostgreSQL only
 *   options: --duration=10 --connections=50 --no-pglite --no-postgres
 *
 * Writes bench/results/latest.json and bench/results/latest.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import {
  Cleanup,
  REPO_ROOT,
  adminDatabaseUrl,
  createTempDatabase,
  errorMessage,
  freePort,
  machineInfo,
  markdownTable,
  postgresInfo,
  processMemoryMb,
  redactUrl,
  round,
  writeResult,
} from './lib';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    'no-pglite': { type: 'boolean', default: false },
    'no-postgres': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration ?? (args.smoke ? 2 : 10));
const CONNECTIONS = Number(args.connections);
const WARMUP_SECONDS = args.smoke ? 1 : 2;
const RUN_POSTGRES = !args['no-postgres'];
const RUN_PGLITE = !args['no-pglite'] && !args.smoke;
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');

const BUDGETS = {
  listRatio: 0.4,
  ordersPerSecond: 300,
  ordersP99Ms: 100,
};

interface TargetResult {
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
}

interface DriverRun {
  driver: 'postgres' | 'pglite';
  database?: Record<string, string>;
  startupSeconds: number;
  memoryIdle: { rssMb: number; peakRssMb: number } | null;
  memoryAfterLoad: { rssMb: number; peakRssMb: number } | null;
  targets: TargetResult[];
  serverWarnings: string[];
}

/** The production server in a child process; its output is kept (last lines) for error reports. */
class ServerProcess {
  child: ChildProcess | null = null;
  private output: string[] = [];
  warnings: string[] = [];
  port = 0;

  constructor(private readonly env: Record<string, string>) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<number> {
    this.port = await freePort();
    const started = Date.now();
    // A clean environment: nothing from the caller's shell (DATABASE_URL, SMTP_URL, ...) leaks in.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'on',
      ...this.env,
    };
    const child = spawn(process.execPath, [SERVER_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        this.output.push(line);
        if (this.output.length > 60) this.output.shift();
        if (/"level":(40|50|60)/.test(line) && this.warnings.length < 20) this.warnings.push(line.slice(0, 300));
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/api/health`);
        if (res.ok) return round((Date.now() - started) / 1000, 1);
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`server did not become healthy within 180 s:\n${this.tail()}`);
  }

  tail() {
    return this.output.slice(-30).join('\n');
  }

  /** SIGTERM (graceful shutdown), then SIGKILL after 15 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /** Last resort from process.on('exit'): synchronous. */
  killNow() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

const ORDER_ADDRESS = {
  name: 'Bench Customer',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

async function runDriver(
  driver: 'postgres' | 'pglite',
  cleanup: Cleanup,
  live: Set<ServerProcess>,
): Promise<DriverRun> {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${driver}-`));
  cleanup.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let databaseUrl: string | undefined;
  let databaseInfo: Record<string, string> | undefined;
  if (driver === 'postgres') {
    const adminUrl = adminDatabaseUrl();
    const temp = await createTempDatabase(adminUrl);
    cleanup.add(`drop database ${temp.name}`, () => temp.drop());
    databaseUrl = temp.url;
    env.DATABASE_URL = temp.url;
    databaseInfo = await postgresInfo(temp.url);
    console.log(`\n[postgres] database ${temp.name} on ${redactUrl(adminUrl)}`);
  } else {
    console.log(`\n[pglite] data directory ${dataDir}`);
  }

  let server = new ServerProcess(env);
  live.add(server);
  cleanup.add(`stop ${driver} server`, () => server.stop());
  let startupSeconds = await server.start();
  console.log(`[${driver}] server up on ${server.url} after ${startupSeconds} s (first start, demo seed included)`);

  // Orders must never run out of stock during the load.
  if (driver === 'postgres') {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      await c.query('update products set stock = 1000000');
    } finally {
      await c.end();
    }
  } else {
    // PGlite serves one process: stop the server, change the data directory, start it again.
    await server.stop();
    live.delete(server);
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    try {
      await database.db.execute(sql`update products set stock = 1000000`);
    } finally {
      await database.close();
    }
    server = new ServerProcess(env);
    live.add(server);
    cleanup.add(`stop ${driver} server (restarted)`, () => server.stop());
    startupSeconds = await server.start();
    console.log(`[${driver}] restarted after the stock update in ${startupSeconds} s`);
  }
  const base = server.url;

  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await api(base, 'POST', '/api/auth/register', {
    name: 'Bench Customer',
    email,
    password: 'bench-pass-123',
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${registered.text.slice(0, 200)}`);
  const customerToken = registered.json.token as string;
  const adminLogin = await api(base, 'POST', '/api/auth/login', { email: 'admin@example.com', password: 'admin123' });
  const adminToken = adminLogin.status === 200 ? (adminLogin.json.token as string) : null;

  const listed = await api(base, 'GET', '/api/products?limit=100');
  const productIds = ((listed.json?.products ?? []) as { _id: string; stock: number }[])
    .filter((p) => p.stock > 0)
    .map((p) => p._id);
  if (productIds.length === 0) throw new Error('the demo catalogue has no product in stock');
  let cursor = 0;
  const nextProduct = () => productIds[cursor++ % productIds.length]!;

  const targets: { name: string; method: string; path: string; token?: string | null; request?: CannonRequest }[] = [
    { name: 'health (ceiling)', method: 'GET', path: '/api/health' },
    { name: 'product list', method: 'GET', path: '/api/products' },
    {
      name: 'product by id',
      method: 'GET',
      path: '/api/products/:id',
      request: { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/products/${nextProduct()}` }) },
    },
    { name: 'categories', method: 'GET', path: '/api/products/categories/list' },
    { name: 'search', method: 'GET', path: '/api/products?q=headphones' },
    {
      name: 'place order (COD)',
      method: 'POST',
      path: '/api/orders',
      token: customerToken,
      request: {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            items: [{ product: nextProduct(), quantity: 1 }],
            shippingAddress: ORDER_ADDRESS,
            paymentMethod: 'cod',
          }),
        }),
      },
    },
    { name: 'admin stats', method: 'GET', path: '/api/admin/stats', token: adminToken },
  ];

  const memoryIdle = server.child?.pid ? processMemoryMb(server.child.pid) : null;
  const results: TargetResult[] = [];
  let healthRps: number | null = null;
  for (const target of targets) {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    if (target.method === 'POST') headers['content-type'] = 'application/json';

    // One request first: a route that does not exist is skipped.
    const probePath = target.path.includes(':id') ? `/api/products/${productIds[0]}` : target.path;
    const probeBody =
      target.method === 'POST'
        ? { items: [{ product: nextProduct(), quantity: 1 }], shippingAddress: ORDER_ADDRESS, paymentMethod: 'cod' }
        : undefined;
    const probe = await api(base, target.method, probePath, probeBody, target.token ?? undefined);
    if (probe.status === 404 || (target.token === null && target.path.startsWith('/api/admin'))) {
      const reason = probe.status === 404 ? 'route answers 404' : 'admin login failed';
      console.log(`[${driver}] ${target.name}: skipped (${reason})`);
      results.push(emptyResult(target, reason));
      continue;
    }
    if (probe.status >= 300)
      console.log(`[${driver}] ${target.name}: probe answered ${probe.status} ${probe.text.slice(0, 120)}`);
    const load = (duration: number) =>
      autocannon({
        url: target.request ? base : base + target.path,
        title: target.name,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        headers,
        ...(target.request ? { requests: [{ ...target.request, headers }] } : { method: target.method }),
      });
    // Warm-up under the same load (V8 optimises the route, the pool fills, plans are cached); not counted.
    await load(WARMUP_SECONDS);
    await drain(base);
    const result: Result = await load(DURATION);
    // Requests still queued in the server when autocannon stops would slow down the next route.
    const drainSeconds = await drain(base);
    const summary = toTargetResult(target, result);
    if (summary.ok2xx + summary.non2xx === 0) summary.note = `no response completed within the ${DURATION} s run`;
    if (drainSeconds >= 1)
      summary.note = `${summary.note ? `${summary.note}; ` : ''}server needed ${drainSeconds} s to finish queued requests`;
    if (target.path === '/api/health') healthRps = summary.reqPerSec;
    summary.ratioToHealth = healthRps ? round(summary.reqPerSec / healthRps, 3) : null;
    results.push(summary);
    console.log(
      `[${driver}] ${target.name.padEnd(18)} ${String(summary.reqPerSec).padStart(8)} req/s  p50 ${summary.latencyP50} ms  p99 ${summary.latencyP99} ms  non-2xx ${summary.non2xx}  errors ${summary.errors}${summary.note ? `  (${summary.note})` : ''}`,
    );
    await sleep(500);
  }
  const memoryAfterLoad = server.child?.pid ? processMemoryMb(server.child.pid) : null;
  const warnings = server.warnings;
  await server.stop();
  live.delete(server);
  return {
    driver,
    database: databaseInfo,
    startupSeconds,
    memoryIdle,
    memoryAfterLoad,
    targets: results,
    serverWarnings: warnings,
  };
}

/** Waits until the server answers the health route again (its queue of abandoned requests is done); seconds waited. */
async function drain(base: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.text();
      if (res.ok) return round((Date.now() - started) / 1000, 1);
    } catch {
      // still busy
    }
  }
  throw new Error('the server did not recover within 120 s after a load run');
}

function emptyResult(target: { name: string; method: string; path: string }, skipped: string): TargetResult {
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    reqPerSec: 0,
    ratioToHealth: null,
    latencyP50: 0,
    latencyP99: 0,
    latencyMean: 0,
    ok2xx: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    skipped,
  };
}

function toTargetResult(target: { name: string; method: string; path: string }, r: Result): TargetResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(stat.count);
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    reqPerSec: round(r.requests.average, 0),
    ratioToHealth: null,
    latencyP50: round(r.latency.p50, 1),
    latencyP99: round(r.latency.p99, 1),
    latencyMean: round(r.latency.average, 2),
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  };
}

function driverMarkdown(run: DriverRun): string {
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
  return [
    `### ${title}`,
    '',
    markdownTable(['route', 'what', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'vs health'], rows, 2),
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    `Server RSS: ${mem(run.memoryIdle)} idle after start, ${mem(run.memoryAfterLoad)} after the load. Startup: ${run.startupSeconds} s.`,
  ].join('\n');
}

function budgetLines(runs: DriverRun[]): { text: string; budgets: unknown[] } {
  const pgRun = runs.find((r) => r.driver === 'postgres');
  const budgets: { name: string; target: string; measured: string; met: boolean | null }[] = [];
  if (pgRun) {
    const list = pgRun.targets.find((t) => t.path === '/api/products');
    const orders = pgRun.targets.find((t) => t.path === '/api/orders');
    if (list && list.ratioToHealth !== null) {
      budgets.push({
        name: 'product list throughput (PostgreSQL)',
        target: `>= ${BUDGETS.listRatio * 100}% of health req/s`,
        measured: `${round(list.ratioToHealth * 100, 1)}% (${list.reqPerSec} of ${pgRun.targets[0]?.reqPerSec} req/s)`,
        met: list.ratioToHealth >= BUDGETS.listRatio,
      });
    }
    if (orders && !orders.skipped) {
      const failed = orders.non2xx + orders.errors;
      budgets.push({
        name: `order creation at ${CONNECTIONS} connections (PostgreSQL)`,
        target: `>= ${BUDGETS.ordersPerSecond} orders/s, p99 < ${BUDGETS.ordersP99Ms} ms`,
        measured: `${orders.reqPerSec} req/s, p99 ${orders.latencyP99} ms, ${failed} failed`,
        met: orders.reqPerSec >= BUDGETS.ordersPerSecond && orders.latencyP99 < BUDGETS.ordersP99Ms && failed === 0,
      });
    }
  }
  const text = budgets
    .map((b) => `- ${b.name}: target ${b.target}; measured ${b.measured} -> **${b.met ? 'met' : 'not met'}**`)
    .join('\n');
  return { text, budgets };
}

async function main() {
  const cleanup = new Cleanup();
  const live = new Set<ServerProcess>();
  process.on('exit', () => {
    for (const s of live) s.killNow();
  });
  try {
    if (!existsSync(SERVER_MAIN)) {
      console.log('apps/server/dist/main.js is missing: running `npm run build` at the repository root...');
      const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
      if (build.status !== 0 || !existsSync(SERVER_MAIN)) throw new Error('npm run build failed');
    }
    const machineBefore = machineInfo();
    console.log(
      `HTTP throughput: ${CONNECTIONS} connections, ${DURATION} s per route, drivers: ${[RUN_POSTGRES && 'postgres', RUN_PGLITE && 'pglite'].filter(Boolean).join(', ')}` +
        ` (load average ${machineBefore.loadAverage.join(' ')} on ${machineBefore.cpus} cores)`,
    );
    const runs: DriverRun[] = [];
    if (RUN_POSTGRES) runs.push(await runDriver('postgres', cleanup, live));
    if (RUN_PGLITE) runs.push(await runDriver('pglite', cleanup, live));

    const machine = machineInfo();
    const { text: budgetText, budgets } = budgetLines(runs);
    const md = [
      `## HTTP throughput (${args.smoke ? 'smoke, ' : ''}${DURATION} s per route, ${CONNECTIONS} connections)`,
      '',
      `${machine.date}, Node ${machine.node}, ${machine.cpus} cores (${machine.cpuModel}), load average before ${machineBefore.loadAverage.join(' ')}, after ${machine.loadAverage.join(' ')}, commit ${machine.gitCommit ?? 'n/a'}${machine.gitDirty ? ' + uncommitted changes' : ''}.`,
      'Production build (`node apps/server/dist/main.js`) on the demo catalogue, autocannon in a second process on loopback. errors = connection errors and timeouts.',
      '',
      ...runs.map(driverMarkdown).flatMap((s) => [s, '']),
      '### Budgets',
      '',
      budgetText || '- (no PostgreSQL run)',
      '',
    ].join('\n');
    console.log(`\n${md}`);
    await writeResult('latest.md', md);
    const jsonPath = await writeResult(
      'latest.json',
      JSON.stringify(
        {
          benchmark: 'http-throughput',
          mode: args.smoke ? 'smoke' : 'full',
          durationSeconds: DURATION,
          connections: CONNECTIONS,
          machine,
          loadAverageBefore: machineBefore.loadAverage,
          runs,
          budgets,
        },
        null,
        2,
      ),
    );
    console.log(`Wrote ${jsonPath} and latest.md`);
  } finally {
    await cleanup.run();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nhttp-throughput failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
