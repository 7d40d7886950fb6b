/**
 * Specifications as the admin edits them: 'key: value' pairs when they read back unchanged through the
 * shared parser, else JSON (a key with a colon or a value with a comma would not survive the pair form).
 */
export function formatSpecifications(specs: Readonly<Record<string, string>> | null | undefined): string {
  const entries = Object.entries(specs ?? {});
  if (entries.length === 0) return '';
  const isPairSafe = entries.every(
    ([key, value]) =>
      key !== '' &&
      !key.includes(':') &&
      !key.includes(',') &&
      !value.includes(',') &&
      !key.startsWith('{') &&
      !key.startsWith('[') &&
      key.trim() === key &&
      value.trim() === value,
  );
  if (!isPairSafe) return JSON.stringify(Object.fromEntries(entries), null, 2);
  return entries.map(([key, value]) => `${key}: ${value}`).join(', ');
}
