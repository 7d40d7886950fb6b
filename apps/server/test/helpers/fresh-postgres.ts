import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`, dropped (forcefully) by drop();
 * `prefix` starts its name, so a leftover database shows which kind of test made it.
 */
export async function createFreshPostgresDatabase(
  serverUrl: string,
  prefix = 'shop_stress',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
