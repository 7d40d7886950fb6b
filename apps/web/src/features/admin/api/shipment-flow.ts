import type { CourierChoicesResponse } from '@shop/shared/schemas/shipping-flow';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { downloadFile } from './download-file';

export type { CourierChoicesResponse };
export type CourierChoice = CourierChoicesResponse['couriers'][number];

/** GET /api/shiprocket/couriers/:id: the couriers for this parcel with Shiprocket's price and estimate. */
export function courierChoicesQueryOptions(orderId: string, weightKg: number) {
  return queryOptions({
    queryKey: ['admin', 'couriers', orderId, weightKg],
    queryFn: ({ signal }) =>
      api.get<CourierChoicesResponse>(`/shiprocket/couriers/${orderId}`, { params: { weight: weightKg }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The shipment's label PDF (Shiprocket's, with the AWB), saved as label-<order number>.pdf. */
export const downloadLabel = (order: Pick<Order, '_id' | 'orderNumber'>) =>
  downloadFile(`/shiprocket/label/${order._id}`, { fallbackName: `label-${order.orderNumber}.pdf` });

/** The pickup manifest PDF the courier signs when collecting the parcel. */
export const downloadManifest = (order: Pick<Order, '_id' | 'orderNumber'>) =>
  downloadFile(`/shiprocket/manifest/${order._id}`, { fallbackName: `manifest-${order.orderNumber}.pdf` });
