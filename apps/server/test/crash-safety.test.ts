import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { orders } from '../src/db/schema';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { createPaymentsService } from '../src/modules/payments/payments.service';
import { createRazorpayClient } from '../src/providers/razorpay/client';
import type { StandaloneSimulator } from '../src/providers/razorpay/simulator';
import { createFreshPostgresDatabase } from './helpers/fresh-postgres';
import { startRazorpayForLoad } from './helpers/razorpay-load';
import { startServerProcess, type SecondServer } from './helpers/second-server';
import { refundsOwed } from './helpers/settle-payments';
import { findInvariantViolations } from './helpers/shop-invariants';
import { seedStressShop, type StressShop } from './helpers/stress-shop';
import { waitFor } from './helpers/wait-for';
import { startWorkload } from './helpers/workload';
import { shopAlerts } from './helpers/shop-alerts';

/*
 * Crash safety: the server runs as its own OS process under an order load (COD and online orders, every one
 * with an Idempotency-Key, payments, cancels, admin status changes) and is killed with SIGKILL in the middle of
 * it, then restarted on the same database. Clients whose answer was lost retry with the same key once it is
 * back. Afterwards every order a client saw acknowledged exists with its items, stock was taken exactly once
 * (shelf + live orders = initial stock), and no payment is lost or kept twice.
 * On PostgreSQL with TEST_DATABASE_URL; otherwise on PGlite in a data directory (the embedded default).
 */

const SEED = Number(process.env.STRESS_SEED ?? 20_261_122);
/** Acknowledged orders before the kill, and after the restart, so both happen in the middle of the load. */
const ORDERS_BEFORE_KILL = Number(process.env.CRASH_ORDERS_BEFORE ?? 15);
const ORDERS_AFTER_RESTART = Number(process.env.CRASH_ORDERS_AFTER ?? 10);
/** Limits for a loaded 2-core machine: a slow run is not a failure, a stuck one is. */
const WAIT_MS = 60_000 + 2_000 * (ORDERS_BEFORE_KILL + ORDERS_AFTER_RESTART);
const TEST_TIMEOUT_MS = 120_000 + 2 * WAIT_MS;
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL;

const KEY_ID = 'rzp_test_CrashSafety0001';
const KEY_SECRET = 'crash-safety-key-secret';
const WEBHOOK_SECRET = 'crash-safety-webhook-secret';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let sim: StandaloneSimulator;
let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
let shop: StressShop;
let server: SecondServer | null = null;
let serverEnv: Record<string, string>;

/** The test's own connection; on PGlite only while no server process holds the data directory. */
const openOurs = () => openDatabase({ url: pgDatabase?.url, pgliteDir: join(dataDir, 'db'), poolSize: 2 });

const startServer = () => startServerProcess({ databaseUrl: pgDatabase?.url, dataDir, env: serverEnv });

beforeAll(async () => {
  // Its webhooks are delivered by the workload's pump; payment jobs run every second in the server process.
  const razorpay = await startRazorpayForLoad({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  sim = razorpay.sim;
  serverEnv = razorpay.serverEnv;
  if (POSTGRES_SERVER) pgDatabase = await createFreshPostgresDatabase(POSTGRES_SERVER);
  const database = await openOurs();
  await database.migrate();
  // One scarce product (last-unit races, 'more than the stock' orders); the rest grow with the load's size.
  const scale = Math.max(1, Math.ceil((ORDERS_BEFORE_KILL + ORDERS_AFTER_RESTART) / 25));
  const stocks = [20, 40 * scale, 60 * scale, 80 * scale, 50 * scale, 70 * scale];
  shop = await seedStressShop(database.db, { customers: 6, admins: 1, stocks });
  await database.close();
  server = await startServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sim?.close();
  await pgDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`kill -9 in the middle of an order load (${POSTGRES_SERVER ? 'PostgreSQL' : 'PGlite data directory'})`, () => {
  it(
    'keeps every acknowledged order with its stock taken once, and loses no payment, across a restart',
    async () => {
      const login = async (email: string) => {
        const res = await fetch(`${server!.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: shop.password }),
        });
        if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
        return ((await res.json()) as { token: string }).token;
      };
      const customerTokens = await Promise.all(shop.customers.map((c) => login(c.email)));
      const adminTokens = await Promise.all(shop.admins.map((a) => login(a.email)));
      // On PostgreSQL the test may move payment windows while servers run; PGlite is one process's alone.
      let crashed: SecondServer | null = null;
      const live: Database | null = pgDatabase ? await openOurs() : null;

      const workload = startWorkload({
        seed: SEED,
        shop,
        customerTokens,
        adminTokens,
        // While it is down, clients keep calling its address (as through a load balancer) and get no answer.
        servers: () => [(server ?? crashed)!.url],
        razorpay: { url: sim.url, simulator: sim.simulator },
        expectLostAnswers: true,
        alwaysIdempotent: true,
        expireNow: live
          ? async (orderId) => {
              await live.db
                .update(orders)
                .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
                .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
            }
          : undefined,
      });
      const { ledger } = workload;
      try {
        await waitFor(() => ledger.orderList.length >= ORDERS_BEFORE_KILL, 'orders before the kill', WAIT_MS);
        crashed = server!;
        server = null;
        await crashed.crash();
        const ackedAtKill = ledger.orderList.length;
        server = await startServer();
        await waitFor(
          () => ledger.orderList.length >= ackedAtKill + ORDERS_AFTER_RESTART,
          'orders after the restart',
          WAIT_MS,
        );
      } finally {
        await workload.stop();
      }
      expect(await workload.settle(), 'every lost placement retried and every webhook delivered').toBe(true);
      await live?.close();

      // Refunds owed (paid orders cancelled by the load) are sent by the payments job, run here on the data the
      // restarted server left, after a clean stop: PGlite can be opened by one process at a time.
      expect(await server.stop(), 'the restarted server shuts down cleanly').toBe(0);
      server = null;
      const database = await openOurs();
      try {
        const payments = createPaymentsService({
          db: database.db,
          orders: createOrdersService({ db: database.db }),
          client: createRazorpayClient({
            baseUrl: sim.apiUrl,
            keyId: KEY_ID,
            keySecret: KEY_SECRET,
            timeoutMs: 10_000,
          }),
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          checkoutUrl: sim.checkoutUrl,
          shopName: async () => 'ShopKart',
          log: silent,
          // The server is stopped: its settings service is gone, so this run queues no shop alerts.
          alerts: shopAlerts(database.db),
        });
        for (let round = 0; round < 10 && (await refundsOwed(database.db)) > 0; round++)
          await payments.retryDueRefunds();
        expect(await refundsOwed(database.db), 'refunds still owed').toBe(0);

        console.log(
          `[crash-safety] ${database.driver}, seed ${SEED}, ${ledger.lostAnswers} answers lost: ${ledger.summary()}`,
        );
        expect(ledger.lostAnswers, 'the kill hit the load').toBeGreaterThan(0);
        const retried = [...ledger.counts].filter(([what]) => what.startsWith('retry after lost answer'));
        expect(retried.length, 'placements whose answer was lost were retried with their key').toBeGreaterThan(0);
        expect(ledger.unexpected).toEqual([]);
        expect(await findInvariantViolations({ db: database.db, shop, ledger, simulator: sim.simulator })).toEqual([]);
      } finally {
        await database.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
