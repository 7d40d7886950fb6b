import { countRtoOrders } from '@shop/shared/failed-delivery';
import type { ShippingProvider } from '../../providers/shiprocket/types';
import type { FailedDeliveriesRepository } from './failed-deliveries.repository';
import type { RtoOutcomesRepository } from './rto-outcomes.repository';
import type { ShippingLogger } from './shipping-errors';
import type { ShipmentRecord } from './shipping.types';
import { createRtoFreight } from './rto-freight';
import { readSnapshot } from './tracking.mapper';

interface RtoOutcomesOptions {
  repo: RtoOutcomesRepository;
  failed: Pick<FailedDeliveriesRepository, 'reasonsOf'>;
  provider: Pick<ShippingProvider, 'checkServiceability'>;
  pickup: () => Promise<{ pincode: string }>;
  log: ShippingLogger;
}

/**
 * Parcels returned to origin (issue 37): recorded once when tracking first shows the return, with the reason (the
 * last failed delivery's) and the cost: the forward freight quoted for the shipment's courier and the return freight
 * from the courier's return quote (docs/decisions/232-rto-cost.md, 251; rto-freight.ts). The stock comes back through the orders module's
 * "returned to seller" when the parcel is received (tracking-updates.ts), not here.
 */
export function createRtoOutcomes({ repo, failed, provider, pickup, log }: RtoOutcomesOptions) {
  const freight = createRtoFreight({ repo, provider, pickup, log });

  return {
    /** Tracking shows the parcel returning (or back): recorded once; its arrival noted once. */
    async noteReturn(shipment: ShipmentRecord, stage: string | undefined): Promise<void> {
      if (stage !== 'returning' && stage !== 'returned') return;
      const snapshot = readSnapshot(shipment.tracking);
      if (!(await repo.exists(shipment.id))) {
        const cost = await freight.costOf(shipment);
        const firstReturnEvent = [...(snapshot?.activities ?? [])]
          .reverse()
          .find((a) => a.srStatus !== null && [9, 10, 14, 40, 41, 46, 75, 78].includes(a.srStatus));
        await repo.insertOnce({
          shipmentId: shipment.id,
          orderId: shipment.orderId,
          reason: (await failed.reasonsOf([shipment.id])).get(shipment.id) ?? '',
          courierName: shipment.courierName ?? snapshot?.courierName ?? null,
          forwardFreightPaise: cost.forwardPaise,
          returnFreightPaise: cost.returnPaise,
          returnFreightBasis: cost.basis,
          initiatedAt: firstReturnEvent ? new Date(firstReturnEvent.at) : new Date(),
        });
      }
      if (stage === 'returned') {
        const back = snapshot?.activities.find((a) => a.srStatus === 10 || a.srStatus === 14);
        await repo.markReceived(shipment.id, back ? new Date(back.at) : new Date());
      }
    },

    /** How many of a buyer's orders came back undelivered (for "no cash on delivery after N returns"). */
    async countBuyerRtoOrders(buyer: { userId?: string | null; phone?: string | null }): Promise<number> {
      const rows = await repo.buyerOutcomes(buyer);
      return countRtoOrders(rows.map((r) => ({ orderId: r.order_id, returnedToOrigin: r.returned })));
    },
  };
}
