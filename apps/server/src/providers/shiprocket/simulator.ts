import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  createFaultPlan,
  parseFaultSpec,
  type FaultMode,
  type FaultPlan,
  type FaultSpec,
} from '../simulator-faults';
import { SIM_DEV_CREDENTIALS } from './constants';
import { formatEtdDay, formatIstSeconds, formatWebhookTimestamp } from './dates';
import { renderLabels, renderManifest, type SimLabelShipment } from './simulator-documents';
import {
  SR_FORWARD_SEQUENCE,
  SR_STATUSES,
  srStatusLabel,
  type AdhocOrderPayload,
  type CourierOption,
  type TrackActivity,
  type TrackingWebhook,
} from './types';

/**
 * A Shiprocket stand-in that speaks the real API over HTTP (docs/providers.md): login and bearer tokens (401 on a
 * stale one), adhoc orders with 422 validation bodies, AWBs, tracking that walks the sr-status sequence to
 * DELIVERED as time passes, cancellation, serviceability, and tracking webhooks. Under `/__sim` (only when
 * `control` is on) tests steer it: faults, forced statuses, expired tokens, webhook re-sends, its state.
 */

export interface SimPickupLocation {
  pincode: string;
  city: string;
  state: string;
}

export interface ShiprocketSimulatorOptions {
  email: string;
  password: string;
  /** Time between two tracking steps once an AWB is assigned; 0 = only `/__sim/advance` moves shipments. */
  stepMs: number;
  /**
   * The account's pickup locations. A function is asked before each new shipment and what it answers is added
   * (the simulator mounted in the shop mirrors the pickup address saved in the shop settings, as a merchant
   * registers a new address with Shiprocket; addresses added earlier stay, as they do in a real account).
   */
  pickupLocations?: Record<string, SimPickupLocation> | (() => Promise<Record<string, SimPickupLocation>>);
  /** Where tracking webhooks go (a function when the URL is known only after listen). */
  webhookUrl?: string | (() => string | undefined);
  webhookKey?: string;
  /** Expose the `/__sim` control routes. */
  control?: boolean;
  /** Answer only callers on this machine (the simulator mounted inside a public server). */
  loopbackOnly?: boolean;
  tokenTtlMs?: number;
  now?: () => number;
  /** The fault plan to use, so the code that mounts the simulator can steer it without HTTP. */
  faults?: ShiprocketFaultPlan;
}

/** Every endpoint, by name, for fault injection. */
export const SHIPROCKET_SIM_OPS = [
  'login',
  'create',
  'awb',
  'track',
  'cancel',
  'serviceability',
  'pickup',
  'label',
  'manifest',
  'orders',
] as const;
type Op = (typeof SHIPROCKET_SIM_OPS)[number];
export type ShiprocketSimOp = Op;
export type ShiprocketFaultPlan = FaultPlan<Op>;

/** Shiprocket's answer to a server error, and JSON that is no Shiprocket answer at all. */
export function createShiprocketFaultPlan(): ShiprocketFaultPlan {
  return createFaultPlan<Op>({
    error: (status) => ({ message: 'Server Error', status_code: status }),
    wrongShape: { data: 'unexpected', tracking_data: 'none', token: 42, shipment_id: { nested: true } },
  });
}

/**
 * The control route's fault, also in the older form without `mode`: a status is an error answer, a body alone
 * a wrong-shape 200, a delay alone a slow answer.
 */
function faultFromControl(body: Record<string, unknown>): { spec: FaultSpec<Op> } | { error: string } {
  if (body.mode !== undefined) return parseFaultSpec(body, SHIPROCKET_SIM_OPS);
  const mode: FaultMode = typeof body.status === 'number' ? 'error' : body.body !== undefined ? 'wrong-shape' : 'slow';
  return parseFaultSpec({ ...body, mode }, SHIPROCKET_SIM_OPS);
}

interface SimActivity {
  at: number;
  srStatus: number;
  activity: string;
  location: string;
  code: string;
}

interface SimShipment {
  srOrderId: number;
  shipmentId: number;
  channelOrderId: string;
  payload: AdhocOrderPayload;
  createdAt: number;
  awb: string | null;
  courier: { id: number; name: string } | null;
  awbAssignedAt: number | null;
  /** When a pickup was requested (courier/generate/pickup): the courier comes, and the parcel moves, only after. */
  pickupRequestedAt: number | null;
  pickupScheduledAt: number | null;
  manifestedAt: number | null;
  cancelled: boolean;
  activities: SimActivity[];
  /** Index into SR_FORWARD_SEQUENCE of the last forward step taken; -1 before the first. */
  step: number;
  /** A return order (orders/create/return): picked up at the customer, delivered to the shop; no webhooks. */
  isReturn?: boolean;
}

interface WebhookDelivery {
  url: string;
  status: number | 'error';
  body: TrackingWebhook;
  at: number;
}

const COURIERS = [
  { id: 10, name: 'Delhivery Surface', cod: 1, base: 60, perKg: 40, extraDays: 1 },
  { id: 24, name: 'Xpressbees Surface', cod: 1, base: 55, perKg: 45, extraDays: 1 },
  { id: 51, name: 'Blue Dart Air', cod: 0, base: 110, perKg: 70, extraDays: 0 },
  { id: 142, name: 'India Post Speed Post', cod: 0, base: 45, perKg: 30, extraDays: 3 },
] as const;

const STEP_TEXT: Record<number, { activity: string; code: string }> = {
  5: { activity: 'Manifest generated', code: 'MAN' },
  19: { activity: 'Out for pickup', code: 'OFP' },
  42: { activity: 'Shipment picked up', code: 'PKD' },
  6: { activity: 'Shipment dispatched from origin facility', code: 'SHP' },
  18: { activity: 'In transit', code: 'IT' },
  38: { activity: 'Reached destination hub', code: 'RAD' },
  17: { activity: 'Out for delivery', code: 'OFD' },
  7: { activity: 'Delivered', code: 'DLVD' },
  8: { activity: 'Shipment cancelled', code: 'CAN' },
  9: { activity: 'Return to origin initiated', code: 'RTO' },
  10: { activity: 'Returned to seller', code: 'RTD' },
  21: { activity: 'Consignee not available', code: 'UD' },
};
const TERMINAL = new Set([7, 8, 10]);
/** Once one of these happened the courier has the parcel: Shiprocket no longer cancels. */
const PICKED_UP_OR_LATER = new Set([42, 6, 18, 38, 17, 7, 9, 10, 21]);

