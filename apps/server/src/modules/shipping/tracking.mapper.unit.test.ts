import { describe, expect, it } from 'vitest';
import { LOST_PARCEL_STATUS_CODES } from '@shop/shared/shipment-outcomes';
import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import { SR_STATUSES, type TrackingData } from '../../providers/shiprocket/types';
import { isPickedUp, mergeSnapshots, snapshotFromTracking, snapshotFromWebhook, toDetailedTracking, toPublicTracking } from './tracking.mapper';

const view = (snapshot: ReturnType<typeof snapshotFromTracking> | null) => ({
  orderId: 'order-1',
  shipmentId: '479000001',
  awbCode: '14100000000001',
  courierName: 'Delhivery Surface',
  status: 'AWB ASSIGNED',
  snapshot,
});

function trackingWith(code: number, label?: string): TrackingData {
  return {
    track_status: 1,
    shipment_status: code,
    shipment_track: [{ courier_name: 'Delhivery Surface', edd: '2024-07-05 18:00:00' }],
    shipment_track_activities: [
      { date: '2024-07-02 09:15:00', status: 'X', activity: 'Latest', location: 'Mumbai', 'sr-status': String(code), 'sr-status-label': label ?? '' },
      { date: '2024-07-01 10:00:00', status: 'MAN', activity: 'Manifest generated', location: 'Bengaluru', 'sr-status': '5', 'sr-status-label': 'MANIFEST GENERATED' },
    ],
    track_url: 'https://shiprocket.co/tracking/14100000000001',
    etd: '2024-07-05 18:00:00',
  };
}

describe('tracking mapper', () => {
  it.each(Object.entries(SR_STATUSES).map(([code, s]) => [Number(code), s.label] as const))(
    'maps sr-status %i to %s, with or without the provider label',
    (code, label) => {
      for (const provided of [label, undefined, 'NA']) {
        const data = toPublicTracking(view(snapshotFromTracking(trackingWith(code, provided)))).tracking_data;
        expect(data.shipment_status).toBe(label);
        expect(data.track_history[0]).toEqual({ status: label, location: 'Mumbai', updated_date: '2024-07-02T03:45:00.000Z' });
        expect(data.track_history).toHaveLength(2);
      }
    },
  );

  it('gives the public tracking fields to anyone and the courier wording only in the detailed view', () => {
    const snapshot = snapshotFromTracking({
      ...trackingWith(7, 'DELIVERED'),
      shipment_track_activities: [
        { date: '2024-07-03 14:00:00', activity: 'Delivered to Rahul Sharma', location: 'Mumbai', 'sr-status': 7, 'sr-status-label': 'DELIVERED' },
      ],
    });
    const pub = toPublicTracking(view(snapshot));
    expect(Object.keys(pub.tracking_data).sort()).toEqual(['courier_name', 'etd', 'shipment_status', 'track_history', 'tracking_number']);
    expect(JSON.stringify(pub)).not.toContain('Rahul');
    expect(pub.tracking_data).toMatchObject({ tracking_number: '479000001', courier_name: 'Delhivery Surface', etd: '2024-07-05T12:30:00.000Z' });
    const detailed = toDetailedTracking(view(snapshot)).tracking_data;
    expect(detailed.track_history[0]).toMatchObject({ activity: 'Delivered to Rahul Sharma', sr_status: 7 });
    expect(detailed).toMatchObject({ current_status_id: 7, delivered_date: '2024-07-03T08:30:00.000Z', awb_code: '14100000000001' });
  });

  it('keeps the status of a shipment with no scans yet', () => {
    const snapshot = snapshotFromTracking({ track_status: 0, error: 'no activities' });
    expect(toPublicTracking(view(snapshot)).tracking_data).toMatchObject({ shipment_status: 'AWB ASSIGNED', track_history: [] });
    expect(toPublicTracking(view(null)).tracking_data.courier_name).toBe('Delhivery Surface');
  });

  it('merges webhooks in any order without moving a shipment back', () => {
    const delivered = snapshotFromWebhook({ awb: '1', shipment_status_id: 7, current_status: 'DELIVERED', current_timestamp: '03 07 2024 14:00:00' });
    const late = snapshotFromWebhook({
      awb: '1',
      shipment_status_id: 18,
      current_timestamp: '02 07 2024 09:00:00',
      scans: [{ date: '2024-07-02 09:00:00', activity: 'In transit', location: 'Pune', 'sr-status': '18', 'sr-status-label': 'IN TRANSIT' }],
    });
    const merged = mergeSnapshots(delivered, late);
    expect(merged.srStatus).toBe(7);
    expect(merged.activities.map((a) => a.label)).toEqual(['DELIVERED', 'IN TRANSIT']);
    expect(mergeSnapshots(merged, late).activities).toHaveLength(2);
    expect(isPickedUp(merged)).toBe(true);
    expect(isPickedUp(snapshotFromTracking(trackingWith(19, 'OUT FOR PICKUP')))).toBe(false);
  });

  it('reads every date layout Shiprocket uses as India time', () => {
    expect(parseShiprocketDate('2022-07-19 11:37:00')?.toISOString()).toBe('2022-07-19T06:07:00.000Z');
    expect(parseShiprocketDate('23 05 2023 11:43:52')?.toISOString()).toBe('2023-05-23T06:13:52.000Z');
    expect(parseShiprocketDate('Jul 01, 2024')?.toISOString()).toBe('2024-06-30T18:30:00.000Z');
    expect(parseShiprocketDate('2024-02-31 10:00')).toBeNull();
    expect(parseShiprocketDate('soon')).toBeNull();
  });
});

describe('the lost-parcel codes the admin screen acts on', () => {
  it('are exactly the status table codes of the stage "lost"', () => {
    const lost = Object.entries(SR_STATUSES)
      .filter(([, s]) => s.stage === 'lost')
      .map(([code]) => Number(code));
    expect([...LOST_PARCEL_STATUS_CODES].sort()).toEqual(lost.sort());
  });
});
