import { z } from 'zod';
import { isWholePaise } from '../money';

/** Admin coupon form and API shapes (docs/decisions/135-coupons.md). Amounts are rupees in the API. */
export const COUPON_FORM_MESSAGES = {
  code: 'Code: 3 to 30 letters, digits, - or _',
  percent: 'Percentage: a whole number from 1 to 100',
  amount: 'Amount off must be at least ₹1',
  paise: 'Amounts are in rupees with at most 2 decimals',
  dates: 'The end date must be after the start date',
  year: 'Dates must be between the years 2000 and 9999',
  limit: 'Limits are whole numbers from 1 to 1,000,000',
} as const;

const rupees = z.number().min(0).max(10_000_000).refine(isWholePaise, COUPON_FORM_MESSAGES.paise);
const optionalLimit = z
  .number()
  .int(COUPON_FORM_MESSAGES.limit)
  .min(1, COUPON_FORM_MESSAGES.limit)
  // The columns are PostgreSQL integers; no shop needs a limit above a million (beyond int4 it was a 500).
  .max(1_000_000, COUPON_FORM_MESSAGES.limit)
  .nullable()
  .optional();
const optionalDate = z.iso
  .datetime({ offset: true })
  // Year 0 passed the format and then failed in the database (a 500); a coupon's dates are this era's.
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 9999;
  }, COUPON_FORM_MESSAGES.year)
  .nullable()
  .optional();

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, COUPON_FORM_MESSAGES.code)
      .transform((c) => c.toUpperCase()),
    description: z.string().trim().max(200).default(''),
    kind: z.enum(['percent', 'fixed']),
    percentOff: z
      .number()
      .int(COUPON_FORM_MESSAGES.percent)
      .min(1, COUPON_FORM_MESSAGES.percent)
      .max(100, COUPON_FORM_MESSAGES.percent)
      .nullable()
      .optional(),
    amountOff: rupees.nullable().optional(),
    maxDiscount: rupees.nullable().optional(),
    minOrderValue: rupees.default(0),
    startsAt: optionalDate,
    endsAt: optionalDate,
    totalLimit: optionalLimit,
    perCustomerLimit: optionalLimit,
    firstOrderOnly: z.boolean().default(false),
    categoryId: z.guid().nullable().optional(),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && !c.percentOff)
      ctx.addIssue({ code: 'custom', message: COUPON_FORM_MESSAGES.percent, path: ['percentOff'] });
    if (c.kind === 'fixed' && !(c.amountOff && c.amountOff >= 1))
      ctx.addIssue({ code: 'custom', message: COUPON_FORM_MESSAGES.amount, path: ['amountOff'] });
    if (c.startsAt && c.endsAt && new Date(c.endsAt) <= new Date(c.startsAt)) {
      ctx.addIssue({ code: 'custom', message: COUPON_FORM_MESSAGES.dates, path: ['endsAt'] });
    }
  });
export type CouponInput = z.output<typeof couponInputSchema>;
export type CouponPayload = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  minOrderValue: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  categoryId: z.string().nullable(),
  active: z.boolean(),
  usedCount: z.number(),
  summary: z.string(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.object({ coupons: z.array(couponSchema) });

/** Checkout asks what a code takes off its cart; the order repeats the check when it is placed. */
export const applyCouponSchema = z.object({
  code: z.string().trim().min(1, 'Enter a coupon code').max(40),
  items: z
    .array(z.object({ product: z.guid('Invalid product id'), quantity: z.number().int().min(1).max(100) }))
    .min(1, 'Your cart is empty')
    .max(50),
});
export type ApplyCouponPayload = z.input<typeof applyCouponSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  summary: z.string(),
  /** Rupees taken off the goods. */
  discount: z.number(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;
