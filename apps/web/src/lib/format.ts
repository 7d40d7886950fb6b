const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "5 March 2026"; an empty string for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

// A calendar day has no time of day: formatted in UTC, where "2026-12-04" is read, so no time zone moves it.
const dayFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date input's "2026-12-04" as "4 December 2026": the browser shows a native date input in its own locale
 * (often mm/dd/yyyy), so a form says the chosen day in words beside it. Empty for an empty or unreadable day.
 */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayFormatter.format(date);
}
