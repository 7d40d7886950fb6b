import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { CourierOption, ShippingProvider } from '../../providers/shiprocket/types';
import type { RtoOutcomesRepository } from './rto-outcomes.repository';
import type { ShippingLogger } from './shipping-errors';
import type { ShipmentRecord } from './shipping.types';
import { readSnapshot } from './tracking.mapper';

/** How the return freight of a recorded RTO was found (`rto_outcomes.return_freight_basis`, decision 251). */
export type ReturnFreightBasis = 'return-quote' | 'same-as-forward' | 'unknown';

export interface RtoFreight {
  forwardPaise: number | null;
  returnPaise: number | null;
  basis: ReturnFreightBasis;
}

interface RtoFreightOptions {
  repo: Pick<RtoOutcomesRepository, 'orderForQuote'>;
  provider: Pick<ShippingProvider, 'checkServiceability'>;
  pickup: () => Promise<{ pincode: string }>;
  log: ShippingLogger;
}

/**
 * The shipment's courier in a quote: by courier company id, else by name, else (a return quote lists the courier's
 * reverse service, e.g. "Delhivery Reverse" for "Delhivery Surface") by the brand, the first word of the name.
 */
function courierIn(couriers: readonly CourierOption[], id: number | null, name: string | null): CourierOption | null {
  const brand = (n: string) => n.trim().split(/\s+/)[0]!.toLowerCase();
  return (
    couriers.find((c) => id !== null && c.courier_company_id === id) ??
    couriers.find((c) => name !== null && c.courier_name === name) ??
    couriers.find((c) => name !== null && brand(c.courier_name) === brand(name)) ??
    null
  );
}

/**
 * What a return to origin cost (docs/decisions/251-return-freight-from-a-return-quote.md): the forward freight from
 * a serviceability quote for the shipment (shop -> buyer), the return freight from Shiprocket's return quote
 * (`is_return=1`, buyer -> shop) at the same courier. Only when the return quote fails or lacks the courier is the
 * return taken as equal to the forward freight, labelled `same-as-forward`; with no forward quote either, `unknown`.
 */
export function createRtoFreight({ repo, provider, pickup, log }: RtoFreightOptions) {
  async function quote(shipment: ShipmentRecord, leg: 'forward' | 'return'): Promise<number | null> {
    const order = await repo.orderForQuote(shipment.orderId);
    if (!order?.pincode) return null;
    const shopPincode = (await pickup()).pincode;
    const isReturn = leg === 'return';
    try {
      const answer = await provider.checkServiceability({
        pickupPincode: isReturn ? order.pincode : shopPincode,
        deliveryPincode: isReturn ? shopPincode : order.pincode,
        // The return leg carries no cash; Shiprocket wants the parcel's value with a return quote.
        cod: !isReturn && order.paymentMethod === 'cod',
        weightKg: shipment.weightKg,
        dimensionsCm: { length: shipment.lengthCm, breadth: shipment.breadthCm, height: shipment.heightCm },
        ...(isReturn ? { isReturn: true, declaredValue: paiseToRupees(order.totalPaise) } : {}),
      });
      const name = shipment.courierName ?? readSnapshot(shipment.tracking)?.courierName ?? null;
      const courier = courierIn(answer.data?.available_courier_companies ?? [], shipment.courierCompanyId, name);
      return courier ? rupeesToPaise(courier.rate) : null;
    } catch (error) {
      log.warn({ err: error, orderId: shipment.orderId, leg }, 'no freight quote for the returned parcel');
      return null;
    }
  }

  return {
    async costOf(shipment: ShipmentRecord): Promise<RtoFreight> {
      const forwardPaise = await quote(shipment, 'forward');
      const returnPaise = await quote(shipment, 'return');
      if (returnPaise !== null) return { forwardPaise, returnPaise, basis: 'return-quote' };
      if (forwardPaise !== null) return { forwardPaise, returnPaise: forwardPaise, basis: 'same-as-forward' };
      return { forwardPaise: null, returnPaise: null, basis: 'unknown' };
    },
  };
}
