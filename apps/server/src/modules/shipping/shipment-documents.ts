import { SHIPPING_MESSAGES } from '@shop/shared/schemas/shipping';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { LabelFailure } from '@shop/shared/schemas/shipping-flow';
import { AppError, conflict, notFound } from '../../lib/errors';
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

/** Bulk labels: the PDF of those that could be printed (null if none) and why each other order could not. */
export interface BulkLabels {
  pdf: Buffer | null;
  failed: LabelFailure[];
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

  /** Each order's live shipment with its AWB, or the error that says why its label cannot be printed. */
  async function labelledShipments(viewer: OrderViewer, orderIds: string[]) {
    const printable: ShipmentRecord[] = [];
    const failed: { orderId: string; error: AppError }[] = [];
    for (const orderId of orderIds) {
      try {
        const shipment = await completeBooking(await liveShipment(viewer, orderId));
        if (!shipment.awbCode) throw conflict('No AWB yet (no courier assigned), so its label cannot be printed');
        printable.push(shipment);
      } catch (error) {
        // A refusal with a message (this order's, or Shiprocket's about it) is listed; a bug fails the batch.
        if (!(error instanceof AppError)) throw error;
        failed.push({ orderId, error });
      }
    }
    return { printable, failed };
  }

  const labelPdfOf = (shipments: ShipmentRecord[]) =>
    askProvider(
      'Shiprocket could not make the label',
      async () => {
        const { labelUrl } = await provider.generateLabel(shipments.map((s) => s.shipmentId!));
        return provider.downloadDocument(labelUrl);
      },
      'CONFLICT',
    );

  return {
    /** One PDF with the labels of these orders' shipments (a page each); each needs its AWB. */
    async labelsPdf(viewer: OrderViewer, orderIds: string[]): Promise<Buffer> {
      const { printable, failed } = await labelledShipments(viewer, orderIds);
      if (failed[0]) throw failed[0].error;
      return labelPdfOf(printable);
    },

    /**
     * Bulk "Print labels": the PDF of every order whose label can be printed, and each other order with the
     * reason (one order without an AWB no longer costs the whole batch). No PDF when none can be printed.
     */
    async bulkLabels(viewer: OrderViewer, orderIds: string[]): Promise<BulkLabels> {
      const { printable, failed } = await labelledShipments(viewer, orderIds);
      const failures = failed.map(({ orderId, error }) => ({
        orderId,
        orderNumber: formatOrderNumber(orderId),
        reason: error.message,
      }));
      return { pdf: printable.length > 0 ? await labelPdfOf(printable) : null, failed: failures };
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
