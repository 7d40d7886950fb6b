import { describe, expect, it } from 'vitest';
import { SqlBatcher } from './sql-batches';

/** Every batch of `text` pushed in the given pieces, with batches of at least `batchChars`. */
function batchesOf(pieces: string[], batchChars = 1): string[] {
  const batcher = new SqlBatcher(batchChars);
  return [...pieces.flatMap((piece) => batcher.push(piece)), ...batcher.end()];
}

/** What pg_dump writes, and the text inside it that a naive `;` split would cut. */
const TRICKY_DUMP = [
  "SET standard_conforming_strings = on;\nSELECT pg_catalog.set_config('search_path', '', false);\n",
  "--\n-- Name: f(); Type: FUNCTION; it's a comment; with $$ and '\n--\n\n",
  "CREATE FUNCTION public.f() RETURNS trigger\n    LANGUAGE plpgsql\n    AS $$\nBEGIN\n  RAISE NOTICE 'a;b'; RETURN NEW;\nEND $$;\n",
  "CREATE FUNCTION public.g(integer) RETURNS text\n    LANGUAGE sql\n    AS $_$ select '$$;' || $1::text; $_$;\n",
  'CREATE FUNCTION public."we;ird$name"() RETURNS text LANGUAGE sql AS $body$select $q$;$q$$body$;\n',
  'CREATE TABLE public.a$b (id integer, "semi;colon" text, "quote""d" text);\n',
  "INSERT INTO public.products (id, description) VALUES (1, 'it''s; fine\nINSERT INTO public.products VALUES (2);\n-- not a comment\n/* nor this */ $$ neither $$');\n",
  "INSERT INTO public.products (id, description) VALUES (2, E'back\\\\slash \\' quote; still inside');\n",
  "INSERT INTO public.products (id, description) VALUES (3, 'ends with a backslash \\');\n",
  "INSERT INTO public.products (id, description) VALUES (4, 'हिन्दी; 😀 emoji');\n",
  '/* a block /* nested; */ still comment; */\n',
  "SELECT pg_catalog.setval('public.invoice_number_seq', 42, true);\n",
  '\n--\n-- PostgreSQL database dump complete\n--\n\n',
].join('');

const STATEMENTS = [
  'SET standard_conforming_strings = on;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  'CREATE FUNCTION public.f()',
  'CREATE FUNCTION public.g(integer)',
  'CREATE FUNCTION public."we;ird$name"()',
  'CREATE TABLE public.a$b',
  'INSERT INTO public.products (id, description) VALUES (1,',
  'INSERT INTO public.products (id, description) VALUES (2,',
  'INSERT INTO public.products (id, description) VALUES (3,',
  'INSERT INTO public.products (id, description) VALUES (4,',
  "SELECT pg_catalog.setval('public.invoice_number_seq', 42, true);",
];

describe('SqlBatcher', () => {
  it('ends a statement only at a ; outside strings, quoted names, dollar quotes and comments', () => {
    const batches = batchesOf([TRICKY_DUMP]);
    expect(batches.join('')).toBe(TRICKY_DUMP);
    // One statement per batch (batchChars 1), the trailing comment its own last piece.
    expect(batches).toHaveLength(STATEMENTS.length + 1);
    STATEMENTS.forEach((start, i) => expect(batches[i]).toContain(start));
    expect(batches.at(-1)).toContain('dump complete');
  });

  it('gives the same batches wherever the text is cut into pieces', () => {
    const whole = batchesOf([TRICKY_DUMP]);
    for (let cut = 1; cut < TRICKY_DUMP.length; cut++) {
      expect(batchesOf([TRICKY_DUMP.slice(0, cut), TRICKY_DUMP.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    }
    expect(batchesOf([...TRICKY_DUMP])).toEqual(whole);
  });

  it('collects whole statements up to the batch size; a batch boundary falls after the long statement it meets', () => {
    const long = `INSERT INTO t VALUES ('${'x;'.repeat(5_000)}');\n`;
    const text = `SELECT 1;\n${long}SELECT 2;\nSELECT 3;\n`;
    const batches = batchesOf([text.slice(0, 4_000), text.slice(4_000, 9_000), text.slice(9_000)], 100);
    // The long statement crosses both piece ends; the batch it is in ends with it, the short rest is the last batch.
    expect(batches.map((b) => b.length)).toEqual([
      `SELECT 1;\n${long.trimEnd()}`.length,
      '\nSELECT 2;\nSELECT 3;\n'.length,
    ]);
    expect(batches.join('')).toBe(text);
    const many = Array.from({ length: 1_000 }, (_, i) => `INSERT INTO t VALUES (${i}, 'a;b');\n`).join('');
    const sized = batchesOf([many], 2_000);
    expect(sized.join('')).toBe(many);
    expect(sized.length).toBeGreaterThan(10);
    for (const batch of sized.slice(0, -1)) {
      expect(batch.length).toBeGreaterThanOrEqual(2_000);
      expect(batch.endsWith(';')).toBe(true);
    }
  });

  it('keeps $1, names holding $ and a lone $ outside dollar quotes', () => {
    const text = "SELECT $1; SELECT a$b$c FROM x; SELECT '$'; SELECT 1 $ 2;";
    expect(batchesOf([text])).toEqual(['SELECT $1;', ' SELECT a$b$c FROM x;', " SELECT '$';", ' SELECT 1 $ 2;']);
  });

  it('refuses text that ends inside a string, a dollar quote or a block comment', () => {
    expect(() => batchesOf(["INSERT INTO t VALUES ('no end);\n"])).toThrow(/inside a quoted string.*incomplete/);
    expect(() => batchesOf(['CREATE FUNCTION f() AS $fn$ begin; '])).toThrow(/\$fn\$-quoted body/);
    expect(() => batchesOf(['/* open'])).toThrow(/comment/);
    expect(batchesOf(['SELECT 1 -- a last comment without newline'])).toEqual([
      'SELECT 1 -- a last comment without newline',
    ]);
  });
});
