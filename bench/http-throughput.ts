/**
 * HTTP throughput of the production build on a large shop, plus the storefront's weight and Lighthouse.
 *
 * Builds (full run), starts `node apps/server/dist/main.js` as a child process on a fresh PostgreSQL
 * database and then on a fresh PGlite directory (demo data seeded by the server itself), stops it, seeds
 * 100,000 products and 200,000 orders by SQL (large-shop.ts), starts it again and drives each route with
 * autocannon (50 connections) from this process. Reports req/s, p50/p99 latency, errors, the ratio of each
 * route to the health route, admin stats one request at a time, the server's memory after the load, then
 * Lighthouse on four storefront pages and their Hindi twins under /hi (PostgreSQL run) and the initial JS/CSS of each shopper route.
 *
 *   npm run bench:http -w @shop/bench                 # 10 s per route, PostgreSQL then PGlite
 *   npm run bench:http -w @shop/bench -- --smoke      # 2 s per route, 10,000 products, 20,000 orders, PostgreSQL only
 *   options: --duration=10 --connections=50 --products=100000 --orders=200000
 *            --no-pglite --no-postgres --no-build --no-lighthouse
 *
 * Writes bench/results/latest.json and latest.md (smoke.json and smoke.md with --smoke).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { seedLargeShop, type LargeShopSummary } from './large-shop';
import { measureInitialBundles } from './bundle-size';
import { ServerProcess, api, buildIfNeeded, registerCustomers } from './server-process';
import { runLighthouse, shopperPages } from './lighthouse-pages';
import {
  budgetsMarkdown,
  bundleMarkdown,
  driverMarkdown,
  evaluateBudgets,
  lighthouseMarkdown,
  type DriverRun,
  type TargetResult,
} from './report';
import {
  Cleanup,
  adminDatabaseUrl,
  createTempDatabase,
  errorMessage,
  machineInfo,
  postgresInfo,
  processMemoryMb,
  redactUrl,
  round,
  summarize,
  writeResult,
} from './lib';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    'no-pglite': { type: 'boolean', default: false },
    'no-postgres': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    products: { type: 'string' },
    orders: { type: 'string' },
  },
});
/** The issue's sizes in a full run; the smoke run only proves the machinery works. */
const PRODUCTS = Number(args.products ?? (args.smoke ? 10_000 : 100_000));
const ORDERS = Number(args.orders ?? (args.smoke ? 20_000 : 200_000));
const DURATION = Number(args.duration ?? (args.smoke ? 2 : 10));
const CONNECTIONS = Number(args.connections);
const WARMUP_SECONDS = args.smoke ? 1 : 2;
const SEQUENTIAL_REQUESTS = args.smoke ? 10 : 40;
/** How long the server is left alone before its idle memory is read (V8 shrinks its heap after ~20 s). */
const IDLE_SECONDS = 30;
const RUN_POSTGRES = !args['no-postgres'];
const RUN_PGLITE = !args['no-pglite'] && !args.smoke;
const RUN_LIGHTHOUSE = !args['no-lighthouse'];
/** Lighthouse's performance score moves by a few points between runs: a full run reports the median of 3. */
const LIGHTHOUSE_RUNS = Number(args['lighthouse-runs'] ?? (args.smoke ? 1 : 3));

const ORDER_ADDRESS = {
  name: 'Bench Customer',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/**
 * Accounts that place the orders: with the merchant's highest cap on unshipped COD orders (100 each), enough for
 * the warm-up and the run at a few thousand orders a second.
 */
const ORDER_CUSTOMERS = args.smoke ? 40 : 200;

/** Settings > Orders: the most unshipped cash-on-delivery orders one account may hold, at its highest (100). */
async function raiseOpenCodOrderCap(base: string, adminToken: string): Promise<void> {
  const current = await api(base, 'GET', '/api/admin/settings', undefined, adminToken);
  if (current.status !== 200) throw new Error(`GET /api/admin/settings answered ${current.status}`);
  const settings = (current.json as { settings: Record<string, unknown> }).settings;
  const saved = await api(base, 'PUT', '/api/admin/settings', { ...settings, maxOpenCodOrders: 100 }, adminToken);
  if (saved.status !== 200)
    throw new Error(`PUT /api/admin/settings answered ${saved.status}: ${saved.text.slice(0, 200)}`);
}

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
  const firstStartSeconds = await server.start();
  console.log(`[${driver}] server up on ${server.url} after ${firstStartSeconds} s (first start, demo seed included)`);

  // The large shop goes straight into the database while no server holds it (PGlite allows one process; a
  // PostgreSQL server could have cached catalogue answers from before), then the server starts again.
  await server.stop();
  live.delete(server);
  console.log(`[${driver}] seeding ${PRODUCTS} products and ${ORDERS} orders...`);
  const database = await openDatabase(
    driver === 'postgres' ? { url: databaseUrl, pgliteDir: '', poolSize: 4 } : { pgliteDir: join(dataDir, 'db') },
  );
  let shop: LargeShopSummary;
  try {
    shop = await seedLargeShop(database.db, { products: PRODUCTS, orders: ORDERS, sampleSize: 2000 });
  } finally {
    await database.close();
  }
  console.log(
    `[${driver}] shop: ${shop.products} live products, ${shop.orders.orders} orders (${shop.orders.items} items, ${shop.orders.cancelled} cancelled), ${shop.orders.customers} customers; seeded in ${shop.totalSeconds} s`,
  );
  server = new ServerProcess(env);
  live.add(server);
  cleanup.add(`stop ${driver} server (restarted)`, () => server.stop());
  const startupSeconds = await server.start();
  console.log(`[${driver}] restarted on the large shop in ${startupSeconds} s`);
  const base = server.url;

  const adminLogin = await api(base, 'POST', '/api/auth/login', { email: 'admin@example.com', password: 'admin123' });
  const adminToken = adminLogin.status === 200 ? (adminLogin.json.token as string) : null;
  // Many buyers, as on a sale day. One account may hold only a few unshipped cash-on-delivery orders (decision 043:
  // 3 by default, at most 100 in Settings), so a single bench customer had every order after its third refused,
  // and the "place order" figure timed refusals. The merchant's highest cap and enough accounts for the run.
  if (adminToken) await raiseOpenCodOrderCap(base, adminToken);
  const customerTokens = await registerCustomers(base, ORDER_CUSTOMERS);
  const customerToken = customerTokens[0]!;
  let nextCustomer = 0;
  const nextCustomerToken = () => customerTokens[nextCustomer++ % customerTokens.length]!;

  const productIds = shop.productIds;
  if (productIds.length === 0) throw new Error('the seeded shop has no live product');
  let cursor = 0;
  // A product with options is ordered in one of its variants (decision 248).
  const nextProduct = () => productIds[cursor++ % productIds.length]!;
  const nextLine = () => ({ ...shop.orderLines[cursor++ % shop.orderLines.length]!, quantity: 1 });

  const targets: LoadTarget[] = [
    { name: 'health (ceiling)', method: 'GET', path: '/api/health' },
    ...pageTargets(productIds),
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
          headers: { ...req.headers, authorization: `Bearer ${nextCustomerToken()}` },
          body: JSON.stringify({
            items: [nextLine()],
            shippingAddress: ORDER_ADDRESS,
            paymentMethod: 'cod',
          }),
        }),
      },
    },
    { name: 'admin stats', method: 'GET', path: '/api/admin/stats', token: adminToken },
  ];

  const memoryAfterStart = server.child?.pid ? processMemoryMb(server.child.pid) : null;
  // Idle means nobody has asked for anything for a while: V8 gives back the young generation that start-up
  // filled once its allocation rate has been low for ~20 s (its memory reducer), so the figure is taken then.
  console.log(
    `[${driver}] RSS ${memoryAfterStart?.rssMb ?? '?'} MB after start; ${IDLE_SECONDS} s without requests...`,
  );
  await sleep(IDLE_SECONDS * 1000);
  const memoryIdle = server.child?.pid ? processMemoryMb(server.child.pid) : null;
  const results: TargetResult[] = [];
  let healthRps: number | null = null;
  for (const target of targets) {
    // Pages go out as a browser asks for them (compressed, from the page cache); API answers uncompressed.
    const headers: Record<string, string> = { 'accept-encoding': target.page ? BROWSER_ACCEPT_ENCODING : 'identity' };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    if (target.method === 'POST') headers['content-type'] = 'application/json';

    // One request first: a route that does not exist is skipped.
    const probePath = target.path.includes(':id') ? target.path.replace(':id', productIds[0]!) : target.path;
    const probeBody =
      target.method === 'POST'
        ? { items: [nextLine()], shippingAddress: ORDER_ADDRESS, paymentMethod: 'cod' }
        : undefined;
    const probeStarted = performance.now();
    const probe = await api(base, target.method, probePath, probeBody, target.token ?? undefined);
    const probeMs = round(performance.now() - probeStarted, 1);
    if (probe.status === 404 || (target.token === null && target.path.startsWith('/api/admin'))) {
      const reason = probe.status === 404 ? 'route answers 404' : 'admin login failed';
      console.log(`[${driver}] ${target.name}: skipped (${reason})`);
      results.push(emptyResult(target, reason));
      continue;
    }
    if (probe.status >= 300)
      console.log(`[${driver}] ${target.name}: probe answered ${probe.status} ${probe.text.slice(0, 120)}`);
    // Admin stats has a latency budget of its own: time single requests on an otherwise idle server first.
    const sequential =
      target.path === '/api/admin/stats' && probe.status === 200
        ? {
            firstMs: probeMs,
            ...(await sequentialLatency(base, target.path, target.token ?? undefined, SEQUENTIAL_REQUESTS)),
          }
        : undefined;
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
    // A page's first view renders it; the steady state the budget is about serves it from the page cache.
    for (const path of target.warmPaths ?? []) await api(base, 'GET', path);
    // Warm-up under the same load (V8 optimises the route, the pool fills, plans are cached); not counted.
    await load(WARMUP_SECONDS);
    await drain(base);
    const result: Result = await load(DURATION);
    // Requests still queued in the server when autocannon stops would slow down the next route.
    const drainSeconds = await drain(base);
    const summary = toTargetResult(target, result);
    if (sequential) summary.sequential = sequential;
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
  // Lighthouse once, on PostgreSQL, after the load (so RSS above is the server's after the API load alone).
  const lighthouseReport =
    driver === 'postgres' && RUN_LIGHTHOUSE
      ? await runLighthouse(base, storefrontPages(productIds[0]!), LIGHTHOUSE_RUNS)
      : undefined;
  if (lighthouseReport?.skipped) console.log(`[lighthouse] skipped: ${lighthouseReport.skipped}`);
  const warnings = server.warnings;
  await server.stop();
  live.delete(server);
  return {
    driver,
    database: databaseInfo,
    startupSeconds,
    shop: {
      products: shop.products,
      orders: shop.orders,
      productSeconds: shop.productSeconds,
      totalSeconds: shop.totalSeconds,
      variants: shop.variants,
    },
    lighthouse: lighthouseReport,
    memoryAfterStart,
    memoryIdle,
    idleSeconds: IDLE_SECONDS,
    memoryAfterLoad,
    targets: results,
    serverWarnings: warnings,
  };
}