const PIN_RE = /^[1-9]\d{5}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// `yyyy-mm-dd`, the time optional (Shiprocket's API reference: "Time is additional").
const ORDER_DATE_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

const INVALID = 'Oops! Invalid Data.';
/** Shiprocket limits billing_city to 30 characters (docs/providers.md). */
const MAX_CITY = 30;

/**
 * A webhook's `current_status_id` numbers statuses differently from `shipment_status_id` (the published sample:
 * IN TRANSIT is 20 and 18). The simulator uses the sample's pair and, for every other status, an id two above
 * the shipment status, so a mapper reading the wrong field gets the wrong status.
 */
export function simCurrentStatusId(srStatus: number): number {
  return srStatus === 18 ? 20 : srStatus + 2;
}
const NO_ACTIVITY = 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const human = (field: string) => field.replaceAll('_', ' ');
/** A JSON scalar as text; objects and arrays are not ids or codes. */
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** Simulator state and behaviour, apart from HTTP, so the routes stay thin. */
function createSimState(options: ShiprocketSimulatorOptions) {
  const now = options.now ?? Date.now;
  const tokenTtl = options.tokenTtlMs ?? 10 * 86_400_000;
  const pickups: Record<string, SimPickupLocation> =
    typeof options.pickupLocations === 'object'
      ? { ...options.pickupLocations }
      : typeof options.pickupLocations === 'function'
        ? {}
        : { Home: { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' } };
  async function refreshPickups(): Promise<void> {
    if (typeof options.pickupLocations === 'function') Object.assign(pickups, await options.pickupLocations());
  }
  /** The last serviceability questions (pickup and delivery PIN), for tests and the control state. */
  const serviceabilityQueries: { pickup_postcode: string; delivery_postcode: string }[] = [];
  let stepMs = options.stepMs;
  let webhookUrl = options.webhookUrl;
  let webhookKey = options.webhookKey;
  const tokens = new Map<string, number>();
  const shipments: SimShipment[] = [];
  const faults = options.faults ?? createShiprocketFaultPlan();
  const webhooks: WebhookDelivery[] = [];
  const calls: Record<string, number> = {};
  let logins = 0;
  let nextId = 1;

  function pickupOf(s: SimShipment): SimPickupLocation {
    return pickups[s.payload.pickup_location] ?? { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' };
  }

  function zoneDays(from: string, to: string): number {
    if (from.slice(0, 3) === to.slice(0, 3)) return 2;
    if (from.slice(0, 2) === to.slice(0, 2)) return 3;
    if (from[0] === to[0]) return 4;
    return 5;
  }

  function locationFor(s: SimShipment, sr: number): string {
    const pickup = pickupOf(s);
    if ([5, 19, 42, 6, 8, 10].includes(sr)) return `${pickup.city}, ${pickup.state}`;
    if (sr === 18) return `${pickup.city} Gateway Hub`;
    return `${s.payload.billing_city}, ${s.payload.billing_state}`;
  }

  function pushActivity(s: SimShipment, sr: number, at: number, text?: string): SimActivity {
    const base = STEP_TEXT[sr] ?? { activity: srStatusLabel(sr) ?? `Status ${sr}`, code: String(sr) };
    // Real couriers name the receiver; the shop must not leak this on its public tracking page.
    const activity = text ?? (sr === 7 ? `Delivered to ${s.payload.billing_customer_name}` : base.activity);
    const entry: SimActivity = { at, srStatus: sr, activity, location: locationFor(s, sr), code: base.code };
    s.activities.push(entry);
    const forward = (SR_FORWARD_SEQUENCE as readonly number[]).indexOf(sr);
    if (forward >= 0) s.step = forward;
    return entry;
  }

  const isMoving = (s: SimShipment) => {
    const last = s.activities.at(-1);
    return !s.cancelled && s.awbAssignedAt !== null && !(last && TERMINAL.has(last.srStatus));
  };

  /** Takes every forward step that is due by now; returns the shipments that moved. */
  function advanceDue(): SimShipment[] {
    const moved: SimShipment[] = [];
    if (stepMs <= 0) return moved;
    const t = now();
    for (const s of shipments) {
      // No courier comes before a pickup is requested, so nothing moves before it.
      if (!isMoving(s) || s.awbAssignedAt === null || s.pickupRequestedAt === null) continue;
      const last = s.activities.at(-1);
      // After an exception (undelivered, RTO) only the control API moves the shipment on.
      if (last && !(SR_FORWARD_SEQUENCE as readonly number[]).includes(last.srStatus)) continue;
      let changed = false;
      while (s.step + 1 < SR_FORWARD_SEQUENCE.length) {
        const due = s.pickupRequestedAt + (s.step + 2) * stepMs;
        if (due > t) break;
        pushActivity(s, SR_FORWARD_SEQUENCE[s.step + 1]!, Math.max(due, last?.at ?? 0));
        changed = true;
      }
      if (changed) moved.push(s);
    }
    return moved;
  }

  function etdOf(s: SimShipment): number {
    const from = s.awbAssignedAt ?? s.createdAt;
    return from + zoneDays(pickupOf(s).pincode, s.payload.billing_pincode) * 86_400_000;
  }

  function activityDto(s: SimShipment, a: SimActivity): TrackActivity {
    return {
      date: formatIstSeconds(a.at),
      status: a.code,
      activity: a.activity,
      location: a.location,
      'sr-status': String(a.srStatus),
      'sr-status-label': srStatusLabel(a.srStatus) ?? a.activity.toUpperCase(),
    };
  }

  function trackingOf(s: SimShipment) {
    if (!s.awb || s.activities.length === 0)
      return { tracking_data: { track_status: 0, shipment_status: 0, error: NO_ACTIVITY } };
    const last = s.activities.at(-1)!;
    const delivered = s.activities.find((a) => a.srStatus === 7);
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: last.srStatus,
        shipment_track: [
          {
            id: s.shipmentId,
            awb_code: s.awb,
            courier_company_id: s.courier?.id ?? null,
            shipment_id: s.shipmentId,
            order_id: s.srOrderId,
            pickup_date: s.activities.find((a) => a.srStatus === 42)
              ? formatIstSeconds(s.activities.find((a) => a.srStatus === 42)!.at)
              : null,
            delivered_date: delivered ? formatIstSeconds(delivered.at) : null,
            weight: String(s.payload.weight),
            packages: 1,
            current_status: srStatusLabel(last.srStatus) ?? last.activity,
            delivered_to: s.payload.billing_city,
            destination: s.payload.billing_city,
            consignee_name: `${s.payload.billing_customer_name} ${s.payload.billing_last_name}`.trim(),
            origin: pickupOf(s).city,
            courier_name: s.courier?.name ?? null,
            edd: formatIstSeconds(etdOf(s)),
          },
        ],
        shipment_track_activities: [...s.activities].reverse().map((a) => activityDto(s, a)),
        track_url: `https://shiprocket.co/tracking/${s.awb}`,
        etd: formatIstSeconds(etdOf(s)),
      },
    };
  }

  function webhookBody(s: SimShipment): TrackingWebhook | null {
    const last = s.activities.at(-1);
    if (!last || !s.awb) return null;
    const label = srStatusLabel(last.srStatus) ?? last.activity.toUpperCase();
    return {
      awb: s.awb,
      courier_name: s.courier?.name ?? '',
      current_status: label,
      current_status_id: simCurrentStatusId(last.srStatus),
      shipment_status: label,
      shipment_status_id: last.srStatus,
      current_timestamp: formatWebhookTimestamp(last.at),
      order_id: s.channelOrderId,
      sr_order_id: s.srOrderId,
      awb_assigned_date: s.awbAssignedAt === null ? undefined : formatIstSeconds(s.awbAssignedAt),
      pickup_scheduled_date: s.pickupScheduledAt === null ? undefined : formatIstSeconds(s.pickupScheduledAt),
      is_return: 0,
      etd: formatIstSeconds(etdOf(s)),
      scans: s.activities.map((a) => activityDto(s, a)),
    };
  }

  async function postWebhook(s: SimShipment): Promise<WebhookDelivery | null> {
    let url: string | undefined;
    try {
      url = typeof webhookUrl === 'function' ? webhookUrl() : webhookUrl;
    } catch {
      url = undefined; // the shop is not listening yet
    }
    if (s.isReturn) return null;
    const body = webhookBody(s);
    if (!url || !body) return null;
    const delivery: WebhookDelivery = { url, status: 'error', body, at: now() };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(webhookKey ? { 'x-api-key': webhookKey } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      delivery.status = res.status;
    } catch {
      delivery.status = 'error';
    }
    webhooks.push(delivery);
    if (webhooks.length > 500) webhooks.shift();
    return delivery;
  }

  function find(ref: { awb?: unknown; shipmentId?: unknown; srOrderId?: unknown }): SimShipment | undefined {
    return shipments.find(
      (s) =>
        (ref.awb != null && s.awb === str(ref.awb)) ||
        (ref.shipmentId != null && String(s.shipmentId) === str(ref.shipmentId)) ||
        (ref.srOrderId != null && String(s.srOrderId) === str(ref.srOrderId)),
    );
  }

  /** One line of `order_items`, checked alike by the forward and the return order. */
  function validateItem(item: unknown, i: number, add: (field: string, message: string) => void) {
    const it = isObject(item) ? item : {};
    if (typeof it.name !== 'string' || !it.name.trim()) add(`order_items.${i}.name`, 'The name field is required.');
    if (str(it.sku).trim() === '') add(`order_items.${i}.sku`, 'The sku field is required.');
    if (!Number.isInteger(Number(it.units)) || Number(it.units) < 1)
      add(`order_items.${i}.units`, 'The units must be at least 1.');
    if (typeof it.selling_price !== 'number' && Number.isNaN(Number(it.selling_price))) {
      add(`order_items.${i}.selling_price`, 'The selling price must be a number.');
    }
  }

  function validateAdhoc(body: unknown): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (!isObject(body)) return { order_id: ['The order id field is required.'] };
    const required = [
      'order_id',
      'order_date',
      'pickup_location',
      'billing_customer_name',
      'billing_address',
      'billing_city',
      'billing_pincode',
      'billing_state',
      'billing_country',
      'billing_email',
      'billing_phone',
      'payment_method',
    ];
    for (const field of required) {
      const v = body[field];
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
        add(field, `The ${human(field)} field is required.`);
    }
    if (typeof body.order_id === 'string' && body.order_id.length > 50)
      add('order_id', 'The order id may not be greater than 50 characters.');
    // An order id is used once, cancelled or not: a repeat is refused, never a second shipment.
    if (str(body.order_id) !== '' && shipments.some((s) => s.channelOrderId === str(body.order_id)))
      add('order_id', 'Order Id Already Exists.');
    if (typeof body.billing_city === 'string' && body.billing_city.length > MAX_CITY)
      add('billing_city', `The billing city may not be greater than ${MAX_CITY} characters.`);
    if (typeof body.order_date === 'string' && body.order_date && !ORDER_DATE_RE.test(body.order_date)) {
      add('order_date', 'The order date does not match the format Y-m-d H:i.');
    }
    if (typeof body.pickup_location === 'string' && body.pickup_location && !pickups[body.pickup_location]) {
      add('pickup_location', 'Wrong Pickup location entered. Please choose one location from data given');
    }
    if (body.billing_pincode != null && !PIN_RE.test(str(body.billing_pincode)))
      add('billing_pincode', 'The billing pincode must be 6 digits.');
    if (body.billing_phone != null && !/^\d{10}$/.test(str(body.billing_phone)))
      add('billing_phone', 'The billing phone must be 10 digits.');
    if (typeof body.billing_email === 'string' && body.billing_email && !EMAIL_RE.test(body.billing_email)) {
      add('billing_email', 'The billing email must be a valid email address.');
    }
    if (body.payment_method != null && !['cod', 'prepaid'].includes(str(body.payment_method).toLowerCase())) {
      add('payment_method', 'The selected payment method is invalid.');
    }
    if (!Array.isArray(body.order_items) || body.order_items.length === 0) {
      add('order_items', 'The order items field is required.');
    } else {
      body.order_items.forEach((item: unknown, i) => validateItem(item, i, add));
    }
    if (!(Number(body.sub_total) > 0)) add('sub_total', 'The sub total must be greater than 0.');
    for (const side of ['length', 'breadth', 'height']) {
      if (!(Number(body[side]) > 0.5)) add(side, `The ${side} must be greater than 0.5.`);
    }
    if (!(Number(body.weight) > 0)) add('weight', 'The weight must be greater than 0.');
    return errors;
  }

  /**
   * orders/create/return as Shiprocket validates it: its required fields (with its own messages, some with a
   * final full stop and some without), a used order id refused, PINs and phones as in the forward flow, and
   * payment always prepaid.
   */
  function validateReturn(body: unknown): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (!isObject(body)) return { order_id: ['The order id field is required.'] };
    const withStop = new Set(['order_id', 'order_date', 'payment_method', 'pickup_email', 'pickup_phone', 'shipping_phone', 'order_items', 'sub_total']);
    const required = [
      'order_id',
      'order_date',
      'pickup_customer_name',
      'pickup_address',
      'pickup_city',
      'pickup_state',
      'pickup_country',
      'pickup_pincode',
      'pickup_email',
      'pickup_phone',
      'shipping_customer_name',
      'shipping_address',
      'shipping_city',
      'shipping_country',
      'shipping_pincode',
      'shipping_state',
      'shipping_phone',
      'order_items',
      'payment_method',
      'sub_total',
    ];
    for (const field of required) {
      const v = body[field];
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
        add(field, `The ${human(field)} field is required${withStop.has(field) ? '.' : ''}`);
    }
    if (typeof body.order_id === 'string' && body.order_id.length > 50)
      add('order_id', 'The order id may not be greater than 50 characters.');
    if (str(body.order_id) !== '' && shipments.some((s) => s.channelOrderId === str(body.order_id)))
      add('order_id', 'The order id has already been taken.');
    if (typeof body.order_date === 'string' && body.order_date && !ORDER_DATE_RE.test(body.order_date))
      add('order_date', 'The order date does not match the format Y-m-d.');
    for (const side of ['pickup', 'shipping']) {
      const pin = body[`${side}_pincode`];
      if (pin != null && str(pin) !== '' && !PIN_RE.test(str(pin))) add(`${side}_pincode`, `The ${side} pincode must be 6 digits.`);
      const phone = body[`${side}_phone`];
      if (phone != null && str(phone) !== '' && !/^\d{10}$/.test(str(phone)))
        add(`${side}_phone`, `The ${side} phone must be 10 digits.`);
    }
    if (typeof body.pickup_email === 'string' && body.pickup_email && !EMAIL_RE.test(body.pickup_email))
      add('pickup_email', 'The pickup email must be a valid email address.');
    if (body.payment_method != null && str(body.payment_method) !== '' && str(body.payment_method).toLowerCase() !== 'prepaid')
      add('payment_method', 'The selected payment method is invalid.');
    if (body.order_items != null && (!Array.isArray(body.order_items) || body.order_items.length === 0)) {
      add('order_items', 'The order items field is required.');
    } else if (Array.isArray(body.order_items)) {
      body.order_items.forEach((item: unknown, i) => validateItem(item, i, add));
    }
    if (body.sub_total != null && !(Number(body.sub_total) > 0)) add('sub_total', 'The sub total must be greater than 0.');
    for (const side of ['length', 'breadth', 'height']) {
      if (!(Number(body[side]) > 0.5)) add(side, `The ${side} must be greater than 0.5.`);
    }
    if (!(Number(body.weight) > 0)) add('weight', 'The weight must be greater than 0.');
    return errors;
  }

  /** The pickup date Shiprocket answers: the next day at 11:00 India time (Sundays are skipped). */
  function nextPickupSlot(from: number): number {
    const ist = new Date(from + 5.5 * 3_600_000);
    ist.setUTCDate(ist.getUTCDate() + (ist.getUTCDay() === 6 ? 2 : 1));
    ist.setUTCHours(11, 0, 0, 0);
    return ist.getTime() - 5.5 * 3_600_000;
  }

  function requestPickup(s: SimShipment) {
    s.pickupRequestedAt = now();
    s.pickupScheduledAt = nextPickupSlot(s.pickupRequestedAt);
  }

  function labelShipment(s: SimShipment): SimLabelShipment {
    return {
      awb: s.awb ?? '',
      courierName: s.courier?.name ?? '',
      shipmentId: s.shipmentId,
      channelOrderId: s.channelOrderId,
      consignee: `${s.payload.billing_customer_name} ${s.payload.billing_last_name ?? ''}`.trim(),
      address: s.payload.billing_address,
      city: s.payload.billing_city,
      state: s.payload.billing_state,
      pincode: String(s.payload.billing_pincode),
      paymentMethod: String(s.payload.payment_method),
      codAmount: Number(s.payload.sub_total) + Number(s.payload.shipping_charges ?? 0),
    };
  }

  /** Generated documents, served under /files like Shiprocket's S3 links. */
  const files = new Map<string, Buffer>();
  let nextFile = 1;
  async function storeFile(kind: 'label' | 'manifest', content: Promise<Buffer>): Promise<string> {
    const name = `${kind}-${nextFile++}-${randomBytes(6).toString('hex')}.pdf`;
    files.set(name, await content);
    return name;
  }

  function serviceability(query: Record<string, unknown>) {
    const errors: Record<string, string[]> = {};
    for (const field of ['pickup_postcode', 'delivery_postcode', 'weight']) {
      if (query[field] === undefined || query[field] === '') errors[field] = [`The ${human(field)} field is required.`];
    }
    if (Object.keys(errors).length > 0) return { http: 422, body: { message: INVALID, errors, status_code: 422 } };
    const from = String(query.pickup_postcode);
    const to = String(query.delivery_postcode);
    serviceabilityQueries.push({ pickup_postcode: from, delivery_postcode: to });
    if (serviceabilityQueries.length > 50) serviceabilityQueries.shift();
    if (!PIN_RE.test(from) || !PIN_RE.test(to)) {
      return {
        http: 422,
        body: {
          message: INVALID,
          errors: { delivery_postcode: ['The delivery postcode must be 6 digits.'] },
          status_code: 422,
        },
      };
    }
    // Weight in kg, the box in cm (the API reference's units). A weight that is no positive number is refused,
    // as Shiprocket does; the wording is ours [U].
    const weight = Number(query.weight);
    if (!Number.isFinite(weight) || weight <= 0)
      return {
        http: 422,
        body: { message: INVALID, errors: { weight: ['The weight must be greater than 0.'] }, status_code: 422 },
      };
    const sides = ['length', 'breadth', 'height'].map((side) => Number(query[side]));
    // Couriers charge the larger of the dead weight and the volumetric weight (L x B x H / 5000), in 0.5 kg slabs.
    const volumetric = sides.every((cm) => Number.isFinite(cm) && cm > 0) ? (sides[0]! * sides[1]! * sides[2]!) / 5000 : 0;
    const chargeWeight = Math.max(0.5, Math.ceil(Math.max(weight, volumetric) * 2) / 2);
    const wantsCod = String(query.cod) === '1';
    // 9xxxxx is the Army Postal Service: no courier goes there. North-east (79) and the islands (744) get
    // prepaid-only couriers, so the shop must hide cash on delivery there.
    if (to.startsWith('9'))
      return { http: 200, body: { status: 404, message: `Delivery postcode ${to} is not serviceable` } };
    const remote = to.startsWith('79') || to.startsWith('744');
    const days = zoneDays(from, to);
    const companies: CourierOption[] = COURIERS.filter(
      (c) => (!remote || c.cod === 0) && (!wantsCod || c.cod === 1),
    ).map((c) => {
      const total = days + c.extraDays + (remote ? 2 : 0);
      return {
        courier_company_id: c.id,
        courier_name: c.name,
        rate: Math.round((c.base + c.perKg * chargeWeight) * 100) / 100,
        charge_weight: chargeWeight,
        cod: c.cod,
        etd: formatEtdDay(now() + total * 86_400_000),
        estimated_delivery_days: String(total),
      };
    });
    if (companies.length === 0)
      return { http: 200, body: { status: 404, message: `Delivery postcode ${to} is not serviceable` } };
    const recommended = [...companies].sort(
      (a, b) => Number(a.estimated_delivery_days) - Number(b.estimated_delivery_days) || a.rate - b.rate,
    )[0]!;
    return {
      http: 200,
      body: {
        status: 200,
        data: {
          available_courier_companies: companies,
          recommended_courier_company_id: recommended.courier_company_id,
        },
      },
    };
  }

  return {
    now,
    get stepMs() {
      return stepMs;
    },
    configure(patch: { stepMs?: number; webhookUrl?: string; webhookKey?: string }) {
      if (patch.stepMs !== undefined) stepMs = patch.stepMs;
      if (patch.webhookUrl !== undefined) webhookUrl = patch.webhookUrl || undefined;
      if (patch.webhookKey !== undefined) webhookKey = patch.webhookKey || undefined;
    },
    count(op: Op) {
      calls[op] = (calls[op] ?? 0) + 1;
    },
    faults,
    login(email: unknown, password: unknown): string | null {
      if (email !== options.email || password !== options.password) return null;
      logins += 1;
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, now());
      return token;
    },
    isTokenValid(header: string | undefined): boolean {
      const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
      const issued = m?.[1] ? tokens.get(m[1]) : undefined;
      return issued !== undefined && now() - issued < tokenTtl;
    },
    expireTokens() {
      tokens.clear();
    },
    validateAdhoc,
    refreshPickups,
    createOrder(payload: AdhocOrderPayload): SimShipment {
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
    },
    assignAwb(s: SimShipment, courierId?: number) {
      if (!s.awb) {
        const courier = COURIERS.find((c) => c.id === courierId) ?? COURIERS[0];
        s.courier = { id: courier.id, name: courier.name };
        s.awb = `1410${String(11_000_000_000 + s.shipmentId).slice(-10)}`;
        s.awbAssignedAt = now();
      }
      return s;
    },
    cancel(s: SimShipment): 'cancelled' | 'too-late' {
      if (s.cancelled) return 'cancelled';
      if (s.activities.some((a) => PICKED_UP_OR_LATER.has(a.srStatus))) return 'too-late';
      s.cancelled = true;
      if (s.awb) pushActivity(s, 8, now());
      return 'cancelled';
    },
    force(s: SimShipment, sr?: number): SimActivity | null {
      // Steering a shipment by hand stands for the courier having come: a pickup is implied.
      if (s.pickupRequestedAt === null) requestPickup(s);
      if (sr === undefined) {
        const next = SR_FORWARD_SEQUENCE[s.step + 1];
        if (next === undefined || s.cancelled) return null;
        return pushActivity(s, next, Math.max(now(), (s.activities.at(-1)?.at ?? 0) + 1000));
      }
      if (sr === 8) s.cancelled = true;
      return pushActivity(s, sr, Math.max(now(), (s.activities.at(-1)?.at ?? 0) + 1000));
    },
    validateReturn,
    /** A return order as a shipment the simulator moves like any other (pickup at the customer, to the shop). */
    createReturn(payload: Record<string, unknown>): SimShipment {
      const pickupName = Object.keys(pickups)[0] ?? 'Home';
      const s = this.createOrder({
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
    },
    advanceDue,
    find,
    requestPickup,
    labelShipment,
    storeFile,
    files,
    shipments: () => shipments,
    trackingOf,
    postWebhook,
    serviceability,
    snapshot() {
      return {
        logins,
        calls: { ...calls },
        step_ms: stepMs,
        orders: shipments.map((s) => ({
          sr_order_id: s.srOrderId,
          shipment_id: s.shipmentId,
          order_id: s.channelOrderId,
          awb_code: s.awb,
          courier_name: s.courier?.name ?? null,
          cancelled: s.cancelled,
          pickup_requested: s.pickupRequestedAt !== null,
          manifested: s.manifestedAt !== null,
          payload: s.payload,
          activities: s.activities.map((a) => activityDto(s, a)),
        })),
        webhooks: webhooks.map((w) => ({ url: w.url, status: w.status, body: w.body })),
        pickup_locations: Object.entries(pickups).map(([name, p]) => ({ pickup_location: name, pin_code: p.pincode, city: p.city, state: p.state })),
        serviceability_queries: [...serviceabilityQueries],
      };
    },
    reset() {
      shipments.length = 0;
      files.clear();
      faults.clear();
      webhooks.length = 0;
      tokens.clear();
      logins = 0;
      for (const key of Object.keys(calls)) delete calls[key];
    },
  };
}

