import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';

/*
 * Pieces every list query and list answer shares: page and limit parameters, the page fields of an answer.
 * One place each, so a rule on them (a blank value, the bounds, the message) reads the same on every list.
 */

/** The words every paged list gives for a bad `page` or `limit` (catalogue, users, reviews, admin lists). */
export const PAGE_MESSAGES = {
  invalidPage: 'Page must be a whole number of at least 1',
  invalidLimit: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/** An empty query value (`?sort=`) means the parameter was not given, as a plain HTML form sends it. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * A whole number from `min` to `max` (no upper bound when left out; a form's or query's text coerced), one message
 * for every way it is wrong.
 */
export const wholeNumber = (message: string, min: number, max?: number) => {
  const atLeastMin = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? atLeastMin : atLeastMin.max(max, { error: message });
};

/** A whole-number query parameter from 1 to `max` (if given), `fallback` when absent or blank (`?page=`). */
export const wholeNumberParam = (message: string, max: number | undefined, fallback: number) =>
  z.preprocess(blankToUndefined, wholeNumber(message, 1, max).default(fallback));

/** A number query parameter from `min` to `max` that may be left out or blank (a filter), one message. */
export const numberFilterParam = (message: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).min(min, message).max(max, message).optional());

/** Free text to search for, cut to its first `maxLength` characters rather than refused; blank means none. */
export const searchParam = (maxLength: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) => v.trim().slice(0, maxLength))
      .optional(),
  );

/** A count parameter with zod's own messages (page, limit): a whole number of 1 or more, at most `max` if given. */
export const countParam = (max: number | undefined, fallback: number) => {
  const atLeastOne = z.coerce.number().int().min(1);
  return (max === undefined ? atLeastOne : atLeastOne.max(max)).default(fallback);
};

/** The page fields of a paged list answer, whole numbers. */
export const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
