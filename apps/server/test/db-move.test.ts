import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
import { seedDemo } from '../src/seed/seed';
import { startServerProcess, type SecondServer } from './helpers/second-server';
import { createFreshPostgresDatabase } from './helpers/fresh-postgres';
import { addTrickyProducts, trickyProductTexts } from './helpers/tricky-sql-text';

const POSTGRES_SERVER = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const address = { name: 'Rahul Sharma', phone: '9876543210', street: '221 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function runDataCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/data-cli.ts', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function call(server: SecondServer, path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function login(server: SecondServer, email: string, password: string): Promise<string> {
  const res = await call(server, '/api/auth/login', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** Places a COD order and takes it to 'delivered', which gives it the next GST invoice number. */
async function deliveredOrder(server: SecondServer, userToken: string, adminToken: string): Promise<string> {
  const products = await call(server, '/api/products?limit=20');
  const inStock = (products.body.products as { _id: string; stock: number }[]).find((p) => p.stock > 5)!;
  const placed = await call(server, '/api/orders', {
    method: 'POST',
    token: userToken,
    json: { items: [{ product: inStock._id, quantity: 1 }], shippingAddress: address, paymentMethod: 'cod' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.order._id as string;
  for (const status of ['packed', 'shipped', 'delivered']) {
    expect((await call(server, `/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json: { status } })).status).toBe(200);
  }
  const order = await call(server, `/api/orders/${id}`, { token: adminToken });
  return order.body.order.invoiceNumber as string;
}

const serial = (invoiceNumber: string) => Number(/(\d+)$/.exec(invoiceNumber)![1]);

async function snapshot(query: (sql: string) => Promise<unknown[]>) {
  return {
    users: await query('select id, email, password_hash, role from users order by id'),
    // bigint: PostgreSQL's driver answers a string, PGlite a number; compare the digits.
    orders: await query('select id, user_id, status, total_paise::text as total_paise, invoice_number from orders order by id'),
    items: await query('select order_id, product_id, quantity from order_items order by order_id, product_id'),
  };
}

describe('npm run db:move', () => {
  it('copies an embedded shop into PostgreSQL; the shop starts there with the same orders, users and invoices and continues the invoice series', { timeout: 600_000 }, async (context) => {
    if (!POSTGRES_SERVER) {
      context.skip('needs PostgreSQL (TEST_DATABASE_URL): the target of the move');
      return;
    }
    // An embedded shop as a first start leaves it: migrated and seeded (the demo has delivered, invoiced orders).
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-move-'));
    const embedded = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await embedded.migrate();
    await seedDemo(embedded.db, { uploadsDir: join(dataDir, 'uploads') });
    // Texts that would cut a naively split dump, one holding the `SET transaction_timeout` line the move drops.
    await addTrickyProducts(embedded.db);
    const texts = await trickyProductTexts(embedded.db);
    const [invoiced] = await queryRows<{ n: string }>(
      embedded.db,
      sql`select invoice_number as n from orders where invoice_number is not null order by invoice_number desc limit 1`,
    );
    const lastInvoice = invoiced!.n;
    await embedded.close();

    const target = await createFreshPostgresDatabase(POSTGRES_SERVER);
    cleanups.push(() => target.drop());
    const moved = await runDataCli(['move', target.url], { DATA_DIR: dataDir });
    expect(moved.stderr).toContain('verified: every table has the same number of rows and every sequence the same value');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain(`DATABASE_URL=${target.url}`);

    // A second run refuses: the target is no longer empty.
    const again = await runDataCli(['move', target.url], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not empty');

    // The same rows on both sides (the embedded files are still there, untouched by the move).
    const source = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    const before = await snapshot((q) => queryRows(source.db, sql.raw(q)));
    await source.close();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const after = await snapshot(async (q) => (await client.query(q)).rows);
    await client.end();
    expect(after).toEqual(before);
    const onTarget = await openDatabase({ url: target.url, pgliteDir: '', poolSize: 1 });
    expect(await trickyProductTexts(onTarget.db)).toEqual(texts);
    await onTarget.close();
    expect(after.orders.length).toBeGreaterThan(1);

    const onPostgres = await startServerProcess({ databaseUrl: target.url, dataDir, startTimeoutMs: 300_000 });
    cleanups.push(() => onPostgres.stop());
    const pgUser = await login(onPostgres, 'user@example.com', 'user123');
    const pgAdmin = await login(onPostgres, 'admin@example.com', 'admin123');
    const mine = await call(onPostgres, '/api/orders/my-orders', { token: pgUser });
    expect(mine.status).toBe(200);
    const next = await deliveredOrder(onPostgres, pgUser, pgAdmin);
    expect(serial(next)).toBe(serial(lastInvoice) + 1);
  });
});
