import type { Coupon, CouponPayload } from '@shop/shared/schemas/coupon';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const couponsKey = ['admin', 'coupons'] as const;

/** GET /api/admin/coupons (docs/decisions/135-coupons.md). */
export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: async () => (await api.get<{ coupons: Coupon[] }>('/admin/coupons')).coupons,
  });
}

/** Create (no id) or edit/disable (id) a coupon; the server audits each write. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: string; payload: CouponPayload }) =>
      id
        ? (await api.put<{ coupon: Coupon }>(`/admin/coupons/${id}`, payload)).coupon
        : (await api.post<{ coupon: Coupon }>('/admin/coupons', payload)).coupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
