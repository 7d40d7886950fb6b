import { and, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { orders } from '../../db/schema';

/** A phone number is searched by its last ten digits: "+91 98450 12345" finds "9845012345". */
const INDIAN_MOBILE_DIGITS = 10;
/** Fewer digits than this match too many phone numbers to mean one. */
const MIN_PHONE_DIGITS = 4;
const DAY_MS = 86_400_000;

/**
 * Orders whose number, customer name, phone or AWB holds `text`. The order number is the id's last 8
 * characters ('#' allowed); the AWB is the shipment's (shipping module, read as raw SQL like the reports).
 *
 * The conditions are tested only on the orders whose kept search text (migration 0067: number, names, tracking
 * number and phone digits in one text) or a shipment's AWB contains the words, found by their trigram indexes:
 * every order a condition matches is among them, so the result is the conditions' own, without reading every
 * order (docs/decisions/275-daily-sales-summaries.md).
 */
export function orderSearchCondition(text: string): SQL {
  const pattern = containsPattern(text);
  const orderNumber = containsPattern(text.replace(/^#/, ''));
  const matches: SQL[] = [
    sql`right(${orders.id}::text, 8) ilike ${orderNumber}`,
    sql`${orders.customerName} ilike ${pattern}`,
    sql`${orders.shippingAddress}->>'name' ilike ${pattern}`,
    sql`${orders.trackingNumber} ilike ${pattern}`,
    sql`exists (select 1 from shipments s where s.order_id = ${orders.id} and s.awb_code ilike ${pattern})`,
  ];
  const texts = [...new Set([pattern, orderNumber])].map((p) => sql`t.text ilike ${p}`);
  const digits = text.replace(/\D/g, '').slice(-INDIAN_MOBILE_DIGITS);
  if (digits.length >= MIN_PHONE_DIGITS) {
    matches.push(
      sql`regexp_replace(${orders.shippingAddress}->>'phone', '\\D', '', 'g') like ${containsPattern(digits)}`,
    );
    texts.push(sql`t.text like ${containsPattern(digits)}`);
  }
  const found = sql`${orders.id} in (
    select t.order_id from order_search_texts t where ${or(...texts)}
    union select s.order_id from shipments s where s.awb_code ilike ${pattern})`;
  return and(found, or(...matches))!;
}

/** Orders placed from the start of `from` to the end of `to` (both YYYY-MM-DD, Indian days, each optional). */
export function placedBetweenCondition(from: string | undefined, to: string | undefined): SQL | undefined {
  const bounds: SQL[] = [];
  if (from) bounds.push(gte(orders.createdAt, new Date(`${from}T00:00:00+05:30`)));
  if (to) bounds.push(lt(orders.createdAt, new Date(new Date(`${to}T00:00:00+05:30`).getTime() + DAY_MS)));
  return bounds.length > 0 ? and(...bounds) : undefined;
}
