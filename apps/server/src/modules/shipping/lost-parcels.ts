import { SHIPPING_MESSAGES } from '@shop/shared/schemas/shipping';
import { AppError, notFound } from '../../lib/errors';
import { srStage } from '../../providers/shiprocket/types';
import type { OrdersService, OrderViewer } from '../orders';
import type { ShippingRepository } from './shipping.repository';
import { readSnapshot } from './tracking.mapper';

interface LostParcelsOptions {
  repo: Pick<ShippingRepository, 'findLatestByOrderId'>;
  orders: Pick<OrdersService, 'getOrder' | 'closeLostParcel'>;
}

export const LOST_PARCEL_MESSAGES = {
  notLost:
    'Only a parcel the courier reported lost, destroyed, damaged or disposed of can be settled here. Track the shipment for its latest status.',
} as const;

/** What the customer reads on the closed order. */
const lostReason = (status: string) =>
  `The courier reported your parcel as ${status.toLowerCase()}. We have closed the order; any payment you made is refunded in full.`;

/**
 * A parcel the courier lost (or destroyed, damaged, disposed of): the admin's "Open a claim / refund the customer"
 * (docs/decisions/166-every-shipment-status.md). The claim itself is filed in Shiprocket's panel (no public API);
 * here the order is closed without its stock coming back and a paid order is refunded through the payments
 * module's cancel hook, once however often the admin presses.
 */
export function createLostParcels({ repo, orders }: LostParcelsOptions) {
  return {
    async settleLostParcel(viewer: OrderViewer, orderId: string) {
      await orders.getOrder(viewer, orderId); // 404 for an unknown order
      const shipment = await repo.findLatestByOrderId(orderId);
      if (!shipment) throw notFound(SHIPPING_MESSAGES.noShipment);
      if (srStage(readSnapshot(shipment.tracking)?.srStatus) !== 'lost')
        throw new AppError('CONFLICT', LOST_PARCEL_MESSAGES.notLost);
      const order = await orders.closeLostParcel(orderId, lostReason(shipment.status));
      const refund =
        order.paymentStatus === 'refunded' ? 'refunded' : order.paymentStatus === 'paid' ? 'pending' : 'not-needed';
      return { shipment, order, refund } as const;
    },
  };
}
