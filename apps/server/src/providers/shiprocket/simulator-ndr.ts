import { formatIstSeconds } from './dates';
import { str, type SimShipment } from './simulator-model';

/*
 * Failed deliveries (NDR) as Shiprocket's published collection describes them (NDR folder: `GET ndr/all`,
 * `GET ndr/{awb}`, `POST ndr/{awb}/action` {action: fake-attempt | re-attempt | return, comments, and phone,
 * address1, address2, deferred_date for a (fake) re-attempt; remarks and proof for a fake attempt} answering 202
 * {status: "Data Updated Sucessfully"}); decision 220. A shipment enters NDR when the courier reports
 * UNDELIVERED (sr-status 21); a re-attempt sends the courier again on the deferred day (else after one tracking
 * step) and delivers a step later; a return starts RTO (sr-status 9).
 */

/** The published action values ("'fake-attempt' or 're-attempt' or 'return'"); a fake attempt is re-attempted. */
const NDR_ACTIONS = ['fake-attempt', 're-attempt', 'return'] as const;
type NdrActionName = (typeof NDR_ACTIONS)[number];

const UNDELIVERED = 21;
const OUT_FOR_DELIVERY = 17;
const DELIVERED = 7;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const IST_MS = 5.5 * 3_600_000;

export const isInNdr = (s: SimShipment) => s.activities.at(-1)?.srStatus === UNDELIVERED && !!s.ndr;

/** Records a failed attempt with the courier's reason (called when the shipment turns UNDELIVERED). */
export function raiseNdr(s: SimShipment, at: number, reason: string) {
  s.ndr ??= { id: 14_900_000 + s.shipmentId - 479_000_000, attempts: [], actions: [], reattemptAt: null };
  s.ndr.attempts.push({ at, reason });
  s.ndr.reattemptAt = null;
}

/** The row Shiprocket answers for a shipment in NDR (fields of the published sample). */
export function ndrRow(s: SimShipment) {
  const ndr = s.ndr!;
  const last = ndr.attempts.at(-1)!;
  const payload = s.payload;
  return {
    id: s.srOrderId,
    shipment_id: s.shipmentId,
    customer_name: `${payload.billing_customer_name} ${payload.billing_last_name}`.trim(),
    customer_email: payload.billing_email,
    customer_phone: String(payload.billing_phone),
    customer_address: payload.billing_address,
    customer_address_2: '',
    customer_city: payload.billing_city,
    customer_state: payload.billing_state,
    customer_pincode: String(payload.billing_pincode),
    payment_status: payload.payment_method === 'COD' ? '1' : '2',
    status: 'UNDELIVERED',
    status_code: 36,
    payment_method: payload.payment_method === 'COD' ? 'cod' : 'prepaid',
    created_at: formatIstSeconds(s.createdAt),
    reason: last.reason,
    attempts: ndr.attempts.length,
    ndr_raised_at: formatIstSeconds(last.at),
    courier: s.courier?.name ?? null,
    awb_code: s.awb,
    escalation_status: 'N/A',
    product_name: payload.order_items[0]?.name ?? '',
    product_price: String(payload.sub_total),
    history: ndr.attempts.map((attempt, index) => ({
      id: ndr.id * 10 + index,
      ndr_id: ndr.id,
      ndr_reason: attempt.reason,
      action_by: 3,
      ndr_attempt: index + 1,
      medium: null,
      ndr_push_status: 0,
      comment: ndr.actions.find((a) => a.at >= attempt.at)?.comments ?? '',
      sms_response: 'No Response',
      ndr_raised_at: formatIstSeconds(attempt.at),
    })),
    delivered_date: '',
  };
}

export const page = (rows: unknown[], perPage: number, current: number) => ({
  data: rows.slice((current - 1) * perPage, current * perPage),
  meta: {
    pagination: {
      total: rows.length,
      count: Math.min(perPage, Math.max(0, rows.length - (current - 1) * perPage)),
      per_page: perPage,
      current_page: current,
      total_pages: Math.max(1, Math.ceil(rows.length / perPage)),
      links: {},
    },
  },
});

/** 10:00 India time on a `yyyy-mm-dd` day: when the courier goes out again. */
export const morningOf = (day: string) => Date.parse(`${day}T10:00:00Z`) - IST_MS;

/** Validates an action as the API does; returns the field errors or the action to record. */
export function readAction(body: Record<string, unknown>, now: number) {
  const errors: Record<string, string[]> = {};
  const action = str(body.action);
  if (!action) errors.action = ['The action field is required.'];
  else if (!NDR_ACTIONS.includes(action as NdrActionName)) errors.action = ['The selected action is invalid.'];
  // A fake attempt (the seller disputes the courier's claimed attempt) needs its proof (published: "CONDITIONAL YES").
  if (action === 'fake-attempt') {
    if (!str(body.remarks)) errors.remarks = ['The remarks field is required when action is fake-attempt.'];
    if (!str(body.proof_image) && !str(body.proof_audio))
      errors.proof_image = ['The proof image field is required when proof audio is not present.'];
  }
  if (typeof body.comments !== 'string' || !body.comments.trim()) errors.comments = ['The comments field is required.'];
  const deferred = body.deferred_date === undefined ? null : str(body.deferred_date);
  if (deferred !== null) {
    const today = formatIstSeconds(now).slice(0, 10);
    if (!DATE_RE.test(deferred) || Number.isNaN(Date.parse(deferred)))
      errors.deferred_date = ['The deferred date does not match the format Y-m-d.'];
    else if (deferred < today) errors.deferred_date = ['The deferred date must be a date after or equal to today.'];
  }
  if (body.phone !== undefined && !/^\d{10}$/.test(str(body.phone))) errors.phone = ['The phone must be 10 digits.'];
  if (Object.keys(errors).length) return { errors };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    action: {
      at: now,
      action: action as NdrActionName,
      comments: String(body.comments),
      deferredDate: deferred,
      phone: text(body.phone),
      address1: text(body.address1),
      address2: text(body.address2),
    },
  };
}

/**
 * Moves re-attempted shipments on: out for delivery on their day, delivered one step later. Returns those that
 * moved. `push` adds a tracking activity.
 */
export function advanceReattempts(
  shipments: readonly SimShipment[],
  now: number,
  stepMs: number,
  push: (s: SimShipment, sr: number, at: number) => void,
): SimShipment[] {
  const moved: SimShipment[] = [];
  for (const s of shipments) {
    const due = s.ndr?.reattemptAt;
    if (due == null || due > now) continue;
    const last = s.activities.at(-1)?.srStatus;
    if (last === UNDELIVERED) push(s, OUT_FOR_DELIVERY, due);
    if (last === UNDELIVERED || (last === OUT_FOR_DELIVERY && due + stepMs <= now)) {
      if (due + stepMs <= now) {
        push(s, DELIVERED, due + stepMs);
        s.ndr!.reattemptAt = null;
      }
      moved.push(s);
    }
  }
  return moved;
}
