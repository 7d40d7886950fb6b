const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else is refused before it reaches PostgreSQL (which would answer 500 to a bad uuid). */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
