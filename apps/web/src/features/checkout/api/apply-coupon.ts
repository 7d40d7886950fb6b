import type { AppliedCoupon } from '@shop/shared/schemas/coupon';
import { api } from '../../../lib/api-client';

/** POST /api/coupons/apply: what a code takes off these lines, priced by the server (docs/decisions/135-coupons.md). */
export async function applyCoupon(
  code: string,
  items: { product: string; quantity: number }[],
): Promise<AppliedCoupon> {
  const { coupon } = await api.post<{ coupon: AppliedCoupon }>('/coupons/apply', { code, items });
  return coupon;
}
