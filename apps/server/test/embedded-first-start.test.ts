import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type SecondServer } from './helpers/second-server';

const journalEntries = () =>
  (
    JSON.parse(readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/*
 * Decision 273: on the embedded database, a new data directory is created, migrated and seeded by a process of
 * its own before the server opens it, so the serving process never holds the memory that work grew. The server
 * process here is the real `main.ts`, as `npm start` runs it, on a new data directory.
 */
describe('the first start of a new embedded shop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-first-start-'));
  let server: SecondServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startServerProcess({ dataDir, env: { SEED_DEMO: 'on', LOG_LEVEL: 'info' }, startTimeoutMs: 180_000 });
  // As long as the start may take: initdb, every migration and the seed took 19-20 s on a quiet machine, and more
  // than vitest's default 30 s during a full CI run.
  const waitForStart = { timeout: 200_000 };

  it('prepares the database in a separate process, then serves the demo shop from it', waitForStart, async () => {
    server = await start();
    const output = server.output();
    const prepared =
      /Prepared the embedded database in a process of its own \(pid (\d+)\): (\d+) migration\(s\) applied, demo data seeded into the empty shop\./.exec(
        output,
      );
    expect(prepared, output).not.toBeNull();
    // Every migration of the journal: the database was new.
    expect(Number(prepared![2])).toBe(journalEntries());
    // Not the serving process: that one is the child this test started (pino's lines carry its pid).
    expect(Number(prepared![1])).not.toBe(server.process.pid);
    expect(output).toContain(`"pid":${server.process.pid}`);

    const products = await fetch(`${server.url}/api/products?limit=5`).then(
      (r) => r.json() as Promise<{ total: number }>,
    );
    expect(products.total).toBeGreaterThan(10);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    expect(login.status).toBe(200);
  });

  it(
    'opens a prepared shop directly on the next start: nothing to migrate, nothing seeded again',
    waitForStart,
    async () => {
      expect(await server!.stop()).toBe(0);
      server = await start();
      expect(server.output()).not.toContain('Prepared the embedded database');
      const products = await fetch(`${server.url}/api/products?limit=5`).then(
        (r) => r.json() as Promise<{ total: number }>,
      );
      expect(products.total).toBeGreaterThan(10);
    },
  );
});
