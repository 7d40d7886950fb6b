import { formatPaise } from './money';
import { type Words, words } from './shopper-words';

/**
 * Coupon rules (docs/decisions/135-coupons.md): which coupon applies to a cart, what it takes off and how that
 * discount is shared among the lines. Pure, so the server (the only authority) and tests apply the same rule.
 */
export interface CouponRule {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffPaise: number | null;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  categoryId: string | null;
  active: boolean;
  usedCount: number;
}

export interface CouponLine {
  /** GST-inclusive value of the line (unit price x quantity), paise. */
  amountPaise: number;
  categoryId: string | null;
}

export interface CouponContext {
  now: Date;
  /** Orders this customer placed before that were not cancelled. */
  priorOrders: number;
  /** This customer's uses of the coupon that still count (not released). */
  customerUses: number;
  /** The category a restricted coupon needs, for the message. */
  categoryName?: string | null;
}

/** Razorpay's smallest payment: an online order below it could never be paid. */
export const MIN_ONLINE_PAYMENT_PAISE = 100;

/** Static texts and ICU templates, worded in the shopper's language by the server (docs/decisions/203). */
export const COUPON_MESSAGES = {
  nothingToPayOnline:
    'With this coupon the order comes to less than ₹1, which cannot be paid online. Choose cash on delivery to place it.',
  unknown: 'This coupon code is not valid. Please check the code and try again.',
  inactive: 'This coupon is no longer available.',
  notStarted: 'This coupon can be used from {date}.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been fully used. Please try another code.',
  perCustomer:
    '{limit, plural, one {You have already used this coupon.} other {You have already used this coupon # times.}}',
  firstOrderOnly: 'This coupon is only for your first order.',
  minOrder: 'Add items worth {short} more to use this coupon (minimum order {min}).',
  category: 'This coupon does not apply to the items in your cart.',
  categoryNamed: 'This coupon applies only to {name} products, and your cart has none.',
  signIn: 'Please sign in to use a coupon.',
  /** A coupon's value as checkout names it (describeCoupon is the admin's English). */
  percentOff: '{percent}% off',
  percentOffUpTo: '{percent}% off (up to {max})',
  amountOff: '{amount} off',
} as const;

export type CouponCheck =
  { ok: true; discountPaise: number; lineDiscountsPaise: number[] } | { ok: false; message: Words };

/**
 * Shares `total` among lines in proportion to their amounts, rounding down and handing the leftover paise
 * to the largest remainders (ties to the earlier line), so the shares add up exactly to `total`.
 */
export function shareByAmount(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum <= 0 || total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (total * a) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Checks every rule in a fixed order and prices the coupon; the first rule that fails is the message. */
export function checkCoupon(coupon: CouponRule, lines: readonly CouponLine[], context: CouponContext): CouponCheck {
  const refused = (template: string, values?: Parameters<typeof words>[1]): CouponCheck => ({
    ok: false,
    message: words(template, values),
  });
  if (!coupon.active) return refused(COUPON_MESSAGES.inactive);
  if (coupon.startsAt && context.now < coupon.startsAt) {
    return refused(COUPON_MESSAGES.notStarted, { date: { day: coupon.startsAt } });
  }
  if (coupon.endsAt && context.now >= coupon.endsAt) return refused(COUPON_MESSAGES.expired);
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return refused(COUPON_MESSAGES.usedUp);
  if (coupon.perCustomerLimit !== null && context.customerUses >= coupon.perCustomerLimit) {
    return refused(COUPON_MESSAGES.perCustomer, { limit: coupon.perCustomerLimit });
  }
  if (coupon.firstOrderOnly && context.priorOrders > 0) return refused(COUPON_MESSAGES.firstOrderOnly);
  const subtotal = lines.reduce((s, l) => s + l.amountPaise, 0);
  if (subtotal < coupon.minOrderPaise) {
    return refused(COUPON_MESSAGES.minOrder, {
      short: { paise: coupon.minOrderPaise - subtotal },
      min: { paise: coupon.minOrderPaise },
    });
  }
  const eligible = lines.map((l) =>
    coupon.categoryId === null || l.categoryId === coupon.categoryId ? l.amountPaise : 0,
  );
  const eligibleTotal = eligible.reduce((s, a) => s + a, 0);
  if (eligibleTotal <= 0) {
    return context.categoryName
      ? refused(COUPON_MESSAGES.categoryNamed, { name: context.categoryName })
      : refused(COUPON_MESSAGES.category);
  }
  let discount =
    coupon.kind === 'percent'
      ? Math.round((eligibleTotal * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffPaise ?? 0);
  if (coupon.maxDiscountPaise !== null) discount = Math.min(discount, coupon.maxDiscountPaise);
  discount = Math.min(discount, eligibleTotal);
  return { ok: true, discountPaise: discount, lineDiscountsPaise: shareByAmount(discount, eligible) };
}

/** "10% off (up to ₹200)" / "₹100 off": how the shop and the checkout name a coupon's value. */
export function describeCoupon(
  coupon: Pick<CouponRule, 'kind' | 'percentOff' | 'amountOffPaise' | 'maxDiscountPaise'>,
): string {
  if (coupon.kind === 'percent') {
    const cap = coupon.maxDiscountPaise !== null ? ` (up to ${formatPaise(coupon.maxDiscountPaise)})` : '';
    return `${coupon.percentOff ?? 0}% off${cap}`;
  }
  return `${formatPaise(coupon.amountOffPaise ?? 0)} off`;
}

/** The same in the shopper's words: what checkout shows once the coupon is applied. */
export function couponValueWords(
  coupon: Pick<CouponRule, 'kind' | 'percentOff' | 'amountOffPaise' | 'maxDiscountPaise'>,
): Words {
  if (coupon.kind !== 'percent')
    return words(COUPON_MESSAGES.amountOff, { amount: { paise: coupon.amountOffPaise ?? 0 } });
  const percent = coupon.percentOff ?? 0;
  return coupon.maxDiscountPaise !== null
    ? words(COUPON_MESSAGES.percentOffUpTo, { percent, max: { paise: coupon.maxDiscountPaise } })
    : words(COUPON_MESSAGES.percentOff, { percent });
}

/** Codes are matched without regard to case or surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
