/**
 * The admin side of the catalogue bench (issue 38): an admin account signed in through the API, the admin
 * scenarios timed on a shop with orders, and the data commands timed on the bench shop: `npm run backup`
 * against its PostgreSQL database, `npm run db:move` from its PGlite data directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { REPO_ROOT, adminDatabaseUrl, createTempDatabase, round } from './lib';

const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password-1';
const DAY_MS = 86_400_000;

/**
 * An admin account with a password hashed as the server hashes it (argon2id, lib/passwords.ts); on a reused
 * database the account is already there and only its password is set again.
 */
export async function ensureBenchAdmin(db: Pick<Db, 'execute'>): Promise<{ email: string; password: string }> {
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  await db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at)
    values ('Bench Admin', ${ADMIN_EMAIL}, ${passwordHash}, 'admin', now())
    on conflict (lower(email)) do update set password_hash = excluded.password_hash, role = 'admin'`);
  return { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
}

/** Signs in through POST /api/auth/login and returns the session token (a Bearer JWT). */
export async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`admin login answered ${res.status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** Order numbers (an id's last 8 characters, as the admin screen shows them) in a fixed pseudo-random order. */
export async function sampleOrderNumbers(db: Pick<Db, 'execute'>, count: number): Promise<string[]> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`select right(id::text, 8) as n from orders order by md5(id::text) limit ${count}`,
  );
  return rows.map((r) => r.n);
}

export interface AdminScenario {
  name: string;
  kind: 'admin';
  path: string | ((i: number) => string);
  auth: true;
  explain: true;
}

/** YYYY-MM-DD of `days` days before `today` (UTC calendar days; the report range only needs to be realistic). */
const dayBefore = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The admin screens an owner opens on a shop with many orders: the dashboard's figures, the sales report for
 * the last 30 days and the last 12 months (at most 366 days, salesReportQuerySchema), the orders list's
 * first page and one 5,000 pages deep (offset 100,000), and the orders search by an order number.
 */
export function adminScenarios(orderNumbers: string[], today = new Date()): AdminScenario[] {
  const end = dayBefore(today, 0);
  const common = { kind: 'admin', auth: true, explain: true } as const;
  return [
    { ...common, name: 'admin stats', path: '/api/admin/stats' },
    { ...common, name: 'admin overview (month)', path: '/api/admin/overview' },
    { ...common, name: 'admin overview (year)', path: '/api/admin/overview?period=year' },
    {
      ...common,
      name: 'sales report, last 30 days',
      path: `/api/admin/reports/sales?startDate=${dayBefore(today, 29)}&endDate=${end}`,
    },
    {
      ...common,
      name: 'sales report, last 12 months',
      path: `/api/admin/reports/sales?startDate=${dayBefore(today, 364)}&endDate=${end}`,
    },
    { ...common, name: 'sales analytics (month)', path: '/api/admin/analytics/sales' },
    { ...common, name: 'sales analytics (year)', path: '/api/admin/analytics/sales?period=year' },
    { ...common, name: 'admin orders, page 1', path: '/api/orders' },
    { ...common, name: 'admin orders, page 5000', path: '/api/orders?page=5000' },
    { ...common, name: 'admin orders, pending', path: '/api/orders?status=pending' },
    {
      ...common,
      name: 'admin orders, search by number',
      path: (i) => `/api/orders?q=${orderNumbers[i % Math.max(1, orderNumbers.length)] ?? '00000000'}`,
    },
  ];
}

export interface BackupTiming {
  seconds: number;
  bytes: number;
  file: string;
  exitCode: number | null;
}

/**
 * `npm run backup` pointed at the database by DATABASE_URL, writing into a fresh directory under /tmp
 * (BACKUP_DIR, docs/deploy.md); the file's size and the wall time are returned and the file deleted.
 */
export function timeBackup(databaseUrl: string): BackupTiming {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-backup-'));
  const backupDir = join(dir, 'backups');
  try {
    const started = performance.now();
    const run = spawnSync('npm', ['run', 'backup'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      // DATA_DIR: the uploads a backup also holds (none in the bench shop), apart from where the file goes.
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(dir, 'data'),
        BACKUP_DIR: backupDir,
      },
    });
    const seconds = round((performance.now() - started) / 1000, 1);
    const files = (existsSync(backupDir) ? readdirSync(backupDir) : []).filter((f) => f.startsWith('shop-backup-'));
    const file = files[0] ?? '';
    const bytes = file ? statSync(join(backupDir, file)).size : 0;
    return { seconds, bytes, file, exitCode: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface MoveTiming {
  seconds: number;
  exitCode: number | null;
  /** The PGlite data directory's size on disk before the move. */
  sourceBytes: number;
  productsMoved: number;
  ordersMoved: number;
}

const directoryBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

/**
 * `npm run db:move` of the shop whose DATA_DIR is `dataDir` (PGlite in DATA_DIR/db, closed by now) into a
 * fresh PostgreSQL database, dropped again after its rows were counted.
 */
export async function timeMove(dataDir: string): Promise<MoveTiming> {
  const target = await createTempDatabase(adminDatabaseUrl());
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const sourceBytes = directoryBytes(join(dataDir, 'db'));
    const started = performance.now();
    const run = spawnSync('npm', ['run', 'db:move', '--', target.url], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
    const seconds = round((performance.now() - started) / 1000, 1);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const counted = await client.query<{ products: number; orders: number }>(
        'select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders',
      );
      const row = counted.rows[0];
      return {
        seconds,
        exitCode: run.status,
        sourceBytes,
        productsMoved: row?.products ?? 0,
        ordersMoved: row?.orders ?? 0,
      };
    } finally {
      await client.end();
    }
  } finally {
    await target.drop();
  }
}
