import { type Coupon, type CouponPayload, couponInputSchema } from '@shop/shared/schemas/coupon';
import { toFieldErrors } from '../../../lib/form-errors';

/** The coupon form as typed: numbers and dates are text until saved. */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  maxDiscount: string;
  minOrderValue: string;
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  categoryId: string;
  active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minOrderValue: '',
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  categoryId: '',
  active: true,
};

const num = (v: string) => (v.trim() === '' ? null : Number(v));
/** A date picked in India time, as the start (00:00) or the end (next day 00:00) of that day. */
const istDay = (v: string, end = false) => {
  if (!v) return null;
  const d = new Date(`${v}T00:00:00+05:30`);
  if (end) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};
const dayOf = (iso: string | null, end = false) => {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 330 * 60_000 - (end ? 86_400_000 : 0));
  return d.toISOString().slice(0, 10);
};

export function toCouponPayload(v: CouponFormValues): CouponPayload {
  return {
    code: v.code,
    description: v.description,
    kind: v.kind,
    ...(v.kind === 'percent'
      ? { percentOff: num(v.value), maxDiscount: num(v.maxDiscount) }
      : { amountOff: num(v.value) }),
    minOrderValue: num(v.minOrderValue) ?? 0,
    startsAt: istDay(v.startsAt),
    endsAt: istDay(v.endsAt, true),
    totalLimit: num(v.totalLimit),
    perCustomerLimit: num(v.perCustomerLimit),
    firstOrderOnly: v.firstOrderOnly,
    categoryId: v.categoryId || null,
    active: v.active,
  };
}

export function couponToFormValues(c: Coupon): CouponFormValues {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: String(c.kind === 'percent' ? (c.percentOff ?? '') : (c.amountOff ?? '')),
    maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
    minOrderValue: c.minOrderValue ? String(c.minOrderValue) : '',
    startsAt: dayOf(c.startsAt),
    endsAt: dayOf(c.endsAt, true),
    totalLimit: c.totalLimit === null ? '' : String(c.totalLimit),
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    firstOrderOnly: c.firstOrderOnly,
    categoryId: c.categoryId ?? '',
    active: c.active,
  };
}

/** Each typed box's element id (after "coupon-"), in the order the form shows them. */
export const COUPON_FIELD_IDS = {
  code: 'code',
  value: 'value',
  maxDiscount: 'max',
  minOrderValue: 'min',
  startsAt: 'from',
  endsAt: 'until',
  totalLimit: 'total',
  perCustomerLimit: 'per-customer',
  description: 'description',
} as const;
export type CouponTextField = keyof typeof COUPON_FIELD_IDS;

const NUMBER_FIELDS = ['value', 'maxDiscount', 'minOrderValue', 'totalLimit', 'perCustomerLimit'] as const;
export const NOT_A_NUMBER = 'Enter a number, such as 10 or 99.50';

/** Where each of the API's fields is typed in the form: both amounts are the one "value" box. */
const FORM_FIELD_OF: Record<string, keyof CouponFormValues> = { percentOff: 'value', amountOff: 'value' };

/**
 * The coupon's problems by form field, checked by the same schema the server uses, so each message sits
 * beside the box it is about (a mistyped number says so rather than "expected number, received NaN").
 */
export function couponFieldErrors(values: CouponFormValues): Partial<Record<keyof CouponFormValues, string>> {
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  for (const key of NUMBER_FIELDS) if (Number.isNaN(num(values[key]))) errors[key] = NOT_A_NUMBER;
  const parsed = couponInputSchema.safeParse(toCouponPayload(values));
  if (parsed.success) return errors;
  for (const [path, message] of Object.entries(toFieldErrors(parsed.error))) {
    const field = FORM_FIELD_OF[path] ?? (path in values ? (path as keyof CouponFormValues) : undefined);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
