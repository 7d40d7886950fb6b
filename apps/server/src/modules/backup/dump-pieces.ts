/**
 * The pg_dump calls that together make one dump of the embedded database, each small enough for pglite-tools,
 * which holds one call's whole output as one string (docs/decisions/274-embedded-dump-in-pieces.md).
 */

/** One pg_dump call: a name for messages and file names, and its arguments. */
export interface DumpPiece {
  name: string;
  args: string[];
}

type Query = (sql: string) => Promise<(string | null)[][]>;

/**
 * Tables are dumped together up to this much table data on disk (pg_table_size): each pg_dump call first reads
 * the whole catalogue, about a second, so one call per table of a small shop would make its backup a minute
 * long; a large table gets a call of its own. A table's dump text is about its size on disk, a few times more
 * with --column-inserts on narrow rows.
 */
const PIECE_TABLE_BYTES = 64 * 1024 * 1024;

const relationsIn = (schemas: readonly string[]) =>
  `(${schemas.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ')})`;

/**
 * `everything`: the schema (pre-data), every table's rows and every sequence's value (data), then indexes,
 * constraints and triggers (post-data), as one `pg_dump` writes them. `rows`: the data only, for tables that
 * already exist with their foreign keys, so a table comes after every table it references.
 */
export async function planDump(
  query: Query,
  scope: 'everything' | 'rows',
  schemas: readonly string[],
): Promise<DumpPiece[]> {
  const tableRows = await query(`select n.nspname || '.' || c.relname, pg_table_size(c.oid)::text
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname in ${relationsIn(schemas)} order by 1`);
  const sizes = new Map(tableRows.map(([name, bytes]) => [name!, Number(bytes)]));
  const references = await query(`select cn.nspname || '.' || c.relname, rn.nspname || '.' || r.relname
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace where k.contype = 'f'`);
  // A table's data call brings the sequences it owns (serial, identity); the others need a call of their own.
  const freeSequences = (
    await query(`select n.nspname || '.' || s.relname from pg_class s join pg_namespace n on n.oid = s.relnamespace
      where s.relkind = 'S' and n.nspname in ${relationsIn(schemas)} and not exists (
        select 1 from pg_depend d join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
        where d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass
          and d.deptype in ('a', 'i') and tn.nspname in ${relationsIn(schemas)})
      order by 1`)
  ).map(([name]) => name!);

  // --data-only (not --section=data): pg_dump then orders the tables of one call by their foreign keys.
  const data = (names: string[]) => [
    '--data-only',
    '--strict-names',
    ...names.map((n) => `--table=${quoteQualified(n)}`),
  ];
  const groups = inGroupsBySize(inReferenceOrder([...sizes.keys()], references), sizes, PIECE_TABLE_BYTES);
  const pieces: DumpPiece[] = [
    ...groups.map((group) => ({
      name: group.length === 1 ? group[0]! : `${group[0]}-and-${group.length - 1}-more`,
      args: data(group),
    })),
    ...(freeSequences.length ? [{ name: 'sequences', args: data(freeSequences) }] : []),
  ];
  if (scope === 'rows') return pieces;
  // The schema and constraints come from every schema, the rows from `schemas` only: a table elsewhere would
  // arrive empty, and the row counts (of the same schemas) would not notice.
  const elsewhere =
    await query(`select n.nspname || '.' || c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ${relationsIn([...schemas, 'pg_catalog', 'information_schema'])}
      and n.nspname not like 'pg\\_%' limit 1`);
  if (elsewhere.length > 0)
    throw new Error(`The dump covers the schemas ${schemas.join(', ')} only; ${elsewhere[0]![0]} is outside them.`);
  return [
    { name: 'schema', args: ['--section=pre-data'] },
    ...pieces,
    { name: 'constraints', args: ['--section=post-data'] },
  ];
}

/**
 * `schema.name` quoted: an SQL name, and a pg_dump pattern that matches exactly it (`*`, `?` or capitals
 * inside quotes are taken as written).
 */
export function quoteQualified(qualified: string): string {
  return qualified
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

/**
 * Tables ordered so that every table comes after the tables its foreign keys point to (ties by name); a table
 * pointing to itself is loaded in pg_dump's row order, as a whole-database data-only dump does too. Tables in
 * a cycle of foreign keys, which the shop's schema has none of, keep their name order at the end.
 */
export function inReferenceOrder(tables: string[], references: (string | null)[][]): string[] {
  const waitingFor = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const [from, to] of references) {
    if (from && to && from !== to && waitingFor.has(to)) waitingFor.get(from)?.add(to);
  }
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([t]) => t);
    const take = (ready.length > 0 ? ready : [...waitingFor.keys()]).sort();
    for (const table of take) {
      ordered.push(table);
      waitingFor.delete(table);
    }
    for (const needs of waitingFor.values()) for (const table of take) needs.delete(table);
  }
  return ordered;
}

/** Consecutive tables, each group under `limit` bytes together unless one table alone is larger. */
export function inGroupsBySize(tables: string[], sizes: ReadonlyMap<string, number>, limit: number): string[][] {
  const groups: string[][] = [];
  let bytes = 0;
  for (const table of tables) {
    const size = sizes.get(table) ?? 0;
    const last = groups.at(-1);
    if (last && bytes + size <= limit) {
      last.push(table);
      bytes += size;
    } else {
      groups.push([table]);
      bytes = size;
    }
  }
  return groups;
}
