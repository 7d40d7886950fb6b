import { sql } from 'drizzle-orm';
import { LOCALES } from '@shop/shared/locale';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

/*
 * docs/decisions/271-adding-a-language.md: schema.ts writes the language checks from LOCALES, but a database gets
 * them only from a migration. A language added to LOCALES without that migration would pass the typecheck and
 * then refuse every shopper who picks it (the INSERT or the switcher's UPDATE breaks the check): this test reads
 * the checks the migrations made and names the migration to write.
 */
const LANGUAGE_CHECKS = [
  'contact_messages_language_ck',
  'orders_language_ck',
  'stock_alerts_language_ck',
  'users_language_ck',
];

let t: TestApp;
useTestApp((app) => (t = app), { seed: false });

/** The quoted values of a check as PostgreSQL prints it: `CHECK ((language = ANY (ARRAY['en'::text, ...])))`. */
const valuesOf = (definition: string) => [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]);

describe('the database language checks', () => {
  it('allow exactly the languages of LOCALES, on every table with a language column', async () => {
    const checks = await queryRows<{ name: string; table: string; definition: string }>(
      t.database.db,
      sql`select c.conname as name, c.conrelid::regclass::text as "table", pg_get_constraintdef(c.oid) as definition
          from pg_constraint c
          where c.contype = 'c' and c.conname like '%language_ck' and c.connamespace = current_schema()::regnamespace
          order by c.conname`,
    );
    expect(checks.map((c) => c.name)).toEqual(LANGUAGE_CHECKS);

    const wanted = `in (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`;
    for (const check of checks) {
      const allowed = valuesOf(check.definition);
      expect(
        [...allowed].sort(),
        `${check.name} on ${check.table} allows ${allowed.join(', ')}, LOCALES has ${LOCALES.join(', ')}. Write the ` +
          `next migration in apps/server/src/db/migrations/ (copy 0064_language_checks.sql and its journal entry) that ` +
          `drops and re-adds ${LANGUAGE_CHECKS.join(', ')} with "language" ${wanted} (docs/decisions/271-adding-a-language.md).`,
      ).toEqual([...LOCALES].sort());
    }
  });

  it('refuses a language the shop does not have', async () => {
    const refused = await t.database.db
      .execute(sql`insert into users (name, email, password_hash, language) values ('X', 'x@example.com', 'x', 'xx')`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String((refused as { cause?: unknown } | null)?.cause ?? refused)).toMatch(/users_language_ck/);
  });
});