export type ShiprocketSimState = ReturnType<typeof createSimState>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The simulator as a Fastify plugin: register it with a prefix (`/sim/shiprocket`) inside the shop, or on its
 * own server with {@link startShiprocketSimulator}.
 */
export async function shiprocketSimulator(app: FastifyInstance, options: ShiprocketSimulatorOptions) {
  const sim = createSimState(options);
  const noLimit = { rateLimit: false as const };

  // Webhooks need a clock even when nobody asks for tracking; the timer only posts what became due.
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      for (const s of sim.advanceDue()) await sim.postWebhook(s);
    } finally {
      ticking = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), Math.max(250, Math.min(sim.stepMs || 1000, 5000)));
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  // Before the server waits for its connections: those held open by a 'hang' fault would never end.
  app.addHook('preClose', async () => sim.faults.releaseHeld());

  if (options.loopbackOnly) {
    app.addHook('onRequest', async (request, reply) => {
      // The raw socket, not request.ip: a forwarded-for header must not open this up. A server bound to one
      // address calls itself from that address.
      const { remoteAddress = '', localAddress } = request.raw.socket;
      if (!LOOPBACK.has(remoteAddress) && remoteAddress !== localAddress)
        return reply.status(404).send({ message: 'Not Found' });
    });
  }

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.status(status).send({ message: status === 500 ? 'Server Error' : error.message, status_code: status });
  });

  /** Injected failures first (a slow or broken Shiprocket), then the bearer token. */
  async function gate(op: Op, request: FastifyRequest, reply: FastifyReply, needsAuth = true): Promise<boolean> {
    sim.count(op);
    if (await sim.faults.apply(op, request, reply)) return false;
    if (needsAuth && !sim.isTokenValid(request.headers.authorization)) {
      await reply.status(401).send({ message: 'Unauthenticated.' });
      return false;
    }
    return true;
  }

  app.post('/auth/login', { config: noLimit }, async (request, reply) => {
    if (!(await gate('login', request, reply, false))) return reply;
    const body = isObject(request.body) ? request.body : {};
    const token = sim.login(body.email, body.password);
    if (!token) return reply.status(400).send({ message: 'Invalid email and password combination', status_code: 400 });
    return {
      id: 1,
      first_name: 'API',
      last_name: 'User',
      email: options.email,
      company_id: 1,
      created_at: formatIstSeconds(sim.now()),
      token,
    };
  });

  app.post('/orders/create/adhoc', { config: noLimit }, async (request, reply) => {
    if (!(await gate('create', request, reply))) return reply;
    await sim.refreshPickups();
    const errors = sim.validateAdhoc(request.body);
    if (Object.keys(errors).length > 0) return reply.status(422).send({ message: INVALID, errors, status_code: 422 });
    const s = sim.createOrder(request.body as AdhocOrderPayload);
    return {
      order_id: s.srOrderId,
      channel_order_id: s.channelOrderId,
      shipment_id: s.shipmentId,
      status: 'NEW',
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: null,
      courier_company_id: null,
      courier_name: null,
    };
  });

  app.post('/orders/create/return', { config: noLimit }, async (request, reply) => {
    if (!(await gate('create', request, reply))) return reply;
    await sim.refreshPickups();
    const errors = sim.validateReturn(request.body);
    if (Object.keys(errors).length > 0) return reply.status(422).send({ message: INVALID, errors, status_code: 422 });
    const s = sim.createReturn(request.body as Record<string, unknown>);
    return {
      order_id: s.srOrderId,
      shipment_id: s.shipmentId,
      status: 'RETURN PENDING',
      status_code: 21,
      company_name: 'shiprocket',
    };
  });

  app.post('/courier/assign/awb', { config: noLimit }, async (request, reply) => {
    if (!(await gate('awb', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    const s = sim.find({ shipmentId: body.shipment_id });
    if (!s)
      return reply.status(422).send({
        message: INVALID,
        errors: { shipment_id: ['The selected shipment id is invalid.'] },
        status_code: 422,
      });
    if (s.cancelled) {
      // An error inside a 200, as Shiprocket does for AWB failures.
      return {
        awb_assign_status: 0,
        response: { data: { awb_assign_error: 'Order is cancelled. AWB cannot be assigned.' } },
      };
    }
    sim.assignAwb(s, typeof body.courier_id === 'number' ? body.courier_id : Number(body.courier_id) || undefined);
    return {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: s.courier!.id,
          awb_code: s.awb,
          cod: String(s.payload.payment_method).toLowerCase() === 'cod' ? 1 : 0,
          order_id: s.srOrderId,
          shipment_id: s.shipmentId,
          awb_code_status: 1,
          assigned_date_time: { date: formatIstSeconds(s.awbAssignedAt!) },
          applied_weight: s.payload.weight,
          courier_name: s.courier!.name,
        },
      },
    };
  });

  const track =
    (by: 'shipmentId' | 'awb') => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      if (!(await gate('track', request, reply))) return reply;
      const moved = sim.advanceDue();
      for (const s of moved) void sim.postWebhook(s);
      const s = sim.find(by === 'awb' ? { awb: request.params.id } : { shipmentId: request.params.id });
      if (!s)
        return {
          tracking_data: { track_status: 0, shipment_status: 0, error: `No shipment found for ${request.params.id}` },
        };
      return sim.trackingOf(s);
    };
  app.get('/courier/track/shipment/:id', { config: noLimit }, track('shipmentId'));
  app.get('/courier/track/awb/:id', { config: noLimit }, track('awb'));

  /** A generated document's address, like the S3 links Shiprocket answers, on this simulator. */
  const fileUrl = (request: FastifyRequest, route: string, name: string) => {
    const base = (request.routeOptions.url ?? route).slice(0, -route.length);
    return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}${base}/files/${name}`;
  };
  const badRequest = (reply: FastifyReply, message: string, extra: Record<string, unknown> = {}) =>
    reply.status(400).send({ message, status_code: 400, ...extra });
  const mustBeArray = (reply: FastifyReply, field: string) =>
    reply
      .status(422)
      .send({ message: INVALID, errors: { [field]: [`The ${human(field)} must be an array.`] }, status_code: 422 });

  // One shipment per call; the id may come as [id] (the documented form) or bare.
  app.post('/courier/generate/pickup', { config: noLimit }, async (request, reply) => {
    if (!(await gate('pickup', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    const ids = Array.isArray(body.shipment_id) ? body.shipment_id : body.shipment_id == null ? [] : [body.shipment_id];
    const s = ids.length === 1 ? sim.find({ shipmentId: ids[0] }) : undefined;
    if (!s || s.cancelled) return badRequest(reply, 'Invalid shipment id');
    if (!s.awb) return badRequest(reply, 'AWB is not assigned to this shipment. Please assign AWB first.');
    if (s.pickupRequestedAt !== null) return badRequest(reply, 'Already in Pickup Queue.');
    sim.requestPickup(s);
    return {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: formatIstSeconds(s.pickupScheduledAt!),
        pickup_token_number: `Reference No: ${s.courier?.id ?? 0}_${s.shipmentId}`,
        status: 3,
        others: '',
        pickup_generated_date: {
          date: `${formatIstSeconds(s.pickupRequestedAt!)}.000000`,
          timezone_type: 3,
          timezone: 'Asia/Kolkata',
        },
        data: `Pickup is confirmed by ${s.courier?.name ?? 'the courier'} For AWB :- ${s.awb}`,
      },
    };
  });

  app.post('/courier/generate/label', { config: noLimit }, async (request, reply) => {
    if (!(await gate('label', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.shipment_id)) return mustBeArray(reply, 'shipment_id');
    const ready: SimShipment[] = [];
    const notCreated: unknown[] = [];
    for (const id of body.shipment_id) {
      const s = sim.find({ shipmentId: id });
      if (s?.awb && !s.cancelled) ready.push(s);
      else notCreated.push(id);
    }
    if (ready.length === 0)
      return { label_created: 0, not_created: notCreated, response: 'No valid shipment ids to print label' };
    const name = await sim.storeFile('label', renderLabels(ready.map((s) => sim.labelShipment(s))));
    return {
      label_created: 1,
      label_url: fileUrl(request, '/courier/generate/label', name),
      response: 'Label has been created and uploaded successfully!',
      not_created: notCreated,
    };
  });

  // The AWB must be assigned and a pickup requested; a shipment is manifested once.
  app.post('/manifests/generate', { config: noLimit }, async (request, reply) => {
    if (!(await gate('manifest', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.shipment_id) || body.shipment_id.length === 0) return mustBeArray(reply, 'shipment_id');
    const found = body.shipment_id.map((id) => sim.find({ shipmentId: id }));
    if (found.some((s) => !s || s.cancelled || !s.awb || s.pickupRequestedAt === null))
      return badRequest(reply, 'Pickup is not generated for some shipment ids. Please generate pickup first.');
    const already = found.filter((s) => s!.manifestedAt !== null).map((s) => s!.shipmentId);
    if (already.length > 0)
      return badRequest(reply, 'Manifest already generated for some shipment_ids, Please try again after removin them', {
        already_manifested_shipment_ids: already,
      });
    for (const s of found) s!.manifestedAt = sim.now();
    const list = found.map((s) => sim.labelShipment(s!));
    const name = await sim.storeFile('manifest', renderManifest(`MANIFEST-${found[0]!.shipmentId}`, list));
    return { status: 1, manifest_url: fileUrl(request, '/manifests/generate', name) };
  });

  // A manifest generated before, again (by Shiprocket order ids); '' when none was generated.
  app.post('/manifests/print', { config: noLimit }, async (request, reply) => {
    if (!(await gate('manifest', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.order_ids)) return mustBeArray(reply, 'order_ids');
    const found = body.order_ids
      .map((id) => sim.find({ srOrderId: id }))
      .filter((s): s is SimShipment => s !== undefined && s.manifestedAt !== null);
    if (found.length === 0) return { manifest_url: '' };
    const list = found.map((s) => sim.labelShipment(s));
    const name = await sim.storeFile('manifest', renderManifest(`MANIFEST-${found[0]!.shipmentId}`, list));
    return { manifest_url: fileUrl(request, '/manifests/print', name) };
  });

  // GET /orders?search=: by AWB or by our channel order id (what the shop asks after a create timed out).
  app.get('/orders', { config: noLimit }, async (request, reply) => {
    if (!(await gate('orders', request, reply))) return reply;
    const query = isObject(request.query) ? request.query : {};
    const search = str(query.search).trim();
    const matches = sim
      .shipments()
      .filter((s) => search !== '' && (s.channelOrderId === search || s.awb === search))
      .reverse();
    return {
      data: matches.map((s) => ({
        id: s.srOrderId,
        channel_order_id: s.channelOrderId,
        customer_name: `${s.payload.billing_customer_name} ${s.payload.billing_last_name ?? ''}`.trim(),
        status: s.cancelled ? 'CANCELED' : s.awb ? 'READY TO SHIP' : 'NEW',
        status_code: s.cancelled ? 5 : 1,
        payment_method: String(s.payload.payment_method).toLowerCase(),
        created_at: formatIstSeconds(s.createdAt),
        shipments: [
          {
            id: s.shipmentId,
            courier: s.courier?.name ?? '',
            awb: s.awb ?? '',
            pickup_scheduled_date: s.pickupScheduledAt === null ? null : formatIstSeconds(s.pickupScheduledAt),
          },
        ],
      })),
      meta: { pagination: { total: matches.length, count: matches.length, per_page: 15, current_page: 1, total_pages: 1, links: {} } },
    };
  });

  app.get<{ Params: { name: string } }>('/files/:name', { config: noLimit }, async (request, reply) => {
    const file = sim.files.get(request.params.name);
    if (!file) return reply.status(404).send({ message: 'Not Found' });
    return reply.type('application/pdf').send(file);
  });

  app.post('/orders/cancel', { config: noLimit }, async (request, reply) => {
    if (!(await gate('cancel', request, reply))) return reply;
    const body = isObject(request.body) ? request.body : {};
    if (!Array.isArray(body.ids) || body.ids.length === 0) {
      return reply
        .status(422)
        .send({ message: INVALID, errors: { ids: ['The ids field is required.'] }, status_code: 422 });
    }
    const found = body.ids.map((id) => sim.find({ srOrderId: id }));
    if (found.some((s) => !s)) return reply.status(404).send({ message: 'Order not found.', status_code: 404 });
    if (found.some((s) => s!.activities.some((a) => PICKED_UP_OR_LATER.has(a.srStatus)) && !s!.cancelled)) {
      return reply
        .status(400)
        .send({ message: 'Order cannot be cancelled: the shipment has already been picked up.', status_code: 400 });
    }
    for (const s of found) {
      const hadAwb = Boolean(s!.awb);
      const wasCancelled = s!.cancelled;
      sim.cancel(s!);
      if (hadAwb && !wasCancelled) void sim.postWebhook(s!);
    }
    return reply.status(200).send({ status_code: 200, message: 'Order cancelled successfully.' });
  });

  const serviceability = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await gate('serviceability', request, reply))) return reply;
    const answer = sim.serviceability(isObject(request.query) ? request.query : {});
    return reply.status(answer.http).send(answer.body);
  };
  app.get('/courier/serviceability', { config: noLimit }, serviceability);
  app.get('/courier/serviceability/', { config: noLimit }, serviceability);

  if (!options.control) return;

  app.get('/__sim/state', { config: noLimit }, async () => sim.snapshot());
  app.post('/__sim/reset', { config: noLimit }, async () => {
    sim.reset();
    return { ok: true };
  });
  app.post('/__sim/config', { config: noLimit }, async (request) => {
    const body = isObject(request.body) ? request.body : {};
    sim.configure({
      stepMs: typeof body.step_ms === 'number' ? body.step_ms : undefined,
      webhookUrl: typeof body.webhook_url === 'string' ? body.webhook_url : undefined,
      webhookKey: typeof body.webhook_key === 'string' ? body.webhook_key : undefined,
    });
    return { ok: true };
  });
  app.get('/__sim/faults', { config: noLimit }, async () => ({ faults: sim.faults.pending() }));
  app.post('/__sim/faults', { config: noLimit }, async (request, reply) => {
    const parsed = faultFromControl(isObject(request.body) ? request.body : {});
    if ('error' in parsed) return reply.status(400).send({ message: parsed.error });
    sim.faults.add(parsed.spec);
    return { ok: true };
  });
  app.delete('/__sim/faults', { config: noLimit }, async () => {
    sim.faults.clear();
    return { ok: true };
  });
  app.post('/__sim/expire-tokens', { config: noLimit }, async () => {
    sim.expireTokens();
    return { ok: true };
  });
  app.post('/__sim/advance', { config: noLimit }, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const s = sim.find({ awb: body.awb, shipmentId: body.shipment_id });
    if (!s) return reply.status(404).send({ message: 'No such shipment' });
    if (!s.awb) sim.assignAwb(s);
    const sr = body.sr_status === undefined ? undefined : Number(body.sr_status);
    if (sr !== undefined && !SR_STATUSES[sr])
      return reply.status(400).send({ message: `Unknown sr-status ${String(body.sr_status)}` });
    const activity = sim.force(s, sr);
    if (!activity) return reply.status(409).send({ message: 'The shipment has no further step' });
    const webhook = body.webhook === false ? null : await sim.postWebhook(s);
    return {
      sr_status: activity.srStatus,
      label: srStatusLabel(activity.srStatus),
      webhook_status: webhook?.status ?? null,
    };
  });
  app.post('/__sim/webhook', { config: noLimit }, async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const s = sim.find({ awb: body.awb, shipmentId: body.shipment_id });
    if (!s) return reply.status(404).send({ message: 'No such shipment' });
    const webhook = await sim.postWebhook(s);
    return { webhook_status: webhook?.status ?? null };
  });
}

export interface StartedSimulator {
  url: string;
  app: FastifyInstance;
  /** Per-endpoint faults, the same as `/__sim/faults` without HTTP. */
  faults: ShiprocketFaultPlan;
  close(): Promise<void>;
}

/** The simulator on a server of its own (tests, `simulator-main.ts`), control routes on by default. */
export async function startShiprocketSimulator(
  options: Partial<ShiprocketSimulatorOptions> & { port?: number; host?: string } = {},
): Promise<StartedSimulator> {
  const app = Fastify({ logger: false });
  const { port, host, ...rest } = options;
  const faults = rest.faults ?? createShiprocketFaultPlan();
  await app.register(shiprocketSimulator, {
    ...rest,
    faults,
    email: rest.email ?? SIM_DEV_CREDENTIALS.email,
    password: rest.password ?? SIM_DEV_CREDENTIALS.password,
    stepMs: rest.stepMs ?? 0,
    control: rest.control ?? true,
  });
  await app.listen({ port: port ?? 0, host: host ?? '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://${host ?? '127.0.0.1'}:${bound}`, app, faults, close: () => app.close() };
}
