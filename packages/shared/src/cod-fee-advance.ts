import { MIN_ONLINE_PAYMENT_PAISE } from './coupons';
import { formatPaise } from './money';
import { isFreeShipping, type ShippingRates } from './pricing';

/*
 * "Pay the COD fee now by UPI" (issue 37, docs/decisions/252-cod-fee-paid-in-advance.md): with the shop setting
 * on, a cash-on-delivery order pays its COD fee online when it is placed, and the courier collects the rest.
 * One rule for every reader: checkout's sentence, the Razorpay order's amount, the Shiprocket payload's
 * collectable amount, the label, the order pages, the mails and the invoice's "balance due on delivery".
 */

/** The COD fee these goods (after any coupon) pay at the shop's rates: nothing above the free-shipping line. */
export function codFeePaise(goodsPaise: number, rates: ShippingRates): number {
  return isFreeShipping(goodsPaise, rates) ? 0 : rates.codFeePaise;
}

/**
 * What a COD order asks in advance: its COD fee when the shop asks for it, else 0. A fee under Razorpay's
 * minimum (₹1) cannot be paid online, so such an order is plain cash on delivery.
 */
export function codFeeAdvancePaise(goodsPaise: number, rates: ShippingRates, isAsked: boolean): number {
  if (!isAsked || !rates.codEnabled) return 0;
  const fee = codFeePaise(goodsPaise, rates);
  return fee >= MIN_ONLINE_PAYMENT_PAISE ? fee : 0;
}

/** The facts of an order the split reads (paise; the paid time as a Date on the server, ISO text in the browser). */
export interface CodFeeAdvanceFacts {
  paymentMethod: string;
  totalPaise: number;
  /** The COD fee asked in advance when the order was placed; 0 for none. */
  codFeeAdvancePaise: number;
  codFeeAdvancePaidAt: Date | string | null;
}

export interface CodCollection {
  /** Paid online before dispatch (the COD fee), paise. */
  paidInAdvancePaise: number;
  /** What the courier collects at the door, paise: the order total less what was paid in advance. */
  dueOnDeliveryPaise: number;
}

/** A COD order that asked for its fee in advance and has not received it: it waits like an unpaid online order. */
export function awaitsCodFeeAdvance(order: Omit<CodFeeAdvanceFacts, 'totalPaise'>): boolean {
  return order.paymentMethod === 'cod' && order.codFeeAdvancePaise > 0 && !order.codFeeAdvancePaidAt;
}

/**
 * The one split of an order's total collected at the door: the COD fee paid in advance and the rest due on
 * delivery. An online-payment order has nothing due at the door (it ships only once paid).
 */
export function codCollection(order: CodFeeAdvanceFacts): CodCollection {
  if (order.paymentMethod === 'razorpay') return { paidInAdvancePaise: 0, dueOnDeliveryPaise: 0 };
  const paid = order.paymentMethod === 'cod' && order.codFeeAdvancePaidAt ? order.codFeeAdvancePaise : 0;
  return { paidInAdvancePaise: paid, dueOnDeliveryPaise: order.totalPaise - paid };
}

/** What the shop does with the fee (decision 252), said at checkout before the shopper places the order. */
export const COD_FEE_ADVANCE_REFUND_RULE =
  'The fee is refunded if the order is cancelled before dispatch or returned; it is not refunded if the parcel is refused or not accepted at delivery.';

/** Checkout's sentence: "Pay ₹X COD fee now by UPI; pay ₹Y on delivery." */
export function codFeeAdvanceSentence(feePaise: number, totalPaise: number): string {
  return `Pay ${formatPaise(feePaise)} COD fee now by UPI; pay ${formatPaise(totalPaise - feePaise)} on delivery.`;
}

/** The success page, My Orders and the mail: "₹Y to pay on delivery". */
export function dueOnDeliveryText(collection: CodCollection): string {
  return `${formatPaise(collection.dueOnDeliveryPaise)} to pay on delivery`;
}
