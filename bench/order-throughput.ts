/**
 * Order creation under load (issue 38's order budget: >= 500 orders/s with p99 < 100 ms at 50 connections on
 * PostgreSQL), alone: the production build on a fresh PostgreSQL database with the demo shop, stock raised so
 * nothing runs out, 400 buyers (each may hold 100 unshipped COD orders), and autocannon placing cash-on-delivery orders of one line each. Each run prints
 * the load average beside its figures, what one trivial database round trip costs on this machine (orders/s of
 * different machines compare only beside it), and the write statistics that explain them (HOT updates per table,
 * rows written per order).
 *
 *   npm run bench:orders -w @shop/bench                  # 3 runs of 15 s at 50 connections
 *   options: --runs=3 --seconds=15 --connections=50 --lines=1 --profile (CPU profile of the server in /tmp/prof)
 *            --pool=20 (the server's DB_POOL_SIZE) --socket=/var/run/postgresql (the server talks to PostgreSQL over its Unix socket, not TCP)
 *            --root=../other-checkout (time that checkout's build, to compare before and after a change)
 *
 * Writes bench/results/order-throughput.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { commandLine, cpuSeconds, parentPid } from './process-cpu';
import { calibrateRoundTrips } from './round-trip-calibration';
import { ServerProcess, api, buildIfNeeded, registerCustomers } from './server-process';
import { Cleanup, adminDatabaseUrl, createTempDatabase, machineInfo, postgresInfo, round, writeResult } from './lib';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    lines: { type: 'string', default: '1' },
    customers: { type: 'string', default: '400' },
    profile: { type: 'boolean', default: false },
    /** The server reaches PostgreSQL through this Unix socket directory instead of TCP on loopback. */
    socket: { type: 'string' },
    /** The server's PostgreSQL pool (DB_POOL_SIZE); the server's default when not given. */
    pool: { type: 'string' },
    /** Another checkout whose build runs instead of this one's (e.g. a worktree of the commit before a change). */
    root: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const LINES = Number(args.lines);
const CUSTOMERS = Number(args.customers);

