import { z } from 'zod';
import { isBusinessDay } from './india-calendar';
import { requiredText } from './schemas/text-fields';
import { INTL_LOCALE, type Locale } from './locale';
import { phoneSchema } from './schemas/address';

/*
 * Failed deliveries (NDR) and returns to origin (RTO), issue 37: the rules the buyer's page, the admin queue and
 * the server share (docs/decisions/231-failed-deliveries.md).
 */

/** Where a failed delivery stands: waiting for an answer, answer being sent, courier going again, or ended. */
export const FAILED_DELIVERY_STATES = ['open', 'action-requested', 're-attempting', 'delivered', 'rto'] as const;
export type FailedDeliveryState = (typeof FAILED_DELIVERY_STATES)[number];

export const FAILED_DELIVERY_STATE_TEXT: Record<FailedDeliveryState, string> = {
  open: 'Waiting for an answer',
  'action-requested': 'Answer sent, waiting for the courier to confirm',
  're-attempting': 'Courier will try again',
  delivered: 'Delivered',
  rto: 'Returning to the shop',
};

/** How many working days ahead a buyer may ask the courier to come again. */
export const REATTEMPT_DAYS = 3;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The next working days (India calendar: not a Sunday, not a national holiday) after today in India time, as
 * `yyyy-mm-dd`: the days a buyer may pick for the courier's next attempt.
 */
export function reattemptDates(now: Date, count = REATTEMPT_DAYS): string[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  let day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
  const days: string[] = [];
  while (days.length < count) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** "Mon, 30 Nov" ("सोम, 30 नव॰"): a `yyyy-mm-dd` day as the date picker shows it, in the page's language. */
export function formatReattemptDay(day: string, locale: Locale = 'en'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(INTL_LOCALE[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The answer form's field messages (in the shopper message catalogue, so a Hindi page shows them in Hindi). */
export const DELIVERY_ISSUE_FIELD_MESSAGES = {
  pickDay: 'Pick a day for the next delivery attempt',
  addressLine: 'Enter the address line the courier should come to',
  addressTooShort: 'Enter the full address line (at least 5 characters)',
  landmarkTooLong: 'The landmark can be at most 100 characters long',
} as const;

const dayField = z
  .string({ error: DELIVERY_ISSUE_FIELD_MESSAGES.pickDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DELIVERY_ISSUE_FIELD_MESSAGES.pickDay);

/** What the buyer (or the merchant for them) answers to a failed delivery. */
export const deliveryIssueActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reattempt'), date: dayField }),
  z.object({ action: z.literal('change-phone'), date: dayField, phone: phoneSchema }),
  z.object({
    action: z.literal('change-address'),
    date: dayField,
    addressLine: requiredText(DELIVERY_ISSUE_FIELD_MESSAGES.addressLine, 200, {
      min: 5,
      tooShort: DELIVERY_ISSUE_FIELD_MESSAGES.addressTooShort,
    }),
    landmark: z.string().trim().max(100, DELIVERY_ISSUE_FIELD_MESSAGES.landmarkTooLong).default(''),
  }),
  z.object({ action: z.literal('cancel') }),
]);
export type DeliveryIssueAction = z.output<typeof deliveryIssueActionSchema>;

export const DELIVERY_ISSUE_MESSAGES = {
  badLink: 'This link is not valid. Open the latest mail about your delivery, or sign in to see your order.',
  noIssue: 'There is no failed delivery to answer for this order.',
  answered: 'This failed delivery has already been answered. The page shows what was asked.',
  closed: 'This delivery is no longer waiting for an answer.',
  dayNotOffered: 'Pick one of the next three working days.',
  cancelPrepaid: 'Only a cash-on-delivery order can be cancelled here. Contact us to return a paid order.',
} as const;

/** One order of a buyer as the RTO count reads it: returned to origin or not. */
export interface BuyerOrderOutcome {
  orderId: string;
  returnedToOrigin: boolean;
}

/**
 * How many of a buyer's orders came back to the shop undelivered (RTO): what a "no cash on delivery after N
 * returns to origin" rule counts. Each order counts once, however many shipments it had.
 */
export function countRtoOrders(outcomes: readonly BuyerOrderOutcome[]): number {
  return new Set(outcomes.filter((o) => o.returnedToOrigin).map((o) => o.orderId)).size;
}
