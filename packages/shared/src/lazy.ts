/**
 * A value made on first use and kept: for Intl formatters, whose construction (locale data lookup) cost a few ms
 * each at module load, in the script evaluation before a page can hydrate (docs/decisions/197-*.md).
 */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
