import { SHIPPING_MESSAGES } from '@shop/shared/schemas/shipping';
import { conflict, notFound } from '../../lib/errors';
import type { ShippingProvider } from '../../providers/shiprocket/types';
import type { OrdersService, OrderViewer } from '../orders';
import { askProvider } from './shipping-errors';
import { CANCELLED, type ShipmentRecord, type ShippingRepository } from './shipping.repository';

export interface ShipmentDocumentsOptions {
  repo: ShippingRepository;
  provider: ShippingProvider;
  orders: Pick<OrdersService, 'getOrder'>;
  completeBooking: (shipment: ShipmentRecord) => Promise<ShipmentRecord>;
}

/** The papers of a shipment: labels and the pickup manifest, made by Shiprocket once the booking is complete. */
export function createShipmentDocuments({ repo, provider, orders, completeBooking }: ShipmentDocumentsOptions) {
  /** The order's live shipment (not cancelled, created at Shiprocket), or a clear 404/409. */
  async function liveShipment(viewer: OrderViewer, orderId: string): Promise<ShipmentRecord> {
    await orders.getOrder(viewer, orderId); // 404 for an unknown order
    const shipment = await repo.findLatestByOrderId(orderId);
    if (!shipment?.shipmentId) throw notFound(SHIPPING_MESSAGES.noShipment);
    if (shipment.status === CANCELLED) throw conflict('The shipment of this order was cancelled');
    return shipment;
  }

  return {
    /** One PDF with the labels of these orders' shipments (a page each); each needs its AWB. */
    async labelsPdf(viewer: OrderViewer, orderIds: string[]): Promise<Buffer> {
      const shipments: ShipmentRecord[] = [];
      for (const orderId of orderIds) {
        const shipment = await completeBooking(await liveShipment(viewer, orderId));
        if (!shipment.awbCode) throw conflict(`Order ${orderId} has no AWB yet: its label cannot be printed`);
        shipments.push(shipment);
      }
      return askProvider(
        'Shiprocket could not make the label',
        async () => {
          const { labelUrl } = await provider.generateLabel(shipments.map((s) => s.shipmentId!));
          return provider.downloadDocument(labelUrl);
        },
        'CONFLICT',
      );
    },

    /** The pickup manifest of an order's shipment (generated once at Shiprocket, printed again after). */
    async manifestPdf(viewer: OrderViewer, orderId: string): Promise<Buffer> {
      const shipment = await completeBooking(await liveShipment(viewer, orderId));
      if (!shipment.pickupScheduledAt) throw conflict('No pickup has been scheduled for this shipment yet');
      return askProvider(
        'Shiprocket could not make the manifest',
        async () => {
          const { manifestUrl } = await provider.generateManifest([shipment.shipmentId!], [shipment.providerOrderId!]);
          return provider.downloadDocument(manifestUrl);
        },
        'CONFLICT',
      );
    },
  };
}
