import {
  ADMIN_MESSAGES,
  daysInRange,
  MAX_REPORT_DAYS,
  REPORT_TIME_ZONE,
  SALES_PERIOD_DAYS,
  SALES_PERIODS,
} from '@shop/shared/schemas/admin';
import type { SalesPeriod } from '../types';

export { SALES_PERIODS };

// en-CA writes dates as YYYY-MM-DD. Reports count Indian days (the server's REPORT_TIME_ZONE), so the
// range an admin picks means the same days wherever their browser is.
const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's (Indian) calendar day of an instant, as YYYY-MM-DD. */
export function toShopDay(date: Date): string {
  return shopDay.format(date);
}

/** YYYY-MM-DD moved by `days` (negative: back), by the calendar. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** An API date (plain day or ISO timestamp) as the shop's YYYY-MM-DD day; '' when unreadable. */
export function toDay(value: string | null | undefined): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return value;
  // Only ISO timestamps: Date() also 'reads' free text such as 'week 3'.
  if (!TIMESTAMP.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : toShopDay(date);
}

export const PERIOD_LABELS: Record<SalesPeriod, string> = {
  week: 'Last Week',
  month: 'Last Month',
  year: 'Last Year',
};

export function isSalesPeriod(value: unknown): value is SalesPeriod {
  return typeof value === 'string' && (SALES_PERIODS as readonly string[]).includes(value);
}

/** The days a period stands for, ending today and counting today: 'week' is today and the 6 days before. */
export function periodRange(period: SalesPeriod, now: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = toShopDay(now);
  return { startDate: addDays(endDate, -(SALES_PERIOD_DAYS[period] - 1)), endDate };
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayYearLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A sales series key ('2026-11-05', '2026-11' or an ISO timestamp) as a short label: '5 Nov', 'Nov 2026'. */
export function formatSeriesLabel(id: string, { withYear = false }: { withYear?: boolean } = {}): string {
  if (/^\d{4}-\d{2}$/.test(id)) return monthLabel.format(new Date(`${id}-01T00:00:00Z`));
  const day = toDay(id);
  if (!day) return id;
  return (withYear ? dayYearLabel : dayLabel).format(new Date(`${day}T00:00:00Z`));
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** '21 Nov 2026, 4:05 pm'; '' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** Why a report range cannot be asked for (the server's own messages), or null when it can. */
export function rangeProblem(startDate: string, endDate: string): string | null {
  if (!startDate) return ADMIN_MESSAGES.startDateRequired;
  if (!endDate) return ADMIN_MESSAGES.endDateRequired;
  if (!DATE_ONLY.test(startDate) || !DATE_ONLY.test(endDate)) return ADMIN_MESSAGES.invalidDate;
  if (startDate > endDate) return ADMIN_MESSAGES.startAfterEnd;
  if (daysInRange(startDate, endDate) > MAX_REPORT_DAYS) return ADMIN_MESSAGES.rangeTooLong;
  return null;
}
