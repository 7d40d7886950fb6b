/**
 * Catalogue query latency on a large shop.
 *
 * Seeds 100,000 products over the 12 categories into a fresh database, starts the real app in this
 * process and times sequential HTTP requests (list, category filter, sorts, search, product page), then
 * EXPLAINs the SQL the app really ran for the category and search queries.
 *
 *   npm run bench:catalog -w @shop/bench                 # PostgreSQL (BENCH_DATABASE_URL / DATABASE_URL)
 *   npm run bench:catalog -w @shop/bench -- --pglite     # embedded PGlite, in memory
 *   options: --products=100000 --requests=200 --warmup=20 --smoke (50 requests, 10 warm-up)
 *
 * Writes bench/results/catalog-queries.json (catalog-queries-pglite.json with --pglite; -smoke before .json
 * with --smoke).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client';
import { buildApp } from '../apps/server/src/app';
import { seedCategories, seedProducts, seedVariants } from './large-shop';
import {
  Cleanup,
  adminDatabaseUrl,
  createTempDatabase,
  errorMessage,
  machineInfo,
  postgresInfo,
  redactUrl,
  round,
  summarize,
  textTable,
  writeResult,
  type LatencySummary,
} from './lib';

const SEARCH_P95_BUDGET_MS = 50;

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    products: { type: 'string', default: '100000' },
    requests: { type: 'string' },
    warmup: { type: 'string' },
  },
});
const PRODUCT_COUNT = Number(args.products);
const REQUESTS = Number(args.requests ?? (args.smoke ? 50 : 200));
const WARMUP = Number(args.warmup ?? (args.smoke ? 10 : 20));

interface Scenario {
  name: string;
  /** 'category-search': a search for a category's own name, reported beside the search budget (decision 209). */
  kind: 'list' | 'category' | 'sort' | 'search' | 'category-search' | 'product' | 'categories';
  path: string | ((i: number) => string);
  explain?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'list newest, page 1', kind: 'list', path: '/api/products', explain: true },
  { name: 'list newest, page 50', kind: 'list', path: '/api/products?page=50' },
  { name: 'category newest', kind: 'category', path: '/api/products?category=Electronics', explain: true },
  {
    name: 'category price-low',
    kind: 'category',
    path: '/api/products?category=Fashion&sort=price-low',
    explain: true,
  },
  { name: 'all, price-high', kind: 'sort', path: '/api/products?sort=price-high' },
  { name: 'all, rating', kind: 'sort', path: '/api/products?sort=rating' },
  {
    name: "search 'wireless headphones'",
    kind: 'search',
    path: '/api/products?q=wireless%20headphones',
    explain: true,
  },
  { name: "search 'hedphones' (typo)", kind: 'search', path: '/api/products?q=hedphones', explain: true },
  { name: "search 'cotton kurta'", kind: 'search', path: '/api/products?q=cotton%20kurta', explain: true },
  { name: "search 'masala'", kind: 'search', path: '/api/products?q=masala', explain: true },
  { name: "search 'books' (a category)", kind: 'category-search', path: '/api/products?q=books' },
  { name: "search 'electronics' (a category)", kind: 'category-search', path: '/api/products?q=electronics' },
  { name: 'categories with counts', kind: 'categories', path: '/api/products/categories/list' },
];

interface CapturedQuery {
  name: string;
  text: string;
  params: unknown[];
}

interface PlanNodeSummary {
  depth: number;
  node: string;
  on?: string;
  rows: number;
  loops: number;
  ms: number;
}

interface PlanSummary {
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
  jit: boolean;
  nodes: PlanNodeSummary[];
}

