import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/client';
import { buildAppWithHandles } from '../../src/app';
import { seedDemo } from '../../src/seed/seed';
import type { AppHandles } from '../../src/app-modules';
import { SHARED_UPLOADS, pgliteTemplate, postgresTemplate } from './database-templates';
import { createFreshPostgresDatabase } from './fresh-postgres';
import { jsonBodyOr } from './json-body';
import { TEST_TRUST_PROXY, forwardFor } from './client-address';

/** Set by `npm test` to run the same API suite on a PostgreSQL server instead of PGlite. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

export interface TestApp {
  app: FastifyInstance;
  url: string;
  config: Config;
  database: Database;
  driver: 'pglite' | 'postgres';
  /** The shop's settings, for tests that read or change them behind the app's back. */
  settings: AppHandles['settings'];
  /** The catalogue's answer cache: its counters, and `clear()` after a write behind the app's back. */
  catalogCache: AppHandles['catalogCache'];
  /** One run of the order confirmation job (COD reminders and expiry) at the given clock. */
  runConfirmationJob: AppHandles['runConfirmationJob'];
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<TestResponse>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Reuse an existing database (e.g. a second server process on the same PostgreSQL). */
  databaseUrl?: string;
  /**
   * 'embedded': the server runs on PGlite in this run's PostgreSQL pass too, for what only the embedded database
   * does (its turns and waits, decision 284); every test still runs in both passes.
   */
  database?: 'embedded';
  /**
   * 'shop' keeps the shop's stock-hoarding caps (units per product, open unpaid and open cash-on-delivery orders per customer) as a
   * real shop has them; by default they are lifted, because most suites place many orders for one customer
   * to test something else. merchant-operations.test.ts tests the caps themselves.
   */
  orderCaps?: 'shop' | 'lifted';
  /**
   * 'shop' keeps the shop's "Ask buyers to confirm cash-on-delivery orders" setting (on in the demo shop,
   * decision 227); by default it is off, because most suites pack a COD order right after placing it.
   * cod-confirmation.test.ts tests the setting itself.
   */
  codConfirmation?: 'shop' | 'off';
}

/**
 * Starts the real server on a real, fresh database and a free port. The database is a copy of the run's
 * migrated (and, unless `seed: false`, seeded) template made by test/global-setup.ts.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  mkdirSync(SHARED_UPLOADS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const template = options.seed === false ? 'migrated' : 'seeded';
  const pgDb =
    options.databaseUrl || !POSTGRES_URL || options.database === 'embedded'
      ? null
      : await createFreshPostgresDatabase(POSTGRES_URL, 'shop_test', postgresTemplate(template));
  const databaseUrl = options.databaseUrl ?? pgDb?.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    // Production defaults: rate limits on; the test runner is the trusted proxy (helpers/client-address.ts).
    TRUST_PROXY: TEST_TRUST_PROXY,
    // The setting's first value, as a shop sets it (the admin's saves still change it).
    ...(options.codConfirmation === 'shop' ? {} : { COD_CONFIRMATION: 'off' }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  config.uploadsDir = SHARED_UPLOADS;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: 'memory://',
    poolSize: 5,
    connectionWaitMs: config.DB_WAIT_MS,
    ...(config.DATABASE_URL || POSTGRES_URL ? {} : { pgliteTemplate: pgliteTemplate(template) }),
  });
  await database.migrate();
  // An embedded database in the PostgreSQL pass: this run made no PGlite template to copy, so it is seeded here.
  if (!config.DATABASE_URL && POSTGRES_URL && options.seed !== false) {
    await seedDemo(database.db, { uploadsDir: SHARED_UPLOADS });
  }
  const { app, handles } = await buildAppWithHandles({ config, database });
  const { settings, catalogCache, runConfirmationJob } = handles;
  if (options.orderCaps !== 'shop') {
    const shopSettings = settings.get.bind(settings);
    settings.get = async (within) => ({
      ...(await shopSettings(within)),
      maxUnitsPerProduct: 1000,
      maxOpenUnpaidOrders: 100_000,
      maxOpenCodOrders: 100_000,
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  async function request(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    forwardFor(headers, init, `test-app:${url}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url + path, { ...init, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: jsonBodyOr(text, undefined), text };
  }

  return {
    app,
    url,
    config,
    database,
    driver: database.driver,
    settings,
    catalogCache,
    runConfirmationJob,
    request,
    async login(email, password) {
      const res = await request('/api/auth/login', { method: 'POST', json: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
      return (res.body as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
