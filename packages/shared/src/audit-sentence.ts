import { formatPaise } from './money';
import { formatOrderNumber } from './order-number';

/*
 * The admin audit log in words: "Asha Admin (admin) cancelled order #1A2B3C4D: out of stock". One sentence per
 * entry from its actor, action, entity and details, so the log never shows raw keys and ids.
 */

export interface AuditEntryFacts {
  actorEmail: string;
  actorName?: string | null;
  actorRole?: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: unknown;
}

type Details = Record<string, unknown>;

const SYSTEM_PREFIX = 'system: ';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** Who did it: "Asha Admin (admin)", the e-mail address on older entries, "The shop (nightly purge)" for a job. */
export function auditActor(entry: Pick<AuditEntryFacts, 'actorEmail' | 'actorName' | 'actorRole'>): string {
  if (entry.actorEmail.startsWith(SYSTEM_PREFIX)) return `The shop (${entry.actorEmail.slice(SYSTEM_PREFIX.length)})`;
  const who = entry.actorName?.trim() || entry.actorEmail;
  return entry.actorRole ? `${who} (${entry.actorRole})` : who;
}

const orderRef = (id: string | null) => (id ? `order #${formatOrderNumber(id)}` : 'an order');
const returnRef = (id: string | null) => (id ? `return #${formatOrderNumber(id)}` : 'a return');
const quoted = (value: unknown, fallback: string) => {
  const name = text(value);
  return name ? `"${name}"` : fallback;
};
const withReason = (sentence: string, reason: unknown) => {
  const why = text(reason);
  return why ? `${sentence}: ${why}` : sentence;
};

/** What was done, as a verb phrase, by action; null for an action it does not know (told generically). */
function deed(entry: AuditEntryFacts, d: Details): string | null {
  const order = orderRef(entry.entityId);
  const ret = returnRef(entry.entityId);
  switch (entry.action) {
    case 'order.cancel':
      return withReason(`cancelled ${order}`, d.reason);
    case 'order.status_change': {
      const from = text(d.from);
      const to = text(d.to);
      return from && to
        ? `moved ${order} from ${capitalised(from)} to ${capitalised(to)}`
        : `changed the status of ${order}`;
    }
    case 'order.confirm':
      return `confirmed WhatsApp ${order} with the customer`;
    case 'order.ship':
      return `booked the courier for ${order}`;
    case 'order.shipment_cancel':
      return `cancelled the shipment of ${order}`;
    case 'order.lost_parcel_close':
      return `closed ${order} as lost in transit`;
    case 'delivery.answer': {
      const answer = text(d.answer);
      const day = text(d.date);
      const what =
        answer === 'cancel'
          ? 'cancel the order and return the parcel'
          : answer === 'change-phone'
            ? 'deliver again to a corrected phone number'
            : answer === 'change-address'
              ? 'deliver again to a corrected address'
              : 'deliver again';
      return `answered a failed delivery for the buyer: ${what}${day && answer !== 'cancel' ? ` on ${day}` : ''}`;
    }
    case 'order.send_update':
      return `e-mailed the customer an update on ${order}`;
    case 'product.create':
      return `added the product ${quoted(d.name, 'a product')}`;
    case 'product.update':
      return `edited the product ${quoted(d.name, 'a product')}`;
    case 'product.delete':
      return `deleted the product ${quoted(d.name, 'a product')}`;
    case 'product.options':
      return `set the options of ${quoted(d.name, 'a product')}`;
    case 'product.variants':
      return `edited the variants of ${quoted(d.name, 'a product')}`;
    case 'product.gstRule':
      return `set the GST rate by price of ${quoted(d.name, 'a product')}`;
    case 'product.sizeChart':
      return `${d.removed ? 'removed the size chart of' : 'set the size chart of'} ${quoted(d.name, 'a product')}`;
    case 'category.sizeChart':
      return `${d.removed ? 'removed the size chart of' : 'set the size chart of'} the category ${quoted(d.name, '')}`.trim();
    case 'user.role_change': {
      const who = text(d.name) ?? text(d.email) ?? 'a user';
      return text(d.to) ? `made ${who} ${d.to === 'admin' ? 'an admin' : 'a customer'}` : `changed the role of ${who}`;
    }
    case 'user.send_email':
      return withReason('e-mailed a customer', d.subject);
    case 'user.bulk_email':
      return withReason('e-mailed the customers', d.subject);
    case 'settings.update':
      return 'changed the shop settings';
    case 'coupon.create':
      return `created the coupon ${quoted(d.code, '')}`.trim();
    case 'return.open_for_customer':
      return withReason(`opened a return for the customer of ${orderRef(text(d.orderId))}`, d.reason);
    case 'return.approve':
      return `approved ${ret} and booked its pickup`;
    case 'return.reject':
      return withReason(`rejected ${ret}`, d.note);
    case 'return.pickup_retry':
      return `booked the pickup of ${ret} again`;
    case 'return.track':
      return `refreshed the tracking of ${ret}`;
    case 'return.receive':
      return `received the parcel of ${ret}`;
    case 'return.refund':
      return typeof d.amountPaise === 'number'
        ? `refunded ${formatPaise(d.amountPaise)} for ${ret}`
        : `refunded ${ret}`;
    case 'return.refund_retry':
      return `sent the refund of ${ret} again`;
    case 'return.payout_paid':
      return withReason(`recorded the payout of ${ret} as paid`, d.reference ? `reference ${text(d.reference)}` : null);
    case 'grievance.resolved':
      return `resolved grievance ${text(d.ticket) ?? ''}`.trim();
    case 'grievance.reopened':
      return `reopened grievance ${text(d.ticket) ?? ''}`.trim();
    default:
      return null;
  }
}

/** What an entry of an action this file does not know was done to: "order #1A2B3C4D", "a coupon". */
function subjectOf(entry: AuditEntryFacts): string {
  if (entry.entityType === 'order') return orderRef(entry.entityId);
  const article = /^[aeiou]/i.test(entry.entityType) ? 'an' : 'a';
  return `${article} ${entry.entityType.replace(/[._-]+/g, ' ')}`;
}

/** The entry as one sentence: who, what, to which order or item, and why when it was given. */
export function auditSentence(entry: AuditEntryFacts): string {
  const details: Details =
    typeof entry.details === 'object' && entry.details !== null && !Array.isArray(entry.details)
      ? (entry.details as Details)
      : {};
  const what =
    deed(entry, details) ??
    `did "${entry.action.replace(/^[^.]*\./, '').replace(/[._-]+/g, ' ')}" on ${subjectOf(entry)}`;
  return `${auditActor(entry)} ${what}`;
}
