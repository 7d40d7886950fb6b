import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Seed pictures are the same in every test database, so they are drawn once per machine, not per file. */
export const SHARED_UPLOADS = join(tmpdir(), 'shop-test-uploads');

/** The migrated and the migrated-and-seeded databases test/global-setup.ts made for this run. */
export type DatabaseTemplates =
  | { driver: 'pglite'; /** dumped data directories */ migrated: string; seeded: string }
  | { driver: 'postgres'; /** database names on the TEST_DATABASE_URL server */ migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export type TemplateKind = 'migrated' | 'seeded';

/** The PostgreSQL database to copy a new test database from. */
export function postgresTemplate(kind: TemplateKind): string {
  const templates = inject('databaseTemplates');
  if (templates.driver !== 'postgres') throw new Error('this run made PGlite templates (TEST_DATABASE_URL unset)');
  return templates[kind];
}

const pgliteDumps = new Map<TemplateKind, Buffer>();

/** The dumped PGlite data directory to start a new test database from (read once per test file's process). */
export function pgliteTemplate(kind: TemplateKind): Blob {
  const templates = inject('databaseTemplates');
  if (templates.driver !== 'pglite') throw new Error('this run made PostgreSQL templates (TEST_DATABASE_URL set)');
  let dump = pgliteDumps.get(kind);
  if (!dump) pgliteDumps.set(kind, (dump = readFileSync(templates[kind])));
  return new Blob([dump], { type: 'application/x-tar' });
}
