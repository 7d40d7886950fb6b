import type { CreateShipmentResponse, PackageDimensions } from '@shop/shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';
import { useOrderMutation } from './order-mutation';

/** Package dimensions (docs/product.md#data): centimetres and kilograms. */
export type { PackageDimensions };
export type ShipOrderResult = CreateShipmentResponse;

/**
 * Books the shipment of a packed order with the courier aggregator: POST /api/shiprocket/create-order with
 * our order id and the package. The server builds the rest of Shiprocket's payload from the stored order,
 * marks the order shipped with the shipment id as tracking number, and answers a repeat with the shipment
 * it already made (`existing`). 409 when the order is not packed; 502/422 with the courier's message.
 */
export async function shipOrder({
  order,
  dimensions,
  courierId,
}: {
  order: Pick<Order, '_id'>;
  dimensions: PackageDimensions;
  /** The courier the admin chose; omitted, Shiprocket's recommended one. */
  courierId?: number;
}): Promise<ShipOrderResult> {
  return api.post<ShipOrderResult>('/shiprocket/create-order', {
    order_id: order._id,
    ...dimensions,
    ...(courierId ? { courier_id: courierId } : {}),
  });
}

export function useShipOrder() {
  return useOrderMutation(shipOrder);
}
