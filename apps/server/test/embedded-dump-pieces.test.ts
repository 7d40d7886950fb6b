import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { categories } from '../src/db/schema';
import {
  dumpPglite,
  loadPgliteDump,
  readFigures,
  simpleQuery,
  withoutSessionSettings,
} from '../src/modules/backup/pglite-dump';
import { SqlBatcher } from '../src/modules/backup/sql-batches';
import { addTrickyProducts, trickyProductTexts } from './helpers/tricky-sql-text';

/*
 * The embedded database's dump, written as many pg_dump calls (decision 274), on an embedded database whatever
 * the suite runs on: the backup and db:move of a PGlite shop use it on either pass.
 */
let source: Database;
let work: string;

beforeAll(async () => {
  source = await openDatabase({ pgliteDir: 'memory://' });
  await source.migrate();
  await source.db.insert(categories).values({ name: 'Fabrics' });
  await addTrickyProducts(source.db);
  work = await mkdtemp(join(tmpdir(), 'shop-dump-pieces-'));
}, 180_000);
afterAll(async () => {
  await source?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The statements of a dump, comments before each left out, in order. */
function statementsOf(sql: string): string[] {
  const batcher = new SqlBatcher(1);
  return [...batcher.push(sql), ...batcher.end()]
    .map((s) => s.replace(/^(?:\s+|--[^\n]*\n)*/, ''))
    .filter((s) => s.trim() !== '');
}

const isSessionSetting = (statement: string) =>
  statement.startsWith('SET ') || statement.startsWith('SELECT pg_catalog.set_config(');

describe('the embedded database dumped in pieces', () => {
  it(
    'holds the statements of one whole pg_dump, the opening settings once per piece, and the figures of its moment',
    { timeout: 120_000 },
    async () => {
      const file = join(work, 'pieces.sql');
      const { figures, files } = await dumpPglite(source.pglite!, {
        scope: 'everything',
        schemas: ['public', 'drizzle'],
        fileFor: () => file,
      });
      expect(files).toEqual([file]);
      expect(figures).toEqual(await readFigures((sql) => simpleQuery(source.pglite!, sql)));
      const whole = statementsOf(
        await (await pgDump({ pg: source.pglite!, args: ['--no-owner', '--no-privileges'] })).text(),
      );
      const pieces = statementsOf(await readFile(file, 'utf8'));
      expect(pieces.filter((s) => !isSessionSetting(s)).sort()).toEqual(
        whole.filter((s) => !isSessionSetting(s)).sort(),
      );
      expect(new Set(pieces.filter(isSessionSetting))).toEqual(new Set(whole.filter(isSessionSetting)));
      // The schema first, the constraints last: a restore creates the tables, fills them, then checks them.
      expect(pieces[pieces.findIndex((s) => !isSessionSetting(s))]).toMatch(/^CREATE SCHEMA drizzle;/);
      expect(pieces.findLastIndex((s) => s.startsWith('INSERT INTO'))).toBeLessThan(
        pieces.findIndex((s) => /FOREIGN KEY/.test(s)),
      );
    },
  );

  it(
    'restores into a new embedded database one small batch at a time, every row and text as it was',
    { timeout: 180_000 },
    async () => {
      const file = join(work, 'restore.sql');
      const { figures } = await dumpPglite(source.pglite!, {
        scope: 'everything',
        schemas: ['public', 'drizzle'],
        fileFor: () => file,
      });
      const restored = await openDatabase({ pgliteDir: 'memory://' });
      try {
        // 2 KB batches: the long description's statement is cut by no batch, and the dump needs hundreds of them.
        await loadPgliteDump(restored.pglite!, file, { batchChars: 2_000 });
        expect(await readFigures((sql) => simpleQuery(restored.pglite!, sql))).toEqual(figures);
        expect(await trickyProductTexts(restored.db)).toEqual(await trickyProductTexts(source.db));
        const [path] = await restored.pglite!.query<{ search_path: string }>('show search_path').then((r) => r.rows);
        expect(path?.search_path).toBe('"$user", public');
      } finally {
        await restored.close();
      }
    },
  );

  it(
    'writes the rows only, one file per table in foreign-key order, without the settings a PostgreSQL 15 does not know',
    { timeout: 120_000 },
    async () => {
      const { files } = await dumpPglite(source.pglite!, {
        scope: 'rows',
        schemas: ['public'],
        pgDumpArgs: ['--column-inserts', '--rows-per-insert=1000'],
        fileFor: (piece, index) => join(work, `${String(index).padStart(3, '0')}-${piece.name}.sql`),
        withoutSettings: ['transaction_timeout'],
      });
      expect(files.at(-1)).toMatch(/-sequences\.sql$/);
      const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
      // The order the rows arrive in, over all files: every table after the tables it references.
      const loaded = texts.join('').match(/(?<=^-- Data for Name: )\w+(?=; Type: TABLE DATA)/gm)!;
      expect(loaded.indexOf('categories')).toBeLessThan(loaded.indexOf('products'));
      expect(loaded.indexOf('products')).toBeLessThan(loaded.indexOf('product_variants'));
      expect(loaded.indexOf('orders')).toBeLessThan(loaded.indexOf('order_items'));
      expect(loaded.indexOf('users')).toBeLessThan(loaded.indexOf('orders'));
      const all = texts.join('');
      expect(all).not.toMatch(/CREATE|ALTER TABLE/);
      expect(all).toContain('SET statement_timeout = 0;\n');
      // Gone from the opening lines, kept inside the description that holds the same line.
      expect(all).not.toMatch(/^SET transaction_timeout/m);
      expect(all).toContain("'SET transaction_timeout = 0;\nSET statement_timeout = 0;\n-- not a comment");
    },
  );

  it('drops a setting only from the opening lines, wherever the pieces of the text end', async () => {
    const text =
      "--\n-- dump\n--\n\nSET a = 0;\nSET transaction_timeout = 0;\nSELECT pg_catalog.set_config('search_path', '', false);\n\nINSERT INTO t VALUES ('\nSET transaction_timeout = 0;\n');\n";
    const expected = text.replace('SET transaction_timeout = 0;\n', '');
    for (let size = 1; size <= text.length; size += 7) {
      const bytes = Buffer.from(text);
      const chunks = async function* () {
        for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
      };
      const out: Buffer[] = [];
      for await (const chunk of withoutSessionSettings(chunks(), ['transaction_timeout'])) out.push(Buffer.from(chunk));
      expect(Buffer.concat(out).toString(), `chunks of ${size}`).toBe(expected);
    }
  });
});
