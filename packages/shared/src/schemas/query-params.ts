import { z } from 'zod';

/*
 * Pieces every list query and list answer shares: page and limit parameters, the page fields of an answer.
 * One place each, so a rule on them (a blank value, the bounds, the message) reads the same on every list.
 */

/** An empty query value (`?sort=`) means the parameter was not given, as a plain HTML form sends it. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole number from `min` to `max` (a form's or query's text coerced), one message for every way it is wrong. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A whole-number query parameter from 1 to `max`, `fallback` when absent or blank (`?page=`). */
export const wholeNumberParam = (message: string, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, wholeNumber(message, 1, max).default(fallback));

/** A count parameter with zod's own messages (page, limit): a whole number of 1 or more, at most `max` if given. */
export const countParam = (max: number | undefined, fallback: number) => {
  const atLeastOne = z.coerce.number().int().min(1);
  return (max === undefined ? atLeastOne : atLeastOne.max(max)).default(fallback);
};

/** The page fields of a paged list answer, whole numbers. */
export const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };
