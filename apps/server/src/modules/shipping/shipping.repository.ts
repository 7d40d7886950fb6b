import type { Db } from '../../db/client';
import { createShipmentCreationRepository } from './shipment-creation.repository';
import { createShipmentLookupRepository } from './shipment-lookup.repository';
import { createShipmentTrackingRepository } from './shipment-tracking.repository';
export type { ShipmentRecord } from './shipping.types';

export { CANCELLED, CREATING, FINAL_STATUSES } from './shipment-status';
export type { CreationClaim } from './shipment-creation.repository';

export function createShippingRepository(db: Db) {
  return {
    ...createShipmentCreationRepository(db),
    ...createShipmentLookupRepository(db),
    ...createShipmentTrackingRepository(db),
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
