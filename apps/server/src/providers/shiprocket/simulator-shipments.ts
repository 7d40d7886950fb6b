import { COURIERS, str, type SimPickupLocation, type SimShipment } from './simulator-model';
import type { AdhocOrderPayload } from './types';

/** The shipments the simulator has made: new orders and return orders, AWBs, and finding one by any id. */
export function createSimShipments(now: () => number, pickups: Record<string, SimPickupLocation>) {
  const shipments: SimShipment[] = [];
  let nextId = 1;

  function find(ref: { awb?: unknown; shipmentId?: unknown; srOrderId?: unknown }): SimShipment | undefined {
    return shipments.find(
      (s) =>
        (ref.awb != null && s.awb === str(ref.awb)) ||
        (ref.shipmentId != null && String(s.shipmentId) === str(ref.shipmentId)) ||
        (ref.srOrderId != null && String(s.srOrderId) === str(ref.srOrderId)),
    );
  }

  function createOrder(payload: AdhocOrderPayload): SimShipment {
    const n = nextId++;
    // No idempotency, like the real API: the same order_id twice makes two shipments.
    const s: SimShipment = {
      srOrderId: 482_000_000 + n,
      shipmentId: 479_000_000 + n,
      channelOrderId: String(payload.order_id),
      payload,
      createdAt: now(),
      awb: null,
      courier: null,
      awbAssignedAt: null,
      pickupRequestedAt: null,
      pickupScheduledAt: null,
      manifestedAt: null,
      cancelled: false,
      activities: [],
      step: -1,
    };
    shipments.push(s);
    return s;
  }

  function assignAwb(s: SimShipment, courierId?: number) {
    if (!s.awb) {
      const courier = COURIERS.find((c) => c.id === courierId) ?? COURIERS[0];
      s.courier = { id: courier.id, name: courier.name };
      s.awb = `1410${String(11_000_000_000 + s.shipmentId).slice(-10)}`;
      s.awbAssignedAt = now();
    }
    return s;
  }

  /** A return order as a shipment the simulator moves like any other (pickup at the customer, to the shop). */
  function createReturn(payload: Record<string, unknown>): SimShipment {
    const pickupName = Object.keys(pickups)[0] ?? 'Home';
    const s = createOrder({
      order_id: str(payload.order_id),
      order_date: str(payload.order_date),
      pickup_location: pickupName,
      billing_customer_name: str(payload.shipping_customer_name),
      billing_last_name: str(payload.shipping_last_name),
      billing_address: str(payload.shipping_address),
      billing_city: str(payload.shipping_city),
      billing_pincode: str(payload.shipping_pincode),
      billing_state: str(payload.shipping_state),
      billing_country: str(payload.shipping_country),
      billing_email: str(payload.shipping_email),
      billing_phone: str(payload.shipping_phone),
      shipping_is_billing: true,
      order_items: payload.order_items as AdhocOrderPayload['order_items'],
      payment_method: 'Prepaid',
      sub_total: Number(payload.sub_total),
      length: Number(payload.length),
      breadth: Number(payload.breadth),
      height: Number(payload.height),
      weight: Number(payload.weight),
    });
    s.isReturn = true;
    return s;
  }

  return { shipments, find, createOrder, assignAwb, createReturn };
}
