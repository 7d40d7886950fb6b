import { businessDaysAfter } from './india-calendar';

/**
 * Returns and refunds as the shop's returns policy promises them (docs/decisions/120-return-window.md,
 * 121-return-refund-amount.md): one place for the window, the reasons and the refund amount, read by the server
 * and the storefront alike.
 */

/** A return may be requested up to 48 hours after delivery. */
export const RETURN_WINDOW_HOURS = 48;
export const RETURN_WINDOW_MS = RETURN_WINDOW_HOURS * 3_600_000;

/**
 * The policy's grounds for a return: a wrong, damaged or significantly different product, a delivery later than
 * promised, or a defect that shows only after the 48 hours (docs/decisions/179-policy-from-settings.md). The last
 * two usually come after the window: the shop opens those returns for the customer.
 */
export const RETURN_REASONS = [
  'wrong_item',
  'damaged',
  'not_as_described',
  'late_delivery',
  'defect_after_48h',
  'exchange_size',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_item: 'Wrong product delivered',
  damaged: 'Product arrived damaged',
  not_as_described: 'Significantly different from its description',
  late_delivery: 'Delivered later than promised',
  defect_after_48h: 'Defect found after the first 48 hours',
  exchange_size: 'Exchange for another size or colour',
};

/** Who pays the courier for a return pickup (admin Settings; shown on the returns policy). */
export const RETURN_SHIPPING_PAYERS = ['shop', 'customer'] as const;

/** Refunds are due this many business days after the return is received and verified (India calendar). */
export const REFUND_DUE_BUSINESS_DAYS = 15;

export const RETURN_STATUSES = [
  'requested',
  'rejected',
  'approved',
  'pickup_scheduled',
  'in_transit',
  'received',
  'refund_pending',
  'refunded',
  'exchanged',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  rejected: 'Return rejected',
  approved: 'Return approved',
  pickup_scheduled: 'Return pickup booked',
  in_transit: 'Return on its way back',
  received: 'Received and verified',
  refund_pending: 'Refund being processed',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
};

/**
 * Evidence: 1-5 photos, each at most 5 MB. Videos are not taken: the shop cannot strip a video's metadata
 * (location, device) or prove its container sound without a video toolchain (docs/decisions/155-return-evidence-photos-only.md).
 */
export const MAX_RETURN_PHOTOS = 5;
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_RETURN_PHOTO_BYTES = 5 * 1_048_576;

/** Until when a return of an order delivered at `deliveredAt` may be requested. */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_MS);
}

/** Whether `now` is still inside the return window of an order delivered at `deliveredAt`. */
export function isWithinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  return now.getTime() <= returnWindowEndsAt(deliveredAt).getTime();
}

export interface ReturnRefundLine {
  /** The price paid for one unit, GST included (paise). */
  unitPricePaise: number;
  /** Units returned. */
  quantity: number;
  /**
   * The returned units' own share of any discount or coupon on the order (paise), worked out by the caller.
   * Passed in, not computed here, so the discount rule stays with whoever owns discounts.
   */
  discountSharePaise: number;
}

/**
 * The returned units' share of their order line's discount (paise): the line's discount spread over its units,
 * counted cumulatively so that returning a line in several parts gives back exactly the line's discount in
 * total, never a paisa more or less (docs/decisions/121-return-refund-amount.md).
 */
export function returnedDiscountSharePaise({
  lineDiscountPaise,
  lineQuantity,
  alreadyReturned,
  quantity,
}: {
  lineDiscountPaise: number;
  lineQuantity: number;
  alreadyReturned: number;
  quantity: number;
}): number {
  if (lineDiscountPaise <= 0 || lineQuantity <= 0) return 0;
  const upTo = (units: number) => Math.round((lineDiscountPaise * Math.min(units, lineQuantity)) / lineQuantity);
  return upTo(alreadyReturned + quantity) - upTo(alreadyReturned);
}

/**
 * The refund of a returned line: what was paid for those units, less their share of any discount. Shipping
 * and COD fees are never part of it (they are not in the line). Integer paise, never negative.
 */
export function returnRefundPaise({ unitPricePaise, quantity, discountSharePaise }: ReturnRefundLine): number {
  if (!Number.isInteger(unitPricePaise) || !Number.isInteger(quantity) || !Number.isInteger(discountSharePaise)) {
    throw new RangeError('returnRefundPaise takes integer paise and units');
  }
  if (unitPricePaise < 0 || quantity < 0 || discountSharePaise < 0) {
    throw new RangeError('returnRefundPaise takes no negative amounts');
  }
  return Math.max(0, unitPricePaise * quantity - discountSharePaise);
}

/** The refund of a whole return request: the sum of its lines. */
export function returnRequestRefundPaise(lines: readonly ReturnRefundLine[]): number {
  return lines.reduce((sum, line) => sum + returnRefundPaise(line), 0);
}

/**
 * When the refund of a return received and verified at `receivedAt` is due: 15 business days later by the India
 * calendar (docs/decisions/178-refund-due-dates.md).
 */
export function refundDueAt(receivedAt: Date): Date {
  return businessDaysAfter(receivedAt, REFUND_DUE_BUSINESS_DAYS);
}

/** Whether a refund not yet paid is past its due date at `now`. */
export function isRefundOverdue(dueAt: Date | null, status: ReturnStatus, now: Date): boolean {
  if (!dueAt || status === 'refunded' || status === 'rejected') return false;
  return now.getTime() > dueAt.getTime();
}
