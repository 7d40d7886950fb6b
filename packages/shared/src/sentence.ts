/**
 * Free text someone typed, closed as a sentence inside a longer one: a full stop is added only when it does not
 * already end with one (or with ! or ?), so "out of stock." never becomes "out of stock..".
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
