import { formatIstSeconds } from './dates';
import {
  NO_ACTIVITY,
  PICKED_UP_OR_LATER,
  STEP_TEXT,
  TERMINAL,
  zoneDays,
  type SimActivity,
  type SimPickupLocation,
  type SimShipment,
} from './simulator-model';
import { advanceReattempts, raiseNdr } from './simulator-ndr';
import { SR_FORWARD_SEQUENCE, srStatusLabel, type TrackActivity } from './types';

/** The pickup date Shiprocket answers: the next day at 11:00 India time (Sundays are skipped). */
function nextPickupSlot(from: number): number {
  const ist = new Date(from + 5.5 * 3_600_000);
  ist.setUTCDate(ist.getUTCDate() + (ist.getUTCDay() === 6 ? 2 : 1));
  ist.setUTCHours(11, 0, 0, 0);
  return ist.getTime() - 5.5 * 3_600_000;
}

export interface SimTrackingDeps {
  now: () => number;
  shipments: readonly SimShipment[];
  pickupOf: (s: SimShipment) => SimPickupLocation;
  /** Time between two tracking steps (it can be changed while running). */
  stepMs: () => number;
}

/**
 * How a shipment moves: pickup requests, the forward steps as time passes, forced steps and cancellation, and
 * the tracking answer (`tracking_data`) that shows them.
 */
export function createSimTracking({ now, shipments, pickupOf, stepMs }: SimTrackingDeps) {
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
    if (stepMs() <= 0) return [];
    const t = now();
    const moved = advanceReattempts(shipments, t, stepMs(), (s, sr, at) => pushActivity(s, sr, at));
    for (const s of shipments) {
      // A re-attempted delivery keeps its own clock (simulator-ndr.ts).
      if (s.ndr?.reattemptAt != null) continue;
      // No courier comes before a pickup is requested, so nothing moves before it.
      if (!isMoving(s) || s.awbAssignedAt === null || s.pickupRequestedAt === null) continue;
      const last = s.activities.at(-1);
      // After an exception (undelivered, RTO) only the control API moves the shipment on.
      if (last && !(SR_FORWARD_SEQUENCE as readonly number[]).includes(last.srStatus)) continue;
      let changed = false;
      while (s.step + 1 < SR_FORWARD_SEQUENCE.length) {
        const due = s.pickupRequestedAt + (s.step + 2) * stepMs();
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

  function requestPickup(s: SimShipment) {
    s.pickupRequestedAt = now();
    s.pickupScheduledAt = nextPickupSlot(s.pickupRequestedAt);
  }

  function cancel(s: SimShipment): 'cancelled' | 'too-late' {
    if (s.cancelled) return 'cancelled';
    if (s.activities.some((a) => PICKED_UP_OR_LATER.has(a.srStatus))) return 'too-late';
    s.cancelled = true;
    if (s.awb) pushActivity(s, 8, now());
    return 'cancelled';
  }

  function force(s: SimShipment, sr?: number, ndrReason?: string): SimActivity | null {
    // Steering a shipment by hand stands for the courier having come: a pickup is implied.
    if (s.pickupRequestedAt === null) requestPickup(s);
    if (sr === undefined) {
      const next = SR_FORWARD_SEQUENCE[s.step + 1];
      if (next === undefined || s.cancelled) return null;
      return pushActivity(s, next, Math.max(now(), (s.activities.at(-1)?.at ?? 0) + 1000));
    }
    if (sr === 8 || sr === 45) s.cancelled = true;
    const activity = pushActivity(s, sr, Math.max(now(), (s.activities.at(-1)?.at ?? 0) + 1000), ndrReason);
    if (sr === 21) raiseNdr(s, activity.at, ndrReason ?? activity.activity);
    return activity;
  }

  return { pushActivity, advanceDue, etdOf, activityDto, trackingOf, requestPickup, cancel, force };
}

export type SimTracking = ReturnType<typeof createSimTracking>;
