/**
 * The admin side of the catalogue bench (issue 38): an admin account signed in through the API and the admin
 * scenarios timed on a shop with orders. The data commands timed on the bench shop are in data-commands.ts.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';

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
