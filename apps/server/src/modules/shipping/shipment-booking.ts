import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import type { ShippingProvider } from '../../providers/shiprocket/types';
import type { ShipmentFlowRepository } from './shipment-flow.repository';
import type { ShippingLogger } from './shipping-errors';
import { CANCELLED, type ShipmentRecord, type ShippingRepository } from './shipping.repository';

export interface BookingOptions {
  repo: ShippingRepository;
  flow: ShipmentFlowRepository;
  provider: ShippingProvider;
  log: ShippingLogger;
}

/**
 * The steps after a shipment exists at Shiprocket: the AWB, then the pickup request. Each may fail for now
 * (wallet, courier): the ship request goes on without it and the tracking poll finishes the booking later.
 */
export function createBooking({ repo, flow, provider, log }: BookingOptions) {
  /** AWB with the chosen courier; when Shiprocket cannot assign one now (wallet, courier), the poll tries again. */
  async function tryAssignAwb(shipment: ShipmentRecord, courierId?: number): Promise<ShipmentRecord> {
    if (shipment.awbCode || !shipment.shipmentId) return shipment;
    try {
      const awb = await provider.assignAwb({ shipmentId: shipment.shipmentId, courierId: courierId ?? shipment.courierCompanyId ?? undefined });
      await flow.setCourier(shipment.id, awb.courierCompanyId ? Number(awb.courierCompanyId) : (courierId ?? null));
      return (await repo.setAwb(shipment.id, { awbCode: awb.awbCode, courierName: awb.courierName })) ?? shipment;
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'AWB assignment failed; the tracking poll will retry');
      return shipment;
    }
  }

  /**
   * Shiprocket expects the manifest once the pickup is generated (its forward flow: pickup -> label and
   * manifest, docs/decisions/167-manifest-and-return-pickup.md). A failure is logged: the admin's Manifest button
   * generates it (or prints the one made) later.
   */
  async function tryGenerateManifest(shipment: ShipmentRecord): Promise<void> {
    try {
      await provider.generateManifest([shipment.shipmentId!], [shipment.providerOrderId!]);
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'manifest generation failed; the admin can generate it');
    }
  }

  /** Asks the courier to come (without a pickup request nobody collects the parcel); the poll retries. */
  async function tryRequestPickup(shipment: ShipmentRecord): Promise<ShipmentRecord> {
    if (!shipment.awbCode || !shipment.shipmentId || shipment.pickupScheduledAt || shipment.status === CANCELLED)
      return shipment;
    try {
      const pickup = await provider.generatePickup(shipment.shipmentId);
      const scheduledAt = parseShiprocketDate(pickup.pickupScheduledDate);
      const scheduled = (await flow.setPickup(shipment.id, { scheduledAt, token: pickup.pickupToken })) ?? shipment;
      await tryGenerateManifest(scheduled);
      return scheduled;
    } catch (error) {
      log.warn({ err: error, shipmentId: shipment.shipmentId }, 'pickup request failed; the tracking poll will retry');
      return shipment;
    }
  }

  const completeBooking = async (shipment: ShipmentRecord) => tryRequestPickup(await tryAssignAwb(shipment));

  return { tryAssignAwb, tryRequestPickup, completeBooking };
}

export type Booking = ReturnType<typeof createBooking>;