async function main() {
  const cleanup = new Cleanup();
  const driver = args.pglite ? 'pglite' : 'postgres';
  const startedAt = performance.now();
  const machineAtStart = machineInfo();
  console.log(`Load average at start: ${machineAtStart.loadAverage.join(' ')} on ${machineAtStart.cpus} cores`);
  try {
    let databaseUrl: string | undefined;
    let serverInfo: Record<string, string> = { version: 'PGlite 0.5 (PostgreSQL 18, in memory)' };
    if (driver === 'postgres') {
      const adminUrl = adminDatabaseUrl();
      const temp = await createTempDatabase(adminUrl);
      cleanup.add(`drop database ${temp.name}`, () => temp.drop());
      databaseUrl = temp.url;
      serverInfo = await postgresInfo(temp.url);
      console.log(`PostgreSQL: created ${temp.name} on ${redactUrl(adminUrl)}`);
    } else {
      console.log('PGlite: in-memory database');
    }

    const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://', poolSize: 10 });
    cleanup.add('close database', () => database.close());
    await database.migrate();

    const seedStart = performance.now();
    const categoryIds = await seedCategories(database.db);
    await seedProducts(database.db, categoryIds, PRODUCT_COUNT);
    // Sizes and colours on most products, 4 variants each on average (decision 248).
    await seedVariants(database.db);
    const seedSeconds = round((performance.now() - seedStart) / 1000, 1);
    const analyzeStart = performance.now();
    // As autovacuum leaves a shop: the variants' seeding rewrote most product rows, and the dead rows and the
    // full-text index's pending list would otherwise be read by every search (decision 209).
    await database.db.execute(sql`vacuum analyze`);
    const analyzeSeconds = round((performance.now() - analyzeStart) / 1000, 1);
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    const productCount = counted?.n ?? 0;
    console.log(`Seeded ${productCount} products in ${seedSeconds} s, ANALYZE ${analyzeSeconds} s`);

    const productIds = (
      await queryRows<{ id: string }>(
        database.db,
        sql`select id from products where deleted_at is null order by md5(id::text) limit ${REQUESTS + WARMUP}`,
      )
    ).map((r) => r.id);
    SCENARIOS.push({
      name: 'product by id',
      kind: 'product',
      path: (i) => `/api/products/${productIds[i % productIds.length]}`,
    });

    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
    cleanup.add('remove data dir', () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      // This bench is about the SQL (latency and plans); the answer cache in front of it is measured by the
      // HTTP throughput bench. Off unless BENCH_CATALOG_CACHE=on asks for the cached figures.
      CATALOG_CACHE: process.env.BENCH_CATALOG_CACHE === 'on' ? 'on' : 'off',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      PAYMENT_JOBS_INTERVAL_SECONDS: '0',
      SHIPROCKET_POLL_INTERVAL_SECONDS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const app = await buildApp({ config, database });
    cleanup.add('close app', () => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // SQL capture: every statement the catalogue repository sends, with its parameters.
    const captured: CapturedQuery[] = [];
    installCapture(database, captured);

    const results: (LatencySummary & { name: string; path: string; total: number | null; bytes: number })[] = [];
    const plans: { scenario: string; list?: PlanSummary; listCustom?: PlanSummary; count?: PlanSummary }[] = [];
    console.log(`\nTiming ${REQUESTS} sequential requests per query after ${WARMUP} warm-up (driver: ${driver})...`);
    for (const scenario of SCENARIOS) {
      const pathAt = (i: number) => (typeof scenario.path === 'string' ? scenario.path : scenario.path(i));
      let total: number | null = null;
      let bytes = 0;
      for (let i = 0; i < WARMUP; i++) {
        const res = await get(base, pathAt(REQUESTS + i));
        if (i === 0) {
          const body = JSON.parse(res.text) as { total?: unknown };
          total = typeof body.total === 'number' ? body.total : null;
          bytes = res.text.length;
        }
      }
      const samples: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        await get(base, pathAt(i));
        samples.push(performance.now() - t0);
      }
      const summary = summarize(samples);
      results.push({ name: scenario.name, path: pathAt(0), total, bytes, ...summary });
      console.log(`  ${scenario.name.padEnd(32)} p50 ${fmt(summary.p50)}  p95 ${fmt(summary.p95)} ms`);

      if (scenario.explain) {
        captured.length = 0;
        await get(base, pathAt(0));
        const list = captured.find((q) => q.name.startsWith('catalog_list_'));
        const count = captured.find((q) => q.name.startsWith('catalog_count_'));
        const entry: (typeof plans)[number] = { scenario: scenario.name };
        if (list) {
          const explained = await explain(database, databaseUrl, list);
          entry.list = explained.steady;
          entry.listCustom = explained.custom;
        }
        if (count) entry.count = (await explain(database, databaseUrl, count)).steady;
        plans.push(entry);
      }
    }
    uninstallCapture(database);

    console.log(`\nCatalogue queries over HTTP, ${productCount} products, ${driver}, ${REQUESTS} requests each (ms)\n`);
    console.log(
      textTable(
        ['query', 'p50', 'p95', 'p99', 'mean', 'max', 'matches', 'KB'],
        results.map((r) => [
          r.name,
          fmt(r.p50),
          fmt(r.p95),
          fmt(r.p99),
          fmt(r.mean),
          fmt(r.max),
          r.total ?? '-',
          round(r.bytes / 1024, 1),
        ]),
      ),
    );

    console.log(
      '\nEXPLAIN (ANALYZE, BUFFERS) of the SQL the app ran' +
        (driver === 'postgres' ? ' (plan a pooled connection uses after 6 executions of the prepared statement)' : '') +
        ':',
    );
    for (const p of plans) {
      console.log(`\n- ${p.scenario}`);
      if (p.list) {
        console.log(`  list : ${planHeadline(p.list)}`);
        for (const n of p.list.nodes) console.log(`  ${'  '.repeat(n.depth + 2)}${nodeLine(n)}`);
        if (p.listCustom && signature(p.listCustom) !== signature(p.list)) {
          console.log(
            `  first execution (custom plan) differed: ${planHeadline(p.listCustom)}; ${signature(p.listCustom)}`,
          );
        }
      }
      if (p.count) console.log(`  count: ${planHeadline(p.count)}; ${signature(p.count)}`);
    }

    const searches = results.filter((r) => SCENARIOS.find((s) => s.name === r.name)?.kind === 'search');
    const worstSearch = Math.max(...searches.map((r) => r.p95));
    const searchMet = worstSearch < SEARCH_P95_BUDGET_MS;
    console.log(
      `\nBudget: search p95 < ${SEARCH_P95_BUDGET_MS} ms on PostgreSQL -> worst search p95 ${fmt(worstSearch)} ms on ${driver}: ` +
        (driver === 'postgres' ? (searchMet ? 'MET' : 'NOT MET') : 'n/a (budget is for PostgreSQL)'),
    );
    const categorySearches = results.filter(
      (r) => SCENARIOS.find((s) => s.name === r.name)?.kind === 'category-search',
    );
    const worstCategorySearch = Math.max(...categorySearches.map((r) => r.p95));
    console.log(
      `Beside the budget: a category's own name searched (every product of the category ranked) -> worst p95 ` +
        `${fmt(worstCategorySearch)} ms` +
        (worstCategorySearch < SEARCH_P95_BUDGET_MS
          ? ''
          : ` (above the ${SEARCH_P95_BUDGET_MS} ms of product searches)`),
    );

    // A smoke run (CI) must not replace the committed figures of a full run.
    const file = `catalog-queries${driver === 'postgres' ? '' : '-pglite'}${args.smoke ? '-smoke' : ''}.json`;
    const path = await writeResult(
      file,
      JSON.stringify(
        {
          benchmark: 'catalog-queries',
          mode: args.smoke ? 'smoke' : 'full',
          catalogCache: config.CATALOG_CACHE,
          machine: machineInfo(),
          loadAverageAtStart: machineAtStart.loadAverage,
          driver,
          database: serverInfo,
          productCount,
          categories: categoryIds.size,
          seedSeconds,
          analyzeSeconds,
          requestsPerQuery: REQUESTS,
          warmupPerQuery: WARMUP,
          note: 'Sequential fetch() requests against the real app in the same process; latency includes HTTP, JSON serialisation and compression decisions.',
          results,
          explain: plans,
          budgets: [
            {
              name: 'search p95 on PostgreSQL',
              targetMs: SEARCH_P95_BUDGET_MS,
              worstP95Ms: worstSearch,
              met: driver === 'postgres' ? searchMet : null,
              besideTheBudget: { categoryNameSearchWorstP95Ms: worstCategorySearch },
            },
          ],
          totalSeconds: round((performance.now() - startedAt) / 1000, 1),
        },
        null,
        2,
      ),
    );
    console.log(`\nWrote ${path}`);
  } finally {
    await cleanup.run();
  }
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

async function get(base: string, path: string): Promise<{ text: string }> {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return { text };
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
const ORIGINAL_QUERY = Symbol('originalQuery');

/** Wraps the driver client's query() to record the catalogue's prepared statements (name, SQL, parameters). */
function installCapture(database: Database, captured: CapturedQuery[]) {
  const client = (database.db as unknown as { $client: Record<string | symbol, unknown> }).$client;
  const original = client.query as QueryFn;
  client[ORIGINAL_QUERY] = original;
  client.query = function (this: unknown, ...callArgs: unknown[]) {
    const [first, second] = callArgs;
    if (database.driver === 'postgres' && typeof first === 'object' && first && 'name' in first) {
      const q = first as { name?: string; text: string };
      if (q.name?.startsWith('catalog_'))
        captured.push({ name: q.name, text: q.text, params: (second as unknown[]) ?? [] });
    } else if (database.driver === 'pglite' && typeof first === 'string' && /from "products"/.test(first)) {
      // drizzle's PGlite driver does not name its statements: tell list and count apart by their shape.
      const name = /count\(\*\)/.test(first)
        ? 'catalog_count'
        : /^select "products"\."id"/.test(first)
          ? 'catalog_list'
          : '';
      if (name) captured.push({ name: `${name}_`, text: first, params: (second as unknown[]) ?? [] });
    }
    return original.apply(this, callArgs);
  };
}

function uninstallCapture(database: Database) {
  const client = (database.db as unknown as { $client: Record<string | symbol, unknown> }).$client;
  if (client[ORIGINAL_QUERY]) client.query = client[ORIGINAL_QUERY];
}

/**
 * PostgreSQL: PREPAREs the app's statement on its own connection and EXPLAINs the 1st execution (custom plan)
 * and the 7th (by then the plan cache may have switched to a generic plan, as on the app's pooled
 * connections). PGlite: EXPLAIN with the same parameters.
 */
async function explain(
  database: Database,
  databaseUrl: string | undefined,
  query: CapturedQuery,
): Promise<{ steady: PlanSummary; custom?: PlanSummary }> {
  const options = 'explain (analyze, buffers, format json)';
  if (database.driver === 'pglite' || !databaseUrl) {
    const client = (
      database.db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<{ rows: unknown[] }> } }
    ).$client;
    const original = (client as unknown as Record<symbol, QueryFn>)[ORIGINAL_QUERY];
    const run = original ? (original.bind(client) as typeof client.query) : client.query.bind(client);
    const res = await run(`${options} ${query.text}`, query.params);
    return { steady: summarizePlan(res.rows) };
  }
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(`prepare bench_stmt as ${query.text}`);
    const literal = (v: unknown): string => {
      if (v === null || v === undefined) return 'null';
      if (typeof v === 'number') return String(v);
      if (Array.isArray(v)) return c.escapeLiteral(`{${v.map((x) => `"${String(x)}"`).join(',')}}`);
      if (v instanceof Date) return c.escapeLiteral(v.toISOString());
      return c.escapeLiteral(typeof v === 'string' ? v : JSON.stringify(v));
    };
    const execute =
      query.params.length > 0 ? `execute bench_stmt(${query.params.map(literal).join(', ')})` : 'execute bench_stmt';
    const custom = summarizePlan((await c.query(`${options} ${execute}`)).rows);
    for (let i = 0; i < 5; i++) await c.query(execute);
    const steady = summarizePlan((await c.query(`${options} ${execute}`)).rows);
    return { steady, custom };
  } finally {
    await c.end();
  }
}

