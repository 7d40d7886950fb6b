import { createFaultPlan, type FaultPlan } from '../simulator-faults';
import type { AdhocOrderPayload, TrackingWebhook } from './types';

/*
 * What the Shiprocket simulator's parts share: its options, its endpoints, its model of a shipment, the
 * couriers and status texts it answers with, and the validation texts of its API.
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
  /**
   * Where the simulator keeps its shipments between runs (the shop's data directory), like the Razorpay
   * simulator's state file: after a restart no shipment id or AWB is handed out again.
   */
  stateFile?: string;
  log?: { warn(message: string): void };
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
  'ndr',
] as const;
export type Op = (typeof SHIPROCKET_SIM_OPS)[number];
export type ShiprocketFaultPlan = FaultPlan<Op>;

/** Shiprocket's answer to a server error, and JSON that is no Shiprocket answer at all. */
export function createShiprocketFaultPlan(): ShiprocketFaultPlan {
  return createFaultPlan<Op>({
    error: (status) => ({ message: 'Server Error', status_code: status }),
    wrongShape: { data: 'unexpected', tracking_data: 'none', token: 42, shipment_id: { nested: true } },
  });
}

export interface SimActivity {
  at: number;
  srStatus: number;
  activity: string;
  location: string;
  code: string;
}

export interface SimShipment {
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
  /** Its failed deliveries, once the courier reported one (simulator-ndr.ts). */
  ndr?: SimNdr;
}

/** A shipment's NDR record: each failed attempt, each action asked, and a re-attempt waiting for its day. */
export interface SimNdr {
  id: number;
  attempts: { at: number; reason: string }[];
  actions: {
    at: number;
    action: 'fake-attempt' | 're-attempt' | 'return';
    comments: string;
    deferredDate: string | null;
    phone: string | null;
    address1: string | null;
    address2: string | null;
  }[];
  /** When the courier goes again after a re-attempt request (the deferred day, or the next step). */
  reattemptAt: number | null;
}

export interface WebhookDelivery {
  url: string;
  status: number | 'error';
  body: TrackingWebhook;
  at: number;
}

export const COURIERS = [
  { id: 10, name: 'Delhivery Surface', cod: 1, base: 60, perKg: 40, extraDays: 1 },
  { id: 24, name: 'Xpressbees Surface', cod: 1, base: 55, perKg: 45, extraDays: 1 },
  { id: 51, name: 'Blue Dart Air', cod: 0, base: 110, perKg: 70, extraDays: 0 },
  { id: 142, name: 'India Post Speed Post', cod: 0, base: 45, perKg: 30, extraDays: 3 },
] as const;

export const STEP_TEXT: Record<number, { activity: string; code: string }> = {
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
/** Nothing follows these (delivered, cancelled, back with the seller, lost, destroyed, damaged, disposed of). */
export const TERMINAL = new Set([7, 8, 10, 12, 14, 24, 25, 44, 45]);
/** Once one of these happened the courier has the parcel: Shiprocket no longer cancels. */
export const PICKED_UP_OR_LATER = new Set([42, 6, 18, 38, 17, 7, 9, 10, 21, 12, 24, 25, 44, 40, 41, 46, 14]);

export const PIN_RE = /^[1-9]\d{5}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// `yyyy-mm-dd`, the time optional (Shiprocket's API reference: "Time is additional").
export const ORDER_DATE_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export const INVALID = 'Oops! Invalid Data.';
/** Shiprocket limits billing_city to 30 characters (docs/providers.md). */
export const MAX_CITY = 30;

/**
 * A webhook's `current_status_id` numbers statuses differently from `shipment_status_id` (the published sample:
 * IN TRANSIT is 20 and 18). The simulator uses the sample's pair and, for every other status, an id two above
 * the shipment status, so a mapper reading the wrong field gets the wrong status.
 */
export function simCurrentStatusId(srStatus: number): number {
  return srStatus === 18 ? 20 : srStatus + 2;
}
export const NO_ACTIVITY =
  'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const human = (field: string) => field.replaceAll('_', ' ');
/** A JSON scalar as text; objects and arrays are not ids or codes. */
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** Days in transit between two PINs: the same sorting district, region, zone, or across India. */
export function zoneDays(from: string, to: string): number {
  if (from.slice(0, 3) === to.slice(0, 3)) return 2;
  if (from.slice(0, 2) === to.slice(0, 2)) return 3;
  if (from[0] === to[0]) return 4;
  return 5;
}
