import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's migrations, as src/db/client.ts applies them. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/**
 * A copy of the migrations folder whose journal ends just before `tag` (or, with `through`, just after it). A test
 * or bench migrates a database with it to build the schema as it was then, writes rows in that shape, and runs
 * the later migrations itself: drizzle's migrator applies whatever the journal lists past the last one applied.
 * remove() deletes the copy.
 */
export function copyMigrationsUntil(tag: string, { through = false } = {}): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`no migration ${tag} in ${MIGRATIONS_FOLDER}`);
  }
  // Every later migration (which may build on this one) is left out too.
  journal.entries = journal.entries.slice(0, through ? at + 1 : at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