interface RawPlanNode {
  'Node Type': string;
  Strategy?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: RawPlanNode[];
}

function summarizePlan(rows: unknown[]): PlanSummary {
  const first = rows[0] as Record<string, unknown>;
  const raw = first['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: RawPlanNode;
    'Execution Time': number;
    'Planning Time': number;
    JIT?: unknown;
  }[];
  const top = doc[0]!;
  const nodes: PlanNodeSummary[] = [];
  const walk = (n: RawPlanNode, depth: number) => {
    const label = [
      n.Strategy && n.Strategy !== 'Plain' ? n.Strategy : '',
      n['Node Type'],
      n['Sort Method'] ? `(${n['Sort Method']})` : '',
    ]
      .filter(Boolean)
      .join(' ');
    nodes.push({
      depth,
      node: label,
      on: n['Index Name'] ?? n['Relation Name'],
      rows: n['Actual Rows'] ?? 0,
      loops: n['Actual Loops'] ?? 1,
      ms: round(n['Actual Total Time'] ?? 0, 3),
    });
    for (const child of n.Plans ?? []) walk(child, depth + 1);
  };
  walk(top.Plan, 0);
  return {
    executionMs: round(top['Execution Time'], 3),
    planningMs: round(top['Planning Time'], 3),
    sharedHit: top.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: top.Plan['Shared Read Blocks'] ?? 0,
    jit: Boolean(top.JIT),
    nodes,
  };
}

const nodeLine = (n: PlanNodeSummary) =>
  `${n.node}${n.on ? ` on ${n.on}` : ''}  rows=${n.rows}${n.loops > 1 ? ` loops=${n.loops}` : ''}  ${n.ms} ms`;
const planHeadline = (p: PlanSummary) =>
  `execution ${p.executionMs} ms, planning ${p.planningMs} ms, buffers hit=${p.sharedHit} read=${p.sharedRead}${p.jit ? ', JIT used' : ''}`;
/** The plan's shape: node types and the indexes or tables they read. */
const signature = (p: PlanSummary) => p.nodes.map((n) => `${n.node}${n.on ? `[${n.on}]` : ''}`).join(' > ');

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\ncatalog-queries failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
