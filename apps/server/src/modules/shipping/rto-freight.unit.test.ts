import { describe, expect, it } from 'vitest';
import type { CourierOption, ServiceabilityQuery, ServiceabilityResponse } from '../../providers/shiprocket/types';
import { createRtoFreight } from './rto-freight';
import { silentLogger } from './shipping-errors';
import type { ShipmentRecord } from './shipping.types';

/*
 * What a return to origin cost (docs/decisions/251-return-freight-from-a-return-quote.md): the return leg from the
 * courier's return quote, and the forward-equals-return assumption only as a labelled fallback.
 */

const shipment = {
  orderId: 'order-1',
  courierCompanyId: 43,
  courierName: 'Delhivery Surface',
  weightKg: 0.5,
  lengthCm: 20,
  breadthCm: 15,
  heightCm: 10,
  tracking: null,
} as unknown as ShipmentRecord;

const courier = (id: number, name: string, rate: number): CourierOption => ({
  courier_company_id: id,
  courier_name: name,
  rate,
  cod: 1,
  etd: 'Dec 02, 2026',
  estimated_delivery_days: '3',
});
const answer = (couriers: CourierOption[]): ServiceabilityResponse => ({
  status: 200,
  data: { available_courier_companies: couriers },
});

function freightWith(provider: (query: ServiceabilityQuery) => Promise<ServiceabilityResponse>) {
  const asked: ServiceabilityQuery[] = [];
  const freight = createRtoFreight({
    repo: { orderForQuote: async () => ({ pincode: '400050', paymentMethod: 'cod', totalPaise: 1_499_00 }) },
    provider: {
      checkServiceability: (query) => {
        asked.push(query);
        return provider(query);
      },
    },
    pickup: async () => ({ pincode: '560001' }),
    log: silentLogger,
  });
  return { freight, asked };
}

describe('the freight of a return to origin', () => {
  it("takes the return leg from the courier's return quote (buyer -> shop, is_return with the declared value)", async () => {
    const { freight, asked } = freightWith(async (query) =>
      query.isReturn
        ? // A return quote lists the courier's reverse service under its own id: matched by brand.
          answer([courier(61, 'Delhivery Reverse', 88.5), courier(46, 'Shadowfax Reverse', 70)])
        : answer([courier(43, 'Delhivery Surface', 54), courier(10, 'Delhivery', 60)]),
    );
    expect(await freight.costOf(shipment)).toEqual({ forwardPaise: 54_00, returnPaise: 88_50, basis: 'return-quote' });
    expect(asked).toEqual([
      expect.objectContaining({ pickupPincode: '560001', deliveryPincode: '400050', cod: true }),
      expect.objectContaining({
        pickupPincode: '400050',
        deliveryPincode: '560001',
        cod: false,
        isReturn: true,
        declaredValue: 1499,
      }),
    ]);
  });

  it('falls back to "same as forward", labelled, when the return quote fails', async () => {
    const { freight } = freightWith(async (query) => {
      if (query.isReturn) throw new Error('Shiprocket unavailable');
      return answer([courier(43, 'Delhivery Surface', 54)]);
    });
    expect(await freight.costOf(shipment)).toEqual({
      forwardPaise: 54_00,
      returnPaise: 54_00,
      basis: 'same-as-forward',
    });
  });

  it('records no cost when neither quote names the courier', async () => {
    const { freight } = freightWith(async () => answer([courier(14, 'Ecom Express Surface', 70)]));
    expect(await freight.costOf(shipment)).toEqual({ forwardPaise: null, returnPaise: null, basis: 'unknown' });
  });
});