const ADDRESS = {
  name: 'Bench Customer',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

const load = () => loadavg().map((v) => round(v, 2));

/** Every orderable line of the demo shop (a product with options in its first variant), with stock for the runs. */
async function orderableLines(client: pg.Client): Promise<{ product: string; variantId?: string }[]> {
  await client.query('update product_variants set stock = 10000000');
  await client.query(
    'update products set stock = 10000000 where not exists (select 1 from product_variants v where v.product_id = products.id)',
  );
  const { rows } = await client.query<{ id: string; variant_id: string | null }>(
    `select p.id, (select v.id from product_variants v where v.product_id = p.id order by v.position, v.id limit 1) as variant_id
       from products p where p.deleted_at is null order by p.id`,
  );
  return rows.map((r) => (r.variant_id ? { product: r.id, variantId: r.variant_id } : { product: r.id }));
}

interface WriteStats {
  table: string;
  updates: number;
  hotUpdates: number;
  inserts: number;
}

async function writeStats(client: pg.Client): Promise<WriteStats[]> {
  const { rows } = await client.query<{ relname: string; n_tup_upd: string; n_tup_hot_upd: string; n_tup_ins: string }>(
    `select relname, n_tup_upd, n_tup_hot_upd, n_tup_ins from pg_stat_user_tables order by relname`,
  );
  return rows.map((r) => ({
    table: r.relname,
    updates: Number(r.n_tup_upd),
    hotUpdates: Number(r.n_tup_hot_upd),
    inserts: Number(r.n_tup_ins),
  }));
}

async function pendingMails(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from email_outbox where status = 'pending'`,
  );
  return rows[0]?.n ?? 0;
}

/** Waits until the outbox has no pending mail (at most 5 minutes); answers the seconds it took. */
async function outboxDrained(client: pg.Client): Promise<number> {
  const started = Date.now();
  while ((await pendingMails(client)) > 0) {
    if (Date.now() - started > 300_000) throw new Error('the outbox still had pending mails after 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return round((Date.now() - started) / 1000, 1);
}

async function main() {
  const cleanup = new Cleanup();
  try {
    buildIfNeeded({ rebuild: false });
    const temp = await createTempDatabase(adminDatabaseUrl());
    cleanup.add(`drop database ${temp.name}`, () => temp.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-orders-'));
    cleanup.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
    if (args.profile) process.env.BENCH_SERVER_NODE_ARGS = '--cpu-prof --cpu-prof-dir=/tmp/prof';
    const serverUrl = new URL(temp.url);
    if (args.socket) serverUrl.searchParams.set('host', args.socket);
    const server = new ServerProcess(
      { DATABASE_URL: serverUrl.toString(), DATA_DIR: dataDir, ...(args.pool ? { DB_POOL_SIZE: args.pool } : {}) },
      args.root ? { root: args.root } : {},
    );
    cleanup.add('stop server', () => server.stop());
    await server.start();
    const base = server.url;
    const client = new pg.Client({ connectionString: temp.url });
    await client.connect();
    cleanup.add('close client', () => client.end());

    const admin = await api(base, 'POST', '/api/auth/login', { email: 'admin@example.com', password: 'admin123' });
    if (admin.status !== 200) throw new Error(`admin login answered ${admin.status}`);
    const current = await api(base, 'GET', '/api/admin/settings', undefined, admin.json.token);
    const settings = (current.json as { settings: Record<string, unknown> }).settings;
    // The merchant's highest cap on unshipped COD orders per account (decision 043), so no order is refused by it.
    const saved = await api(
      base,
      'PUT',
      '/api/admin/settings',
      { ...settings, maxOpenCodOrders: 100 },
      admin.json.token,
    );
    if (saved.status !== 200)
      throw new Error(`PUT /api/admin/settings answered ${saved.status}: ${saved.text.slice(0, 200)}`);
    const lines = await orderableLines(client);
    const tokens = await registerCustomers(base, CUSTOMERS);
    let cursor = 0;
    const nextBody = () =>
      JSON.stringify({
        items: Array.from({ length: LINES }, (_, i) => ({ ...lines[(cursor + i * 7) % lines.length]!, quantity: 1 })),
        shippingAddress: ADDRESS,
        paymentMethod: 'cod',
      });
    const probe = await api(base, 'POST', '/api/orders', JSON.parse(nextBody()), tokens[0]);
    if (probe.status !== 201) throw new Error(`a probe order answered ${probe.status}: ${probe.text.slice(0, 300)}`);

    const fire = (duration: number) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (req) => {
              cursor++;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  'accept-encoding': 'identity',
                  authorization: `Bearer ${tokens[cursor % tokens.length]}`,
                },
                body: nextBody(),
              };
            },
          },
        ],
      });
    const roundTrips = await calibrateRoundTrips(temp.url, CONNECTIONS);
    console.log(
      `Round trips on this machine (select $1 at ${CONNECTIONS} connections, 3 s): ${roundTrips.queriesPerSecond}/s, CPU ms per query: Node ${roundTrips.nodeCpuMsPerQuery}, PostgreSQL ${roundTrips.postgresCpuMsPerQuery}`,
    );
    console.log(`Warm-up (3 s, ${CONNECTIONS} connections)...`);
    await fire(3);
    // The warm-up's mails are sent before the first run, so that run's CPU is its own orders' work.
    await outboxDrained(client);
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      await client.query('vacuum analyze');
      const loadBefore = load();
      const statsBefore = await writeStats(client);
      const serverPid = server.child?.pid ?? -1;
      // The backends serving this database (the server's pool), not other databases' work on the same server,
      // found by their command line at each reading: the pool closes idle connections while the mails go out after a
      // run and opens new ones in the next. The postmaster too, for the CPU of backends that exit meanwhile, which it
      // collects as its children's.
      const identity = await client.query<{ pid: number; db: string }>(
        'select pg_backend_pid() as pid, current_database() as db',
      );
      const postmaster = parentPid(identity.rows[0]!.pid);
      const ofThisDatabase = (pid: number, comm: string) =>
        pid === postmaster || (comm === 'postgres' && commandLine(pid).includes(` ${identity.rows[0]!.db} `));
      const cpu = () => ({
        server: cpuSeconds((pid) => pid === serverPid),
        postgres: cpuSeconds(ofThisDatabase, { reapedChildren: true }),
        bench: cpuSeconds((pid) => pid === process.pid),
      });
      const cpuBefore = cpu();
      const result = await fire(SECONDS);
      const cpuAfter = cpu();
      const statsAfter = await writeStats(client);
      const orders = result['2xx'];
      // Each order queues its mails (the buyer's, the merchant's alert), which the outbox worker sends after the
      // commit and, at this rate, mostly after the run: their CPU is measured until the outbox is empty again.
      const mailsWaiting = await pendingMails(client);
      const mailsDrainedInSeconds = await outboxDrained(client);
      const cpuDrained = cpu();
      const hot = statsAfter
        .map((after) => {
          const before = statsBefore.find((s) => s.table === after.table);
          return {
            table: after.table,
            updates: after.updates - (before?.updates ?? 0),
            hotUpdates: after.hotUpdates - (before?.hotUpdates ?? 0),
            inserts: after.inserts - (before?.inserts ?? 0),
          };
        })
        .filter((s) => s.updates + s.inserts > 0);
      const figures = {
        run,
        ordersPerSecond: round(orders / SECONDS, 1),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        loadBefore,
        loadAfter: load(),
        /** Milliseconds of CPU per order: the server process, the PostgreSQL backends of its database, this bench (autocannon). */
        cpuMsPerOrder: Object.fromEntries(
          (['server', 'postgres', 'bench'] as const).map((k) => [
            k,
            round((1000 * (cpuAfter[k] - cpuBefore[k])) / Math.max(orders, 1), 2),
          ]),
        ),
        /** Mails not yet sent when the run ended, and how long the outbox took to send them afterwards. */
        mailsWaitingAtEnd: mailsWaiting,
        mailsDrainedInSeconds,
        /** The CPU the server and PostgreSQL spent after the run sending the waiting mails, per order of the run. */
        mailCpuMsPerOrderAfterRun: Object.fromEntries(
          (['server', 'postgres'] as const).map((k) => [
            k,
            round((1000 * (cpuDrained[k] - cpuAfter[k])) / Math.max(orders, 1), 2),
          ]),
        ),
        writesPerOrder: Object.fromEntries(
          hot.map((s) => [
            s.table,
            `${round(s.inserts / Math.max(orders, 1), 2)} ins, ${round(s.updates / Math.max(orders, 1), 2)} upd (${s.updates ? Math.round((100 * s.hotUpdates) / s.updates) : 0}% HOT)`,
          ]),
        ),
      };
      runs.push(figures);
      console.log(
        `run ${run}: ${figures.ordersPerSecond} orders/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}; load ${loadBefore.join(' ')} -> ${figures.loadAfter.join(' ')}`,
      );
      console.log(
        `    CPU ms per order: server ${figures.cpuMsPerOrder.server}, PostgreSQL ${figures.cpuMsPerOrder.postgres}, autocannon ${figures.cpuMsPerOrder.bench}`,
      );
      console.log(
        `    mails waiting when the run ended: ${mailsWaiting}, sent within ${mailsDrainedInSeconds} s after it; their CPU ms per order after the run: server ${figures.mailCpuMsPerOrderAfterRun.server}, PostgreSQL ${figures.mailCpuMsPerOrderAfterRun.postgres}`,
      );
      for (const [table, text] of Object.entries(figures.writesPerOrder)) console.log(`    ${table}: ${text}`);
    }
    const file = await writeResult(
      'order-throughput.json',
      JSON.stringify(
        {
          machine: machineInfo(),
          postgres: await postgresInfo(temp.url),
          connections: CONNECTIONS,
          seconds: SECONDS,
          poolSize: args.pool ? Number(args.pool) : 'server default',
          databaseConnection: args.socket ? `Unix socket ${args.socket}` : 'TCP on loopback',
          build: args.root ?? 'this checkout',
          linesPerOrder: LINES,
          customers: CUSTOMERS,
          roundTrips,
          runs,
        },
        null,
        2,
      ),
    );
    console.log(`\nWritten: ${file}`);
  } finally {
    await cleanup.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
