import { createSimTokens } from './simulator-auth';
import { createSimFiles, labelShipment } from './simulator-documents';
import {
  createShiprocketFaultPlan,
  type Op,
  type ShiprocketSimulatorOptions,
  type SimPickupLocation,
  type SimShipment,
} from './simulator-model';
import { answerServiceability, type ServiceabilityQuestion } from './simulator-serviceability';
import { createSimShipments } from './simulator-shipments';
import { createSimTracking } from './simulator-tracking';
import { validateAdhoc, validateReturn } from './simulator-validation';
import { createSimWebhooks } from './simulator-webhooks';

const DEFAULT_PICKUP: SimPickupLocation = { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' };

/** Simulator state and behaviour, apart from HTTP, so the routes stay thin. */
export function createSimState(options: ShiprocketSimulatorOptions) {
  const now = options.now ?? Date.now;
  const pickups: Record<string, SimPickupLocation> =
    typeof options.pickupLocations === 'object'
      ? { ...options.pickupLocations }
      : typeof options.pickupLocations === 'function'
        ? {}
        : { Home: { ...DEFAULT_PICKUP } };
  async function refreshPickups(): Promise<void> {
    if (typeof options.pickupLocations === 'function') Object.assign(pickups, await options.pickupLocations());
  }
  const pickupOf = (s: SimShipment): SimPickupLocation => pickups[s.payload.pickup_location] ?? { ...DEFAULT_PICKUP };
  /** The last serviceability questions (pickup and delivery PIN), for tests and the control state. */
  const serviceabilityQueries: ServiceabilityQuestion[] = [];
  let stepMs = options.stepMs;
  const faults = options.faults ?? createShiprocketFaultPlan();
  const calls: Record<string, number> = {};
  const tokens = createSimTokens(options, now);
  const store = createSimShipments(now, pickups, {
    stateFile: options.stateFile,
    warn: (message) => options.log?.warn(message),
  });
  const { shipments } = store;
  const tracking = createSimTracking({ now, shipments, pickupOf, stepMs: () => stepMs });
  const webhooks = createSimWebhooks(options, now, tracking);
  const documents = createSimFiles();
  const account = { shipments, pickups };

  return {
    now,
    get stepMs() {
      return stepMs;
    },
    configure(patch: { stepMs?: number; webhookUrl?: string; webhookKey?: string }) {
      if (patch.stepMs !== undefined) stepMs = patch.stepMs;
      webhooks.configure(patch);
    },
    count(op: Op) {
      calls[op] = (calls[op] ?? 0) + 1;
    },
    faults,
    login: tokens.login,
    isTokenValid: tokens.isTokenValid,
    expireTokens: tokens.expireTokens,
    validateAdhoc: (body: unknown) => validateAdhoc(body, account),
    refreshPickups,
    createOrder: store.createOrder,
    persist: store.persist,
    assignAwb: store.assignAwb,
    cancel: tracking.cancel,
    force: tracking.force,
    validateReturn: (body: unknown) => validateReturn(body, account),
    createReturn: store.createReturn,
    advanceDue: tracking.advanceDue,
    find: store.find,
    requestPickup: tracking.requestPickup,
    labelShipment,
    storeFile: documents.storeFile,
    files: documents.files,
    shipments: () => shipments,
    trackingOf: tracking.trackingOf,
    postWebhook: webhooks.postWebhook,
    serviceability: (query: Record<string, unknown>) => answerServiceability(query, now, serviceabilityQueries),
    snapshot() {
      return {
        logins: tokens.logins(),
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
          activities: s.activities.map((a) => tracking.activityDto(s, a)),
        })),
        webhooks: webhooks.deliveries.map((w) => ({ url: w.url, status: w.status, body: w.body })),
        pickup_locations: Object.entries(pickups).map(([name, p]) => ({
          pickup_location: name,
          pin_code: p.pincode,
          city: p.city,
          state: p.state,
        })),
        serviceability_queries: [...serviceabilityQueries],
      };
    },
    reset() {
      shipments.length = 0;
      store.persist();
      documents.files.clear();
      faults.clear();
      webhooks.deliveries.length = 0;
      tokens.reset();
      for (const key of Object.keys(calls)) delete calls[key];
    },
  };
}

export type ShiprocketSimState = ReturnType<typeof createSimState>;
