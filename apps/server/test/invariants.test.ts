import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../src/db/schema';
import type { StandaloneSimulator } from '../src/providers/razorpay/simulator';
import { startRazorpayForLoad } from './helpers/razorpay-load';
import { startSecondServer, type SecondServer } from './helpers/second-server';
import { waitForRefunds } from './helpers/settle-payments';
import { findInvariantViolations } from './helpers/shop-invariants';
import { seedStressShop, type StressShop } from './helpers/stress-shop';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { LoadLedger } from './helpers/load-ledger';
import { startWorkload } from './helpers/workload';

/*
 * Money and stock under concurrency. Shoppers and admins spread over two server processes on one PostgreSQL
 * (one process on PGlite, which is single-process by design) order, replay, cancel, pay twice, pay while the
 * order is being cancelled or expiring, and move orders along, for STRESS_SECONDS (short here; long in
 * `npm run test:stress`). Both processes talk to ONE Razorpay simulator, whose webhooks reach either process
 * late, shuffled and duplicated, and which now and then answers 503 for a moment. Afterwards the database and
 * the provider must agree with each other and with what every client was told. Timings are never asserted:
 * the interleaving differs per run, the invariants may not.
 *   STRESS_SECONDS=30 STRESS_SEED=7 npx vitest run --project api apps/server/test/invariants.test.ts
 */

const STRESS_MS = Number(process.env.STRESS_SECONDS ?? 5) * 1000;
const SEED = Number(process.env.STRESS_SEED ?? 20_261_122);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const KEY_ID = 'rzp_test_InvariantsLoad01';
const KEY_SECRET = 'invariants-load-key-secret';
const WEBHOOK_SECRET = 'invariants-load-webhook-secret';

let sim: StandaloneSimulator;
let t: TestApp;
let second: SecondServer | undefined;
let shop: StressShop;
const servers: string[] = [];
let customerTokens: string[];
let adminTokens: string[];
/** What the load's clients saw, kept for the check of the checker below. */
let loadLedger: LoadLedger | undefined;

beforeAll(async () => {
  // Its webhooks reach either process through the workload's pump; payment jobs run every second in both.
  const razorpay = await startRazorpayForLoad({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  sim = razorpay.sim;
  const env = razorpay.serverEnv;
  t = await startTestApp({ seed: false, env });
  servers.push(t.url);
  if (onPostgres) {
    second = await startSecondServer(t.config.DATABASE_URL!, env);
    servers.push(second.url);
  }
  // Two products with little stock, so shoppers race for the last units; the rest grow with the run's length
  // so a long run does not turn into nothing but 'out of stock'.
  const scale = Math.max(1, Math.ceil(STRESS_MS / 5_000));
  const stocks = [5, 20, 40 * scale, 60 * scale, 80 * scale, 100 * scale];
  shop = await seedStressShop(t.database.db, { customers: 6, admins: 2, stocks });
  const login = async (email: string) => {
    const res = await t.request('/api/auth/login', { method: 'POST', json: { email, password: shop.password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
    return res.body.token as string;
  };
  customerTokens = await Promise.all(shop.customers.map((c) => login(c.email)));
  adminTokens = await Promise.all(shop.admins.map((a) => login(a.email)));
}, 120_000);

afterAll(async () => {
  await second?.stop();
  await t?.close();
  await sim?.close();
});

describe('money and stock invariants under concurrent shoppers and admins', () => {
  it(
    onPostgres
      ? `hold across two server processes on one PostgreSQL (${STRESS_MS / 1000} s of load)`
      : `hold on one server process on PGlite (${STRESS_MS / 1000} s of load; two processes need TEST_DATABASE_URL)`,
    async () => {
      const workload = startWorkload({
        seed: SEED,
        shop,
        customerTokens,
        adminTokens,
        servers: () => servers,
        razorpay: { url: sim.url, simulator: sim.simulator },
        providerHiccups: true,
        expireNow: async (orderId) => {
          await t.database.db
            .update(orders)
            .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
            .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
        },
      });
      await new Promise((r) => setTimeout(r, STRESS_MS));
      // A slow machine gets through fewer steps in that time: the run goes on until each kind was taken.
      await workload.openingsDone();
      await workload.stop();
      expect(await workload.settle(), 'every webhook delivered').toBe(true);
      expect(await waitForRefunds(t.database.db), 'refunds still owed').toBe(0);
      // The refunds' own webhooks (refund.created / refund.processed) go out too before anything is read.
      expect(await workload.settle(), 'every refund webhook delivered').toBe(true);

      const { ledger } = workload;
      loadLedger = ledger;
      console.log(`[invariants] ${servers.length} process(es), seed ${SEED}: ${ledger.summary()}`);
      expect(ledger.unexpected).toEqual([]);
      expect(await findInvariantViolations({ db: t.database.db, shop, ledger, simulator: sim.simulator })).toEqual([]);

      // The load did what it claims, so passing is not vacuous.
      const seen = (what: string) => ledger.counts.get(what) ?? 0;
      expect(seen('place cod 201')).toBeGreaterThan(0);
      expect(seen('place online 201')).toBeGreaterThan(0);
      expect(seen('over stock 409')).toBeGreaterThan(0);
      expect(seen('verify 200')).toBeGreaterThan(0);
      expect(seen('cancel 200')).toBeGreaterThan(0);
      expect(seen('status packed 200')).toBeGreaterThan(0);
    },
    STRESS_MS + 180_000,
  );

  it('are really checked: breaking stock, an acknowledged order or a payment record is reported', async () => {
    expect(loadLedger, 'the load ran').toBeDefined();
    const db = t.database.db;
    const product = shop.products[0]!;
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, product.id));
    const acked = loadLedger!.orderList.find((o) => o.method === 'cod')!;
    await db.delete(orders).where(eq(orders.id, acked.id));
    const [captured] = await db.select().from(payments).where(isNotNull(payments.providerPaymentId)).limit(1);
    await db.delete(payments).where(eq(payments.id, captured!.id));

    const violations = await findInvariantViolations({ db, shop, ledger: loadLedger!, simulator: sim.simulator });
    expect(violations.some((v) => v.startsWith(`product ${product.id}: stock`))).toBe(true);
    expect(violations).toContain(`acknowledged order ${acked.id} does not exist`);
    expect(violations.some((v) => v.includes(captured!.providerPaymentId!) && v.includes('money lost'))).toBe(true);
  });
});
