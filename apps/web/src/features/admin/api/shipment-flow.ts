import {
  type CourierChoicesResponse,
  LABELS_FAILED_HEADER,
  type LabelFailure,
  labelFailuresFromHeader,
} from '@shop/shared/schemas/shipping-flow';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { downloadFile, downloadFileWithHeaders } from './download-file';
import type { PackageDimensions } from './ship-order';

export type { CourierChoicesResponse };
export type CourierChoice = CourierChoicesResponse['couriers'][number];

/**
 * GET /api/shiprocket/couriers/:id: the couriers for this parcel with Shiprocket's price and estimate. Without a
 * parcel, the order's weight from the catalogue and the default box.
 */
export function courierChoicesQueryOptions(orderId: string, parcel?: PackageDimensions) {
  return queryOptions({
    queryKey: ['admin', 'couriers', orderId, parcel ?? null],
    queryFn: ({ signal }) =>
      api.get<CourierChoicesResponse>(`/shiprocket/couriers/${orderId}`, {
        params: parcel ? { ...parcel } : {},
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The shipment's label PDF (Shiprocket's, with the AWB), saved as label-<order number>.pdf. */
export const downloadLabel = (order: Pick<Order, '_id' | 'orderNumber'>) =>
  downloadFile(`/shiprocket/label/${order._id}`, { fallbackName: `label-${order.orderNumber}.pdf` });

/**
 * Print labels: the labels of the selected orders that can be printed, in one PDF (POST /api/shiprocket/labels);
 * answers the orders left out, each with the reason.
 */
export async function downloadLabels(orderIds: readonly string[]): Promise<LabelFailure[]> {
  const headers = await downloadFileWithHeaders('/shiprocket/labels', {
    json: { order_ids: orderIds },
    fallbackName: `labels-${orderIds.length}.pdf`,
  });
  return labelFailuresFromHeader(headers.get(LABELS_FAILED_HEADER));
}

/** The pickup manifest PDF the courier signs when collecting the parcel. */
export const downloadManifest = (order: Pick<Order, '_id' | 'orderNumber'>) =>
  downloadFile(`/shiprocket/manifest/${order._id}`, { fallbackName: `manifest-${order.orderNumber}.pdf` });
