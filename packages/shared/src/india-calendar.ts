/**
 * Business days by the India calendar, for the refund promise (docs/decisions/178-refund-due-dates.md): every day
 * but Sundays and the national holidays below counts, in India Standard Time (UTC+05:30, no daylight saving).
 *
 * The list is the three national holidays every office, bank and establishment in India closes on, the same date
 * each year: Republic Day (26 January), Independence Day (15 August) and Mahatma Gandhi's birthday (2 October).
 * Source: the Department of Personnel and Training's yearly holiday orders for Central Government offices, which
 * list these three as compulsory holidays besides the festivals chosen per state (e.g. DoPT O.M. "Holidays to be
 * observed in Central Government offices during the year 2026", para 2). Festival holidays move every year and
 * differ by state; they are left out so the due date never comes later than the shop promised.
 */

import { lazily } from './lazy';

export const NATIONAL_HOLIDAYS = [
  { month: 1, day: 26, name: 'Republic Day' },
  { month: 8, day: 15, name: 'Independence Day' },
  { month: 10, day: 2, name: 'Gandhi Jayanti' },
] as const;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India calendar date of an instant, as a UTC-midnight Date (only its year, month and day are meaningful). */
function istDay(at: Date): Date {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

/** Whether an India calendar date (from {@link istDay}) is a business day: not a Sunday, not a national holiday. */
export function isBusinessDay(day: Date): boolean {
  if (day.getUTCDay() === 0) return false;
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  return !NATIONAL_HOLIDAYS.some((h) => h.month === month && h.day === date);
}

/**
 * The end (23:59:59.999 IST) of the `days`-th business day after the India calendar day of `from`: the day of
 * `from` itself never counts, whatever the hour, so "15 business days after we receive the item" starts the next day.
 */
export function businessDaysAfter(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError('businessDaysAfter takes a whole number of days, at least 1');
  let day = istDay(from);
  let counted = 0;
  while (counted < days) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) counted += 1;
  }
  return new Date(day.getTime() + DAY_MS - IST_OFFSET_MS - 1);
}

/** "29 January 2026": a date as shoppers in India read it, in India time. */
export function formatIndiaDate(at: Date): string {
  return at.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

const deadlineFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    }),
);

/**
 * "28 Nov 2026, 6:30 pm" in India time: a deadline the buyer is given (the COD confirmation window), written the
 * same in the mail, the WhatsApp message and the confirmation page. ICU writes "PM" or "pm" by version; lower case.
 */
export function formatIndiaDeadline(at: Date | string): string {
  return deadlineFormat()
    .format(new Date(at))
    .replace(/\b(am|pm)\b/i, (m) => m.toLowerCase());
}
