import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { shareEmbeddedDatabase } from './embedded-lock';
import { parseDrizzleTypesOnce } from './pglite-parsers';
import { DEFAULT_CONNECTION_WAIT_MS, DEFAULT_POOL_SIZE } from './pool-defaults';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded database itself (backups dump it in-process); absent on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for throw-away databases in tests. */
  pgliteDir: string;
  /** PostgreSQL connections (DB_POOL_SIZE); default DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /**
   * Longest wait for a free PostgreSQL connection, or for the embedded database's lock (DB_WAIT_MS); then the query
   * fails as busy (`isDatabaseBusy`).
   */
  connectionWaitMs?: number;
  /**
   * A dumped PGlite data directory (`dumpDataDir`) to start a new embedded database from. API tests start each
   * file's database from one migrated, seeded copy instead of running initdb, migrations and the seed again.
   */
  pgliteTemplate?: Blob;
}

// What pg-pool throws when connectionTimeoutMillis passes while every connection is busy.
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';
// What node-postgres throws when the server's connection drops mid-query (a restart, a failover, a network cut).
const CONNECTION_DROPPED = 'Connection terminated';
// SQLSTATE of a lock wait past lock_timeout and of a statement cancelled by statement_timeout; of a transaction
// PostgreSQL rolled back to break a deadlock or a serialization conflict (40P01, 40001: the same request succeeds
// when tried again); of a server shutting down or starting (57P01-57P03); and of a connection that failed (class 08).
const BUSY_SQLSTATES = new Set([
  '55P03',
  '57014',
  '40P01',
  '40001',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
// The socket errors of a database that cannot be reached at all (down, restarting, a network cut).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Whether a failure (or one it wraps) means the database is too busy or briefly unreachable right now, not that
 * the request is wrong: answered 503 with Retry-After (decisions 236, 239), never a bare 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (BUSY_SQLSTATES.has(code) || UNREACHABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && (message.includes(POOL_WAIT_EXCEEDED) || message.includes(CONNECTION_DROPPED)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// In the bundle this file's code lives in dist/main.js and tsup copies migrations to dist/migrations;
// under tsx and vitest it is src/db/client.ts beside src/db/migrations. The same relative URL fits both.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: serialises migrations when several processes start against one PostgreSQL.
const MIGRATION_LOCK_ID = 724_311_902;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const waitMs = options.connectionWaitMs ?? DEFAULT_CONNECTION_WAIT_MS;
  return options.url
    ? openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_SIZE, waitMs)
    : openPglite(options.pgliteDir, waitMs, options.pgliteTemplate);
}

const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dir: string, waitMs: number, template?: Blob): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await createPglite(dir, template);
  shareEmbeddedDatabase(client, waitMs);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * An embedded database with the extensions the schema uses (pg_trgm for search). PostgreSQL's default 128 MB of
 * shared buffers would sit in the WebAssembly heap for the life of the process; the files it caches are in the
 * operating system's page cache anyway, so a smaller pool keeps an idle shop small (docs/decisions/083-idle-memory.md).
 */
export async function createPglite(dir: string, template?: Blob): Promise<PGlite> {
  const client = await PGlite.create(dir, {
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  parseDrizzleTypesOnce(client);
  return client;
}

async function openPostgres(url: string, poolSize: number, connectionWaitMs: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectionWaitMs });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Raw SQL rows from either driver: both return an object carrying `rows`, but the shared type hides it. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
