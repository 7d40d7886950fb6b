import { z } from 'zod';
import { orderListQuerySchema } from './order';
import { blankToUndefined, isCalendarDate, searchParam } from './query-params';

/*
 * The admin's order list (GET /api/orders): one page of every customer's orders, narrowed by status (every
 * status, cancelled included), by a search and by the days they were placed on (Indian days).
 */

export const ADMIN_ORDER_SEARCH_MAX = 100;

export const ADMIN_ORDER_MESSAGES = {
  invalidDate: 'Dates must be real dates written as YYYY-MM-DD',
  fromAfterTo: 'The "from" date must be on or before the "to" date',
} as const;

const dayParam = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isCalendarDate, ADMIN_ORDER_MESSAGES.invalidDate).optional(),
);

export const adminOrderListQuerySchema = orderListQuerySchema
  .extend({
    /** An order number (with or without '#'), part of a customer's name, a phone number or an AWB. */
    q: searchParam(ADMIN_ORDER_SEARCH_MAX),
    /** First day placed, YYYY-MM-DD (India time), included. */
    from: dayParam,
    /** Last day placed, YYYY-MM-DD (India time), included. */
    to: dayParam,
  })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && from > to)
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.fromAfterTo, path: ['from'] });
  });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;