type LoadTarget = {
  name: string;
  method: string;
  path: string;
  token?: string | null;
  request?: CannonRequest;
  /** A server-rendered storefront page (budget: a share of the health route's req/s, p99 within 3x p50). */
  page?: boolean;
  /** Every URL the load will ask for, fetched once first: the figures are the page cache's steady state. */
  warmPaths?: string[];
};

/** What Chromium sends; the page cache keeps a brotli and a gzip copy of each page. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Product pages rotate over the most visited products, as shoppers' views do (each URL is cached on its own). */
const PRODUCT_PAGES_ROTATED = 200;

/** The anonymous storefront pages the HTML cache serves: what a shopper's first request for a page costs. */
function pageTargets(productIds: string[]): LoadTarget[] {
  const popular = productIds.slice(0, PRODUCT_PAGES_ROTATED);
  let cursor = 0;
  const nextPage = () => `/products/${popular[cursor++ % popular.length]}`;
  return [
    { name: 'page /', method: 'GET', path: '/', page: true },
    { name: 'page /products', method: 'GET', path: '/products', page: true },
    {
      name: 'page /products/:id',
      method: 'GET',
      path: '/products/:id',
      page: true,
      warmPaths: popular.map((id) => `/products/${id}`),
      request: { method: 'GET', setupRequest: (req) => ({ ...req, path: nextPage() }) },
    },
    { name: 'page /categories', method: 'GET', path: '/categories', page: true },
    { name: 'page /policypage', method: 'GET', path: '/policypage', page: true },
  ];
}

/** The storefront pages Lighthouse scores (issue 39); the smoke run checks only the home page in both languages. */
function storefrontPages(productId: string) {
  const pages = shopperPages(productId);
  return args.smoke ? pages.slice(0, 2) : pages;
}

async function sequentialLatency(base: string, path: string, token: string | undefined, n: number) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await api(base, 'GET', path, undefined, token);
    samples.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  return summarize(samples);
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

async function main() {
  const cleanup = new Cleanup();
  const live = new Set<ServerProcess>();
  process.on('exit', () => {
    for (const s of live) s.killNow();
  });
  try {
    buildIfNeeded({ rebuild: !args.smoke && !args['no-build'] });
    const bundles = measureInitialBundles();
    const machineBefore = machineInfo();
    console.log(
      `HTTP throughput: ${CONNECTIONS} connections, ${DURATION} s per route, drivers: ${[RUN_POSTGRES && 'postgres', RUN_PGLITE && 'pglite'].filter(Boolean).join(', ')}` +
        ` (load average ${machineBefore.loadAverage.join(' ')} on ${machineBefore.cpus} cores)`,
    );
    const runs: DriverRun[] = [];
    if (RUN_POSTGRES) runs.push(await runDriver('postgres', cleanup, live));
    if (RUN_PGLITE) runs.push(await runDriver('pglite', cleanup, live));

    const machine = machineInfo();
    const budgets = evaluateBudgets(runs, bundles, CONNECTIONS);
    const sizes = `${PRODUCTS.toLocaleString('en-US')} generated products and ${ORDERS.toLocaleString('en-US')} orders`;
    const md = [
      `## HTTP throughput and storefront (${args.smoke ? 'smoke, ' : ''}${DURATION} s per route, ${CONNECTIONS} connections)`,
      '',
      `${machine.date}, Node ${machine.node}, ${machine.cpus} cores (${machine.cpuModel}), load average before ${machineBefore.loadAverage.join(' ')}, after ${machine.loadAverage.join(' ')}, commit ${machine.gitCommit ?? 'n/a'}${machine.gitDirty ? ' + uncommitted changes' : ''}.`,
      `Production build (\`node apps/server/dist/main.js\`) on the demo data plus ${sizes}, autocannon in a second process on loopback. errors = connection errors and timeouts.`,
      '',
      ...runs.map(driverMarkdown).flatMap((text) => [text, '']),
      bundleMarkdown(bundles),
      '',
      lighthouseMarkdown(runs.find((r) => r.driver === 'postgres')?.lighthouse),
      '',
      budgetsMarkdown(budgets),
      '',
    ].join('\n');
    console.log(`\n${md}`);
    // A smoke run (CI) must not replace the committed figures of a full run.
    const name = args.smoke ? 'smoke' : 'latest';
    await writeResult(`${name}.md`, md);
    const jsonPath = await writeResult(
      `${name}.json`,
      JSON.stringify(
        {
          benchmark: 'http-throughput',
          mode: args.smoke ? 'smoke' : 'full',
          durationSeconds: DURATION,
          connections: CONNECTIONS,
          seeded: { products: PRODUCTS, orders: ORDERS },
          machine,
          loadAverageBefore: machineBefore.loadAverage,
          runs,
          storefront: { bundles, lighthouse: runs.find((r) => r.driver === 'postgres')?.lighthouse ?? null },
          budgets,
        },
        null,
        2,
      ),
    );
    console.log(`Wrote ${jsonPath} and ${name}.md`);
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
