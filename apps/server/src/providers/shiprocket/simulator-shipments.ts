import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { COURIERS, str, type SimPickupLocation, type SimShipment } from './simulator-model';
import type { AdhocOrderPayload } from './types';

const FIRST_SR_ORDER_ID = 482_000_000;
const FIRST_SHIPMENT_ID = 479_000_000;

/** What the simulator keeps in its state file: every shipment it made, so no id or AWB is handed out twice. */
interface SavedShipments {
  shipments: SimShipment[];
  /** The next id to hand out (kept apart from the shipments: a control reset empties those, not the counter). */
  nextId?: number;
}

/**
 * The shipments saved by an earlier run (docs/decisions/168-shiprocket-simulator-state.md); none when there is no
 * file, and none (with a warning) when it cannot be read.
 */
function loadShipments(stateFile: string | undefined, warn: (message: string) => void): SavedShipments {
  if (!stateFile || !existsSync(stateFile)) return { shipments: [] };
  try {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as SavedShipments;
    return { shipments: Array.isArray(saved.shipments) ? saved.shipments : [], nextId: Number(saved.nextId) || 1 };
  } catch {
    warn('shiprocket simulator: could not read its saved state; starting empty');
    return { shipments: [] };
  }
}

/** The shipments the simulator has made: new orders and return orders, AWBs, and finding one by any id. */
export function createSimShipments(
  now: () => number,
  pickups: Record<string, SimPickupLocation>,
  persistence: { stateFile?: string; warn?: (message: string) => void } = {},
) {
  const { stateFile } = persistence;
  const saved = loadShipments(stateFile, persistence.warn ?? (() => undefined));
  const shipments: SimShipment[] = saved.shipments;
  // Ids go on after the highest one ever handed out, across restarts.
  let nextId = Math.max(saved.nextId ?? 1, ...shipments.map((s) => s.shipmentId - FIRST_SHIPMENT_ID + 1));

  /** Mirrors the shipments to the state file (written aside, then renamed: a crash leaves the old file whole). */
  function persist() {
    if (!stateFile) return;
    const saved: SavedShipments = { shipments, nextId };
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(saved), { mode: 0o600 });
    renameSync(`${stateFile}.tmp`, stateFile);
  }

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
      srOrderId: FIRST_SR_ORDER_ID + n,
      shipmentId: FIRST_SHIPMENT_ID + n,
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

  return { shipments, find, createOrder, assignAwb, createReturn, persist };
}
