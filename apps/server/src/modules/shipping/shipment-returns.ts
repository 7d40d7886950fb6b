import type { PackageDimensions } from '@shop/shared/schemas/shipping';
import { SR_STATUSES, srStatusLabel, toSrCode, type ShippingProvider } from '../../providers/shiprocket/types';
import type { CatalogService } from '../catalog';
import { DEFAULT_BOX_CM, parcelWeightKg } from './parcel';
import { buildReturnOrderPayload } from './shiprocket-payload';
import { askProvider, type ShippingLogger } from './shipping-errors';

interface ReturnShipmentsOptions {
  provider: ShippingProvider;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  log: ShippingLogger;
}

/** Reverse pickups of approved returns (docs/decisions/123-reverse-pickup.md). */
export function createReturnShipments({ provider, catalog, log }: ReturnShipmentsOptions) {
  /**
   * The collection's return flow schedules the reverse pickup with the AWB (its AWB answer carries the pickup
   * date) and lists no pickup call; the pickup is asked for all the same, so a courier comes under either reading
   * (docs/decisions/167-manifest-and-return-pickup.md). "Already in Pickup Queue" counts as asked; a failure is
   * logged, never undoes the booked return.
   */
  async function requestReturnPickup(shipmentId: string): Promise<void> {
    try {
      await provider.generatePickup(shipmentId);
    } catch (error) {
      log.warn({ err: error, shipmentId }, 'return pickup request failed; Shiprocket schedules it with the AWB');
    }
  }

  return {
    /**
     * Books the reverse pickup of a return: Shiprocket's `orders/create/return`, then an AWB for its shipment.
     * Called once per approval by the returns module (which records the answer under its guarded status
     * change); a failure is a clear 4xx/502 and books nothing.
     */
    async bookReturnPickup(input: Omit<Parameters<typeof buildReturnOrderPayload>[0], 'pkg'>): Promise<{
      providerOrderId: string;
      shipmentId: string;
      awbCode: string | null;
      status: string;
    }> {
      const pkg: PackageDimensions = { ...DEFAULT_BOX_CM, weight: await parcelWeightKg(catalog, input.lines) };
      const payload = buildReturnOrderPayload({ ...input, pkg });
      const created = await askProvider('Shiprocket did not book the return pickup', () =>
        provider.createReturnOrder(payload),
      );
      const shipmentId = String(created.shipment_id);
      let awbCode: string | null = null;
      try {
        awbCode = (await provider.assignAwb({ shipmentId })).awbCode;
      } catch (error) {
        // The return order exists; the AWB can be assigned later from Shiprocket's panel or a tracking refresh.
        log.warn({ err: error, shipmentId }, 'return order created without an AWB');
      }
      if (awbCode) await requestReturnPickup(shipmentId);
      return { providerOrderId: String(created.order_id), shipmentId, awbCode, status: created.status };
    },

    /** The latest state of a return's shipment: Shiprocket's status text, and whether it reached the shop. */
    async trackReturn(
      shipmentId: string,
    ): Promise<{ status: string | null; awbCode: string | null; delivered: boolean; moving: boolean }> {
      const data = await askProvider('Shiprocket did not answer the return tracking', () =>
        provider.trackShipment(shipmentId),
      );
      const code = toSrCode(data.shipment_status);
      const track = data.shipment_track?.[0];
      const stage = code === null ? undefined : SR_STATUSES[code]?.stage;
      return {
        status: (code === null ? undefined : srStatusLabel(code)) ?? track?.current_status ?? null,
        awbCode: track?.awb_code ? String(track.awb_code) : null,
        delivered: stage === 'delivered',
        moving: stage === 'in-transit' || stage === 'delivered',
      };
    },
  };
}
