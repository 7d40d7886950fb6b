/**
 * A `timestamp with time zone` from a raw row (`queryTextPrepared`): both drivers give PostgreSQL's text
 * (`2026-11-30 14:32:15.188+00`), which `Date` reads with its offset, as the query builder's column does.
 */
export function timestampOf(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}
