import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/*
 * docs/decisions/301-the-embedded-database-parses-drizzles-types-once.md. drizzle's PGlite driver hands PGlite its
 * own parsers with every statement: the date and time types and a few arrays are kept as the database's text, which
 * drizzle's columns then read. PGlite merges those into its map of every type's parser (over 300 entries once
 * started) for each statement it answers: about 60 µs a statement, a tenth of an embedded order's CPU. The embedded
 * database is given drizzle's choice once, and a statement whose parsers only repeat it runs without them.
 */

/** The types drizzle's PGlite driver keeps as text: timestamps, dates, intervals; numeric[], timestamp[], timestamptz[], interval[], date[]. */
const KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;
const PROBE = '2026-01-01 00:00:00';

/** The options without parsers that only keep drizzle's types as text (checked by what they do, not who made them). */
function withoutRepeatedParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [key, parse] of Object.entries(parsers) as [string, (value: string, typeId: number) => unknown][]) {
    const oid = Number(key);
    if (!KEPT_AS_TEXT.includes(oid) || parse(PROBE, oid) !== PROBE) return options;
  }
  return { ...options, parsers: undefined };
}

type Query = Transaction['query'];
const parsingOnce =
  (query: Query): Query =>
  (text, params, options) =>
    query(text, params, withoutRepeatedParsers(options));

/** Keeps drizzle's types as text in `client` itself, for its statements and its transactions' statements. */
export function parseDrizzleTypesOnce(client: PGlite): void {
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = asText;
  client.query = parsingOnce(client.query.bind(client)) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = parsingOnce(tx.query.bind(tx));
      return work(tx);
    })) as PGlite['transaction'];
}
