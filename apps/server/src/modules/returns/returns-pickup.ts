import { formatOrderNumber } from '@shop/shared/order-number';
import { conflict } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { OrderWithItems } from '../orders';
import type { ReturnsContext } from './returns-context';
import { createReturnsRepository, type ReturnRecord, type ReturnWithDetails } from './returns.repository';

/** Books the courier that collects an approved return; the return moves to pickup_scheduled once. */
export async function bookPickup(ctx: ReturnsContext, ret: ReturnWithDetails, order: OrderWithItems): Promise<void> {
  const { db, shipping, mail, now, mailStep } = ctx;
  const byId = new Map(order.items.map((i) => [i.id, i]));
  const booked = await shipping.bookReturnPickup({
    returnId: ret.id,
    createdAt: ret.createdAt,
    customer: { address: order.shippingAddress, email: order.customerEmail },
    destination: await ctx.destination(),
    lines: ret.items.map((i) => {
      const line = byId.get(i.orderItemId);
      return {
        name: i.name,
        sku: line?.sku ?? null,
        productId: i.productId,
        quantity: i.quantity,
        unitPricePaise: i.unitPricePaise,
        hsn: line?.hsn ?? null,
      };
    }),
  });
  let moved = false;
  await db.transaction(async (tx) => {
    const txRepo = createReturnsRepository(tx);
    const row = await txRepo.transition(ret.id, ['approved'], 'pickup_scheduled', {
      pickupOrderId: booked.providerOrderId,
      pickupShipmentId: booked.shipmentId,
      pickupAwb: booked.awbCode,
      pickupStatus: booked.status,
    });
    if (!row) return;
    const awb = booked.awbCode ? ` (AWB ${booked.awbCode})` : '';
    await txRepo.addEvent(row.id, 'pickup_scheduled', `Courier pickup booked${awb}`, now());
    await mailStep(
      tx,
      row,
      'pickup',
      (w) => ({ subject: w.pickup.subject(formatOrderNumber(row.orderId)), message: w.pickup.message(awb) }),
    );
    moved = true;
  });
  if (moved) mail.afterCommit();
}

async function refreshTracking(ctx: ReturnsContext, ret: ReturnRecord): Promise<ReturnRecord> {
  const { db, shipping, mail, repo, now, mailStep } = ctx;
  if (!ret.pickupShipmentId) return ret;
  const tracked = await shipping.trackReturn(ret.pickupShipmentId);
  let mailed = false;
  await db.transaction(async (tx) => {
    const txRepo = createReturnsRepository(tx);
    const current = await txRepo.lockById(ret.id);
    if (!current || !['pickup_scheduled', 'in_transit'].includes(current.status)) return;
    const wasDelivered = current.pickupStatus === 'DELIVERED';
    await txRepo.update(current.id, {
      pickupStatus: tracked.delivered ? 'DELIVERED' : (tracked.status ?? current.pickupStatus),
      pickupAwb: tracked.awbCode ?? current.pickupAwb,
    });
    if (tracked.moving && current.status === 'pickup_scheduled') {
      await txRepo.transition(current.id, ['pickup_scheduled'], 'in_transit');
      await txRepo.addEvent(current.id, 'in_transit', 'Picked up: the return is on its way to us', now());
      await mailStep(
        tx,
        current,
        'in-transit',
        (w) => ({ subject: w.inTransit.subject(formatOrderNumber(current.orderId)), message: w.inTransit.message }),
      );
      mailed = true;
    }
    if (tracked.delivered && !wasDelivered) {
      await txRepo.addEvent(current.id, 'in_transit', 'Delivered to the shop: being checked', now());
    }
  });
  if (mailed) mail.afterCommit();
  return (await repo.findById(ret.id)) ?? ret;
}

/** The return shipment's tracking: read on the admin's request and by the background job. */
export function createReturnTracking(ctx: ReturnsContext) {
  const { audit, repo, log, requireReturn } = ctx;
  return {
    /** Reads the return shipment's tracking (admin button, and the background job). */
    async track(actor: AuditActor | null, id: string): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (!ret.pickupShipmentId) throw conflict('No pickup has been booked for this return yet');
      await refreshTracking(ctx, ret);
      if (actor) await audit.record(actor, { action: 'return.track', entityType: 'return', entityId: id });
      return requireReturn(id);
    },

    /** Job: the tracking of returns on their way back. */
    async refreshDueTracking(limit = 20): Promise<number> {
      const rows = await repo.listInTransit(limit);
      for (const row of rows) {
        try {
          await refreshTracking(ctx, row);
        } catch (error) {
          log.warn({ err: error, returnId: row.id }, 'return tracking not read');
          break;
        }
      }
      return rows.length;
    },
  };
}
