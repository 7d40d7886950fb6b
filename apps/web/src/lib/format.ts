import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shop/shared/locale';

/*
 * Dates in the shopper's language (decision 262): Intl's en-IN on English pages ("Thu, 4 Dec"), hi-IN on Hindi
 * ones ("गुरु, 4 दिस॰"). Each function takes the page's language (`useT().locale`); English is the default, so the
 * admin's screens and the English pages read as they always have.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and set of parts, made on first use (building one costs more than formatting). */
function formatterFor(locale: Locale, parts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(parts)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], parts);
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** "5 March 2026" ("5 मार्च 2026"); an empty string for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  return date ? formatterFor(locale, LONG_DATE).format(date) : '';
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "5 Mar 2026, 3:45 pm" by default, other parts when asked; empty for a missing or unreadable date. */
export function formatDateTime(
  value: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  parts: Intl.DateTimeFormatOptions = DATE_TIME,
): string {
  const date = toDate(value);
  return date ? formatterFor(locale, parts).format(date) : '';
}

// A calendar day has no time of day: formatted in UTC, where "2026-12-04" is read, so no time zone moves it.
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * A date input's "2026-12-04" as "4 December 2026": the browser shows a native date input in its own locale
 * (often mm/dd/yyyy), so a form says the chosen day in words beside it. Other parts of the format can be asked
 * for (`{ weekday: 'short', day: 'numeric', month: 'short' }`: "Fri, 4 Dec", in Hindi "शुक्र, 4 दिस॰"). Empty for
 * an empty or unreadable day.
 */
export function formatDay(
  day: string,
  parts: Intl.DateTimeFormatOptions = LONG_DATE,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!isDay(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(locale, { ...parts, timeZone: 'UTC' }).format(date);
}

const DELIVERY_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** "Thu, 4 Dec" ("गुरु, 4 दिस॰") for the India calendar day `2026-12-04`: a courier's delivery day; empty otherwise. */
export function formatDeliveryDay(day: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatDay(day, DELIVERY_DAY, locale);
}
