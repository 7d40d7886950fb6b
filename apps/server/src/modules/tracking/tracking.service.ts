import type { TrackingResponse } from '@shop/shared/schemas/order';
import type { OrdersService } from '../orders/orders.service';

/** Where tracking data comes from. Today our own order timestamps; the Shiprocket client will slot in here. */
export type TrackingOrderSource = Pick<OrdersService, 'findByTrackingNumber'>;
type OrderRecord = NonNullable<Awaited<ReturnType<OrdersService['findByTrackingNumber']>>>;

export interface TrackingServiceOptions {
  orders: TrackingOrderSource;
  /** Shown as the location of the events before delivery (the seller's dispatch state). */
  originLocation: string;
  courierName?: string;
}

/** Policy text: domestic delivery in 3-7 business days; the estimate takes the far end. */
const ESTIMATED_TRANSIT_MS = 7 * 86_400_000;

const SHIPMENT_STATUS: Record<OrderRecord['status'], string> = {
  pending: 'PENDING',
  packed: 'PROCESSED',
  shipped: 'SHIPPED',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
};

type HistoryEntry = TrackingResponse['tracking_data']['track_history'][number];

/**
 * SPEC.md's tracking shape for a tracking number. Status words follow the keywords the order dialog maps
 * (delivered, shipped, processed, ...); history is newest first.
 */
export function createTrackingService({ orders, originLocation, courierName = 'Standard Courier' }: TrackingServiceOptions) {
  return {
    async track(trackingNumber: string): Promise<TrackingResponse | null> {
      const order = await orders.findByTrackingNumber(trackingNumber);
      if (!order?.trackingNumber) return null;
      const destination = `${order.shippingAddress.city}, ${order.shippingAddress.state}`;
      const events: [Date | null, string, string][] = [
        [order.createdAt, 'Order placed', originLocation],
        [order.packedAt, 'Processed and packed', originLocation],
        [order.shippedAt, 'Shipped', originLocation],
        [order.deliveredAt, 'Delivered', destination],
        [order.cancelledAt, 'Cancelled', originLocation],
      ];
      const history: HistoryEntry[] = events
        .filter((e): e is [Date, string, string] => e[0] !== null)
        .sort((a, b) => b[0].getTime() - a[0].getTime())
        .map(([date, status, location]) => ({ status, location, updated_date: date.toISOString() }));
      const etd = order.deliveredAt
        ? order.deliveredAt.toISOString()
        : order.shippedAt && order.status === 'shipped'
          ? new Date(order.shippedAt.getTime() + ESTIMATED_TRANSIT_MS).toISOString()
          : null;
      return {
        tracking_data: {
          tracking_number: order.trackingNumber,
          courier_name: courierName,
          shipment_status: SHIPMENT_STATUS[order.status],
          etd,
          track_history: history,
        },
      };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
