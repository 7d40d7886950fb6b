/**
 * A festival flash sale (issue 38): thousands of shoppers arrive within seconds, half of them for one hot
 * product with stock 100 and a cap of 1 unit per order; nothing may be oversold, nobody may wait past 10 s.
 *
 * Runs the production build twice: on a throw-away PostgreSQL database with two server processes sharing
 * Redis (the shoppers alternate between them in groups of four), then one process on the embedded database (PGlite). Rate limits
 * are on as in production; each shopper sends its own X-Forwarded-For (TRUST_PROXY=127.0.0.1). Shoppers are
 * made straight in the database (one argon2 hash for all) and their tokens signed with the JWT_SECRET the bench
 * gives the servers; online payments go through a Razorpay simulator in a process of its own.
 *
 *   npm run bench -- --sale                                   # 2,000 shoppers in 10 s, both databases
 *   npm run bench:sale -w @shop/bench -- --shoppers=300 --seconds=5
 *   options: --shoppers=2000 --seconds=10 --no-postgres --no-pglite --connections=64 (as behind a reverse proxy)
 *            --step-cost: instead of the sale, each step for every shopper in turn, 8 requests in flight, and the
 *            CPU each request costs the servers, PostgreSQL and Redis (flash-sale-step-cost.ts; 600 shoppers unless
 *            --shoppers says; writes bench/results/sale-step-cost.json)
 *
 * Writes bench/results/flash-sale.json and flash-sale.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client';
import { runShoppers, signShopToken, type Shopper } from './flash-sale-shoppers';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';
import { measureStepCosts } from './flash-sale-step-cost';
import {
  checkoutWait,
  fairness,
  orderFigures,
  saleMarkdown,
  stepResults,
  type SaleCheck,
  type SaleRun,
} from './flash-sale-report';
import {
  Cleanup,
  adminDatabaseUrl,
  createTempDatabase,
  errorMessage,
  machineInfo,
  postgresInfo,
  redactUrl,
  round,
  writeResult,
} from './lib';
import { ServerProcess, api, buildIfNeeded } from './server-process';

const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    'no-postgres': { type: 'boolean', default: false },
    'no-pglite': { type: 'boolean', default: false },
    // As behind a reverse proxy keeping this many connections open to each server process (0: none, every
    // shopper's requests on connections of their own, as without a proxy).
    connections: { type: 'string', default: '0' },
    'step-cost': { type: 'boolean', default: false },
  },
});
const STEP_COST = args['step-cost'];
const SHOPPERS = Number(args.shoppers ?? (STEP_COST ? 600 : 2000));
const WINDOW_SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const HOT_STOCK = 100;
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(32).toString('hex');
const RAZORPAY = {
  keyId: 'rzp_test_FlashSaleBench',
  keySecret: 'flash-sale-key-secret',
  webhookSecret: 'flash-sale-webhook-secret',
};

interface SeededSale {
  hot: string;
  others: string[];
  users: { id: string; tokenVersion: number }[];
  admin: { id: string; tokenVersion: number };
}

/** Shoppers' accounts in one statement, every plain product but the hot one in ample stock, the hot one at 100. */
async function seedSale(db: Db, shoppers: number): Promise<SeededSale> {
  const [admin] = await queryRows<{ id: string; tokenVersion: number; hash: string }>(
    db,
    sql`select id, token_version as "tokenVersion", password_hash as hash from users where role = 'admin' order by created_at limit 1`,
  );
  if (!admin) throw new Error('the demo seed made no admin');
  const users = await queryRows<{ id: string; tokenVersion: number; n: number }>(
    db,
    sql`insert into users (name, email, password_hash, phone, city, state, pincode, role)
        select 'Sale Shopper ' || g, 'sale-shopper-' || g || '@example.com', ${admin.hash},
               '97' || lpad(g::text, 8, '0'), 'Bengaluru', 'Karnataka', '560001', 'user'
        from generate_series(1, ${shoppers}::int) g
        returning id, token_version as "tokenVersion", split_part(split_part(email, '@', 1), '-', 3)::int as n`,
  );
  users.sort((a, b) => a.n - b.n);
  // Products with options (sizes, colours) are bought as one of their variants; the sale keeps to plain products
  // (only their default variant, which a trigger keeps equal to the product row, stock included).
  const products = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p
        where p.deleted_at is null
          and not exists (select 1 from product_variants v where v.product_id = p.id and not v.is_default)
        order by p.name, p.id`,
  );
  if (products.length < 2) throw new Error('the demo seed made fewer than two products without variants');
  const [hot, ...others] = products.map((p) => p.id);
  await db.execute(sql`update products p set stock = 1000000
    where p.deleted_at is null
          and not exists (select 1 from product_variants v where v.product_id = p.id and not v.is_default)`);
  await db.execute(sql`update products set stock = ${HOT_STOCK} where id = ${hot}`);
  return { hot: hot!, others, users, admin };
}

/** Sold vs stock for the hot product, read from the database once the servers are stopped. */
async function checkSale(db: Db, hot: string): Promise<SaleCheck> {
  const [row] = await queryRows<{ sold: number; left: number; paid: number }>(
    db,
    sql`select
          (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
            where i.product_id = ${hot} and o.status <> 'cancelled') as sold,
          (select stock from products where id = ${hot}) as left,
          (select count(*)::int from order_items i join orders o on o.id = i.order_id
            where i.product_id = ${hot} and o.payment_method = 'razorpay' and o.payment_status = 'paid') as paid`,
  );
  const sold = row?.sold ?? 0;
  return {
    stock: HOT_STOCK,
    sold,
    stockLeft: row?.left ?? NaN,
    oversold: Math.max(0, sold - HOT_STOCK, -(row?.left ?? 0)),
    paidOnline: row?.paid ?? 0,
  };
}

/** maxUnitsPerProduct = 1 through the admin settings API, as a merchant sets the cap before the sale. */
async function capUnitsPerOrder(base: string, adminToken: string) {
  const current = await api(base, 'GET', '/api/admin/settings', undefined, adminToken);
  if (current.status !== 200)
    throw new Error(`GET /api/admin/settings: ${current.status} ${current.text.slice(0, 200)}`);
  const saved = await api(
    base,
    'PUT',
    '/api/admin/settings',
    { ...current.json.settings, maxUnitsPerProduct: 1 },
    adminToken,
  );
  if (saved.status !== 200) throw new Error(`PUT /api/admin/settings: ${saved.status} ${saved.text.slice(0, 300)}`);
}

function makeShoppers(seeded: SeededSale, servers: string[]): Shopper[] {
  // A per-run second octet, so rate-limit counters left in Redis by an earlier run are not these shoppers'.
  const net = 1 + Math.floor(Math.random() * 250);
  return seeded.users.map((user, i) => {
    const hot = i % 2 === 0;
    return {
      index: i,
      token: signShopToken(JWT_SECRET, { id: user.id, role: 'user', tokenVersion: user.tokenVersion }),
      // i % 4 picks hot/other and COD/online, so the server goes by i / 4: each kind of shopper, hot-product
      // buyers included, is spread over every process (i % 2 would send every hot buyer to the first one).
      server: servers[Math.floor(i / 4) % servers.length]!,
      ip: `10.${net}.${(i >> 8) & 255}.${i & 255}`,
      product: hot ? seeded.hot : seeded.others[Math.floor(Math.random() * seeded.others.length)]!,
      hot,
      // COD for half of each group, online for the other half.
      online: Math.floor(i / 2) % 2 === 1,
      arrivalMs: Math.random() * WINDOW_SECONDS * 1000,
    };
  });
}

async function withDatabase<T>(
  driver: 'postgres' | 'pglite',
  url: string | undefined,
  dataDir: string,
  fn: (db: Db) => Promise<T>,
) {
  const database = await openDatabase(
    driver === 'postgres' ? { url, pgliteDir: '', poolSize: 2 } : { pgliteDir: join(dataDir, 'db') },
  );
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** The sale's shop: its database, the shoppers' accounts and stock, the cap, its server processes up and warm. */
async function openSaleShop(
  driver: 'postgres' | 'pglite',
  sim: SimulatorProcess,
  cleanup: Cleanup,
  live: Set<ServerProcess>,
) {
  const processes = driver === 'postgres' ? 2 : 1;
  const dataDirs = Array.from({ length: processes }, (_, i) =>
    mkdtempSync(join(tmpdir(), `shop-sale-${driver}-${i}-`)),
  );
  for (const dir of dataDirs) cleanup.add(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    JWT_SECRET,
    RATE_LIMITS: 'on',
    TRUST_PROXY: '127.0.0.1',
    RAZORPAY_KEY_ID: RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: sim.apiUrl,
    RAZORPAY_CHECKOUT_URL: sim.checkoutUrl,
    // The shop's default unless the bench is asked to try another threshold.
    ...(process.env.SHED_EVENT_LOOP_DELAY_MS ? { SHED_EVENT_LOOP_DELAY_MS: process.env.SHED_EVENT_LOOP_DELAY_MS } : {}),
  };
  let databaseUrl: string | undefined;
  let database: Record<string, string> | undefined;
  if (driver === 'postgres') {
    const temp = await createTempDatabase();
    cleanup.add(`drop database ${temp.name}`, () => temp.drop());
    databaseUrl = env.DATABASE_URL = temp.url;
    env.REDIS_URL = REDIS_URL;
    database = await postgresInfo(temp.url);
    console.log(`\n[${driver}] database ${temp.name} on ${redactUrl(adminDatabaseUrl())}, Redis ${REDIS_URL}`);
  }
  const servers = dataDirs.map((dir) => new ServerProcess({ ...env, DATA_DIR: dir }));
  for (const s of servers) {
    live.add(s);
    cleanup.add(`stop ${driver} server`, () => s.stop());
  }
  // First start: migrations and the demo shop; then the sale's accounts and stock go straight into the database.
  const first = servers[0]!;
  console.log(`[${driver}] first start (demo seed) after ${await first.start()} s`);
  await first.stop();
  const seeded = await withDatabase(driver, databaseUrl, dataDirs[0]!, (db) => seedSale(db, SHOPPERS));
  const adminToken = signShopToken(JWT_SECRET, { ...seeded.admin, role: 'admin' });
  await first.start();
  await capUnitsPerOrder(first.url, adminToken);
  for (const s of servers.slice(1)) await s.start();
  for (const s of servers) {
    const check = await api(s.url, 'GET', '/api/admin/settings', undefined, adminToken);
    if (check.json?.settings?.maxUnitsPerProduct !== 1) throw new Error(`${s.url} does not see maxUnitsPerProduct = 1`);
    // Before a sale the shop's pages have been seen: the page cache holds the home page and product pages.
    for (const path of ['/', ...[seeded.hot, ...seeded.others].map((id) => `/products/${id}`)])
      await api(s.url, 'GET', path);
  }
  console.log(`[${driver}] ${processes} process(es) up: ${servers.map((s) => s.url).join(', ')}`);
  return { processes, dataDirs, databaseUrl, database, servers, seeded };
}

async function runSale(
  driver: 'postgres' | 'pglite',
  sim: SimulatorProcess,
  cleanup: Cleanup,
  live: Set<ServerProcess>,
): Promise<SaleRun> {
  const { processes, dataDirs, databaseUrl, database, servers, seeded } = await openSaleShop(
    driver,
    sim,
    cleanup,
    live,
  );
  console.log(`[${driver}] ${SHOPPERS} shoppers over ${WINDOW_SECONDS} s...`);
  const loadAverageBefore = loadavg().map((v) => round(v, 2));
  const { outcomes, ms, clientLoopDelayMs } = await runShoppers(
    makeShoppers(
      seeded,
      servers.map((s) => s.url),
    ),
    { url: sim.url, keyId: RAZORPAY.keyId },
    CONNECTIONS > 0 ? CONNECTIONS : undefined,
  );
  // Every request of every shopper, for a closer look (e.g. BENCH_SALE_SAMPLES=/tmp/sale-postgres.json).
  if (process.env.BENCH_SALE_SAMPLES) {
    const file = process.env.BENCH_SALE_SAMPLES.replace(/(\.json)?$/, `-${driver}.json`);
    writeFileSync(
      file,
      JSON.stringify(outcomes.map((o) => ({ hot: o.shopper.hot, online: o.shopper.online, samples: o.samples }))),
    );
  }
  const loadAverageAfter = loadavg().map((v) => round(v, 2));
  const serverWarnings = servers.flatMap((s) => s.warnings);
  for (const s of servers) {
    await s.stop();
    live.delete(s);
  }
  const hot = await withDatabase(driver, databaseUrl, dataDirs[0]!, (db) => checkSale(db, seeded.hot));
  const steps = stepResults(outcomes);
  return {
    driver,
    processes,
    shoppers: SHOPPERS,
    windowSeconds: WINDOW_SECONDS,
    runSeconds: round(ms / 1000, 1),
    clientLoopDelayMs: { p99: round(clientLoopDelayMs.p99, 1), max: round(clientLoopDelayMs.max, 1) },
    ...orderFigures(outcomes),
    steps,
    hot: { ...hot, winnersSeen: outcomes.filter((o) => o.shopper.hot && o.order?.status === 201).length },
    fairness: fairness(outcomes, steps),
    checkoutWait: checkoutWait(outcomes),
    loadAverageBefore,
    loadAverageAfter,
    serverWarnings,
    ...(CONNECTIONS > 0 ? { connectionsPerServer: CONNECTIONS } : {}),
    database,
  };
}

/** Each step's CPU per request on one database (`--step-cost`), the shop set up as for the sale. */
async function runStepCost(
  driver: 'postgres' | 'pglite',
  sim: SimulatorProcess,
  cleanup: Cleanup,
  live: Set<ServerProcess>,
) {
  const { processes, servers, seeded } = await openSaleShop(driver, sim, cleanup, live);
  const shoppers = makeShoppers(
    seeded,
    servers.map((s) => s.url),
  );
  console.log(`[${driver}] ${SHOPPERS} shoppers, one step at a time:`);
  const loadAverageBefore = loadavg().map((v) => round(v, 2));
  const steps = await measureStepCosts(
    shoppers,
    { url: sim.url, keyId: RAZORPAY.keyId },
    servers.map((s) => s.child!.pid!),
    driver,
  );
  for (const s of servers) {
    await s.stop();
    live.delete(s);
  }
  return { driver, processes, shoppers: SHOPPERS, loadAverageBefore, steps };
}

async function main() {
  const cleanup = new Cleanup();
  const live = new Set<ServerProcess>();
  let simulator: SimulatorProcess | undefined;
  process.on('exit', () => {
    for (const s of live) s.killNow();
    simulator?.killNow();
  });
  try {
    buildIfNeeded({ rebuild: false });
    const machineBefore = machineInfo();
    const what = STEP_COST
      ? `each step of ${SHOPPERS} shoppers' visits in turn`
      : `${SHOPPERS} shoppers over ${WINDOW_SECONDS} s`;
    console.log(
      `Flash sale: ${what} (load average ${machineBefore.loadAverage.join(' ')} on ${machineBefore.cpus} cores)`,
    );
    // In a process of its own, as Razorpay is a service of its own: inside the shoppers' busy process it answered
    // late, and that lateness was counted as the shop's.
    const sim = await startSimulatorProcess(RAZORPAY);
    simulator = sim;
    cleanup.add('stop the Razorpay simulator', () => sim.close());
    if (STEP_COST) {
      const costs = [];
      if (!args['no-postgres']) costs.push(await runStepCost('postgres', sim, cleanup, live));
      if (!args['no-pglite']) costs.push(await runStepCost('pglite', sim, cleanup, live));
      const path = await writeResult(
        'sale-step-cost.json',
        JSON.stringify({ benchmark: 'sale-step-cost', machine: machineInfo(), runs: costs }, null, 2),
      );
      console.log(`Wrote ${path}`);
      return;
    }
    const runs: SaleRun[] = [];
    if (!args['no-postgres']) runs.push(await runSale('postgres', sim, cleanup, live));
    if (!args['no-pglite']) runs.push(await runSale('pglite', sim, cleanup, live));
    const machine = machineInfo();
    const md = saleMarkdown(runs, machine);
    console.log(`\n${md}`);
    await writeResult('flash-sale.md', md);
    const jsonPath = await writeResult(
      'flash-sale.json',
      JSON.stringify(
        {
          benchmark: 'flash-sale',
          shoppers: SHOPPERS,
          windowSeconds: WINDOW_SECONDS,
          hotStock: HOT_STOCK,
          machine,
          loadAverageBefore: machineBefore.loadAverage,
          runs,
        },
        null,
        2,
      ),
    );
    console.log(`Wrote ${jsonPath} and flash-sale.md`);
  } finally {
    await cleanup.run();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nflash-sale failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
