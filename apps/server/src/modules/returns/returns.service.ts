import { paiseToRupees, formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  isWithinReturnWindow,
  returnRefundPaise,
  returnedDiscountSharePaise,
  returnWindowEndsAt,
  type ReturnStatus,
} from '@shop/shared/returns';
import {
  RETURN_MESSAGES,
  type PayoutDetails,
  type ReturnDecisionInput,
  type ReturnListQuery,
  type ReturnReceivedInput,
  type ReturnRequestFields,
} from '@shop/shared/schemas/returns';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import type { GstDocumentsService } from '../orders/gst-documents.service';
import type { OrdersService, OrderViewer, OrderWithItems } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import type { ShippingService } from '../shipping/shipping.service';
import type { ReturnDestination } from '../shipping/shiprocket-payload';
import { checkEvidence, type EvidenceStore } from './returns-evidence';
import { createReturnsRepository, type ReturnRecord, type ReturnWithDetails } from './returns.repository';

export interface ReturnMailSink {
  record(
    tx: Db,
    mail: { to: string; name: string; returnId: string; step: string; subject: string; message: string },
  ): Promise<void>;
  afterCommit(): void;
}

export interface ReturnsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ReturnsServiceOptions {
  db: Db;
  orders: Pick<OrdersService, 'getOrder' | 'lockForReturn' | 'restockReturned' | 'afterRestock'>;
  payments: Pick<PaymentsService, 'refundReturn' | 'recordReturnRefund'>;
  shipping: Pick<ShippingService, 'bookReturnPickup' | 'trackReturn'>;
  creditNotes: Pick<GstDocumentsService, 'issueForReturn'>;
  mail: ReturnMailSink;
  audit: AuditRecorder;
  evidence: EvidenceStore;
  /** The shop's address a return goes back to (the shop settings). */
  destination: () => Promise<ReturnDestination>;
  /** The clock: injectable so the 48-hour window is tested without waiting. */
  now?: () => Date;
  log: ReturnsLogger;
}

/** Statuses in which a return is still open (at most one per order). */
const OPEN: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'pickup_scheduled',
  'in_transit',
  'received',
  'refund_pending',
];

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** How a COD refund's destination is shown: the UPI ID, or the bank account with only its last 4 digits. */
export function payoutDestination(details: PayoutDetails | null, { full = false } = {}): string {
  if (!details) return '';
  if (details.method === 'upi') return `UPI ${details.upiId}`;
  const number = full ? details.accountNumber : `XXXX${details.accountNumber.slice(-4)}`;
  return `${details.accountName}, A/c ${number}, IFSC ${details.ifsc}`;
}

/**
 * Returns and refunds (issue 18, docs/decisions/120-123). The returns module owns its tables; orders, payments,
 * shipping, GST credit notes, mail and audit are reached through their services, joining this module's
 * transaction where a write must commit with the return's step. Every step is a guarded status change, so a
 * repeated or concurrent call does it once.
 */
/** The lines a return's credit note credits (docs/decisions/125-return-credit-notes-in-gstr1.md). */
function creditedLines(items: readonly { orderItemId: string; quantity: number; discountSharePaise: number }[]) {
  return items.map(({ orderItemId, quantity, discountSharePaise }) => ({ orderItemId, quantity, discountSharePaise }));
}

export function createReturnsService(options: ReturnsServiceOptions) {
  const { db, orders, payments, shipping, creditNotes, mail, audit, evidence, log } = options;
  const now = options.now ?? (() => new Date());
  const repo = createReturnsRepository(db);

  const rupees = (paise: number) => formatPaise(paise);

  async function mailStep(tx: Db, ret: ReturnRecord, step: string, subject: string, message: string) {
    await mail.record(tx, { to: ret.customerEmail, name: ret.customerName, returnId: ret.id, step, subject, message });
  }

  /** The refunded step on the timeline and the customer's refund mail, in the transaction that refunded. */
  async function noteRefunded(tx: Db, row: ReturnRecord, at: Date, note: string, message: string) {
    await createReturnsRepository(tx).addEvent(row.id, 'refunded', note, at);
    await mailStep(
      tx,
      row,
      'refunded',
      `Refund of ${rupees(row.refundPaise)} for order ${formatOrderNumber(row.orderId)}`,
      message,
    );
  }

  async function requireReturn(id: string): Promise<ReturnWithDetails> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findById(id) : null;
    if (!found) throw notFound(RETURN_MESSAGES.notFound);
    return found;
  }

  /** Why this order cannot be returned now, or null when it can. */
  function ineligibility(order: OrderWithItems, at: Date): string | null {
    if (order.status !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
    if (!isWithinReturnWindow(order.deliveredAt, at)) return RETURN_MESSAGES.windowClosed;
    return null;
  }

  /** Only the customer who placed the order may ask to return it (an admin sees it but does not ask). */
  async function requireOwnOrder(viewer: OrderViewer, orderId: string): Promise<OrderWithItems> {
    const order = await orders.getOrder(viewer, orderId);
    if (order.userId !== viewer.id) throw notFound(RETURN_MESSAGES.notYourOrder);
    return order;
  }

  const paysOnline = (order: Pick<OrderWithItems, 'paymentMethod' | 'paymentStatus'>) =>
    order.paymentMethod === 'razorpay' && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');

  async function sendOnlineRefund(ret: ReturnRecord): Promise<ReturnRecord> {
    const answer = await payments.refundReturn({
      orderId: ret.orderId,
      returnId: ret.id,
      amountPaise: ret.refundPaise,
    });
    if (answer.outcome === 'provider-down') return ret; // still refund_pending: the job sends it again, same key
    if (answer.outcome === 'refused' || answer.status === 'failed') {
      const message = answer.outcome === 'refused' ? answer.message : 'The refund failed at Razorpay';
      await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        if (await txRepo.transition(ret.id, ['refund_pending'], 'received')) {
          await txRepo.addEvent(ret.id, 'received', `Refund not sent: ${message}`, now());
        }
      });
      throw new AppError('PROVIDER_FAILED', `Razorpay did not refund: ${message}`);
    }
    let recorded = false;
    const done = await db.transaction(async (tx) => {
      const txRepo = createReturnsRepository(tx);
      const at = now();
      const row = await txRepo.transition(ret.id, ['refund_pending'], 'refunded', {
        providerRefundId: answer.refundId,
        refundedAt: at,
      });
      if (!row) return null; // another call recorded it: once
      await payments.recordReturnRefund(tx, answer.paymentId, row.refundPaise);
      await noteRefunded(
        tx,
        row,
        at,
        `${rupees(row.refundPaise)} refunded to the original payment method`,
        `We have refunded ${rupees(row.refundPaise)} to your original payment method (Razorpay refund ${answer.refundId}). ` +
          'Banks usually show it within 5-7 business days.',
      );
      recorded = true;
      return row;
    });
    if (recorded) mail.afterCommit();
    return done ?? (await requireReturn(ret.id));
  }

  async function bookPickup(ret: ReturnWithDetails, order: OrderWithItems): Promise<void> {
    const byId = new Map(order.items.map((i) => [i.id, i]));
    const booked = await shipping.bookReturnPickup({
      returnId: ret.id,
      createdAt: ret.createdAt,
      customer: { address: order.shippingAddress, email: order.customerEmail },
      destination: await options.destination(),
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
        `Pickup booked for your return of order ${formatOrderNumber(row.orderId)}`,
        `A courier will collect the items from your delivery address${awb}. Please pack them with their tags and accessories.`,
      );
      moved = true;
    });
    if (moved) mail.afterCommit();
  }

  async function refreshTracking(ret: ReturnRecord): Promise<ReturnRecord> {
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
          `Your return of order ${formatOrderNumber(current.orderId)} was picked up`,
          'The courier has collected your return. We will check it as soon as it arrives and then refund you.',
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

  return {
    /** What the order page shows: whether a return can be asked now (and why not), returnable units, returns. */
    async eligibility(viewer: OrderViewer, orderId: string) {
      const order = await orders.getOrder(viewer, orderId);
      const [returned, returns] = await Promise.all([repo.returnedUnits(order.id), repo.listByOrder(order.id)]);
      let reason = ineligibility(order, now());
      if (!reason && returns.some((r) => OPEN.includes(r.status))) reason = RETURN_MESSAGES.open;
      const items = order.items.map((i) => ({
        orderItemId: i.id,
        name: i.name,
        returnable: Math.max(0, i.quantity - (returned.get(i.id) ?? 0)),
        unitPricePaise: i.unitPricePaise,
      }));
      if (!reason && items.every((i) => i.returnable === 0)) reason = 'Every item of this order has been returned';
      return {
        eligible: reason === null,
        reason,
        windowEndsAt: order.deliveredAt ? returnWindowEndsAt(order.deliveredAt) : null,
        items,
        paymentMethod: paysOnline(order) ? 'razorpay' : order.paymentMethod,
        returns,
      };
    },

    async listForOrder(viewer: OrderViewer, orderId: string): Promise<ReturnWithDetails[]> {
      const order = await orders.getOrder(viewer, orderId);
      return repo.listByOrder(order.id);
    },

    /**
     * A customer's return request: checked whole (window, reason, items and quantities, payout for COD, the
     * evidence) before any file is stored; the files are removed again if the request is not written.
     */
    async request(
      viewer: OrderViewer,
      orderId: string,
      fields: ReturnRequestFields,
      files: readonly Buffer[],
    ): Promise<ReturnWithDetails> {
      const order = await requireOwnOrder(viewer, orderId);
      const why = ineligibility(order, now());
      if (why) throw conflict(why);
      const online = paysOnline(order);
      if (!online && !fields.payout) throw badRequest(RETURN_MESSAGES.payoutNeeded);
      const evidenceFiles = checkEvidence(files);

      const lines = new Map(order.items.map((i) => [i.id, i]));
      const wanted = new Map<string, number>();
      for (const item of fields.items) {
        if (!lines.has(item.orderItemId)) throw badRequest(RETURN_MESSAGES.itemNotInOrder);
        wanted.set(item.orderItemId, (wanted.get(item.orderItemId) ?? 0) + item.quantity);
      }

      const stored: { url: string; kind: 'photo' | 'video'; contentType: string; bytes: number }[] = [];
      try {
        for (const file of evidenceFiles) {
          stored.push({
            url: await evidence.save(file),
            kind: file.kind,
            contentType: file.kind === 'photo' ? 'image/webp' : file.contentType,
            bytes: file.buffer.length,
          });
        }
        const created = await db.transaction(async (tx) => {
          const locked = await orders.lockForReturn(tx, order.id);
          if (!locked) throw notFound(RETURN_MESSAGES.notYourOrder);
          const txRepo = createReturnsRepository(tx);
          if ((await txRepo.listByOrder(order.id)).some((r) => OPEN.includes(r.status)))
            throw conflict(RETURN_MESSAGES.open);
          const returned = await txRepo.returnedUnits(order.id);
          const items = [...wanted].map(([orderItemId, quantity]) => {
            const line = lines.get(orderItemId)!;
            const left = line.quantity - (returned.get(orderItemId) ?? 0);
            if (quantity > left) throw badRequest(RETURN_MESSAGES.tooMany(line.name, left));
            // The units' own share of the line's coupon discount (docs/decisions/121-return-refund-amount.md).
            const discountSharePaise = returnedDiscountSharePaise({
              lineDiscountPaise: line.discountPaise,
              lineQuantity: line.quantity,
              alreadyReturned: returned.get(orderItemId) ?? 0,
              quantity,
            });
            return {
              orderItemId,
              productId: line.productId,
              name: line.name,
              quantity,
              unitPricePaise: line.unitPricePaise,
              discountSharePaise,
              refundPaise: returnRefundPaise({ unitPricePaise: line.unitPricePaise, quantity, discountSharePaise }),
            };
          });
          const at = now();
          const row = await txRepo.insert(
            {
              orderId: order.id,
              userId: viewer.id,
              customerName: order.customerName,
              customerEmail: order.customerEmail,
              reason: fields.reason,
              description: fields.description,
              refundPaise: items.reduce((sum, i) => sum + i.refundPaise, 0),
              refundMethod: online ? 'razorpay' : 'manual',
              payoutDetails: online ? null : (fields.payout ?? null),
              createdAt: at,
            },
            items,
            stored,
          );
          await txRepo.addEvent(row.id, 'requested', RETURN_REASON_LABELS[fields.reason], at);
          await mailStep(
            tx,
            row,
            'requested',
            `We received your return request for order ${formatOrderNumber(order.id)}`,
            `Your request to return ${items.map((i) => `${i.quantity} x ${i.name}`).join(', ')} ` +
              `(${RETURN_REASON_LABELS[fields.reason].toLowerCase()}) has reached us. ` +
              'We will review it and write to you within 2 business days.',
          );
          return row;
        });
        mail.afterCommit();
        return (await repo.findById(created.id))!;
      } catch (error) {
        for (const file of stored) await evidence.remove(file.url).catch(() => undefined);
        if (isUniqueViolation(error)) throw conflict(RETURN_MESSAGES.open);
        throw error;
      }
    },

    async list(query: ReturnListQuery) {
      const { rows, total } = await repo.list({
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { rows, total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
    },

    get: requireReturn,

    /**
     * Approve (books the reverse pickup) or reject with a note. Approving a return already approved whose
     * pickup could not be booked tries the booking again.
     */
    async decide(actor: AuditActor, id: string, input: ReturnDecisionInput): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (input.decision === 'approve' && ret.status === 'approved' && !ret.pickupShipmentId) {
        await audit.record(actor, { action: 'return.pickup_retry', entityType: 'return', entityId: id });
        await bookPickup(ret, await orders.getOrder({ id: actor.id, role: 'admin' }, ret.orderId));
        return requireReturn(id);
      }
      const to: ReturnStatus = input.decision === 'approve' ? 'approved' : 'rejected';
      const decided = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const row = await txRepo.transition(id, ['requested'], to, { adminNote: input.note ?? null });
        if (!row) return null;
        await txRepo.addEvent(row.id, to, input.note ?? null, now());
        if (to === 'approved') {
          await mailStep(
            tx,
            row,
            'approved',
            `Your return of order ${formatOrderNumber(row.orderId)} is approved`,
            `We have approved your return. We are booking a courier to collect it.${input.note ? `\n\n${input.note}` : ''}`,
          );
        } else {
          await mailStep(
            tx,
            row,
            'rejected',
            `About your return request for order ${formatOrderNumber(row.orderId)}`,
            `We could not accept this return: ${input.note}`,
          );
        }
        await audit.record(
          actor,
          {
            action: `return.${input.decision}`,
            entityType: 'return',
            entityId: id,
            details: { note: input.note ?? null },
          },
          tx,
        );
        return row;
      });
      if (!decided) throw conflict(RETURN_MESSAGES.badTransition);
      mail.afterCommit();
      if (to === 'approved') {
        try {
          await bookPickup(ret, await orders.getOrder({ id: actor.id, role: 'admin' }, ret.orderId));
        } catch (error) {
          // Approved all the same: the admin sees the booking failure and approves again to retry.
          log.warn({ err: error, returnId: id }, 'reverse pickup not booked');
          throw error;
        }
      }
      return requireReturn(id);
    },

    /** Reads the return shipment's tracking (admin button, and the background job). */
    async track(actor: AuditActor | null, id: string): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (!ret.pickupShipmentId) throw conflict('No pickup has been booked for this return yet');
      await refreshTracking(ret);
      if (actor) await audit.record(actor, { action: 'return.track', entityType: 'return', entityId: id });
      return requireReturn(id);
    },

    /**
     * "Received and verified": the returned units go back to stock (unless marked damaged), the credit note is
     * issued, once, in the transaction that moves the return to received.
     */
    async receive(actor: AuditActor, id: string, input: ReturnReceivedInput): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      const damaged = new Set(input.damagedItemIds);
      for (const itemId of damaged)
        if (!ret.items.some((i) => i.orderItemId === itemId)) throw badRequest(RETURN_MESSAGES.itemNotInOrder);
      const restocked = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const at = now();
        const row = await txRepo.transition(id, ['pickup_scheduled', 'in_transit'], 'received', {
          receivedAt: at,
          pickupStatus: 'DELIVERED',
        });
        if (!row) return null;
        await txRepo.markDamaged(id, [...damaged]);
        const back = ret.items.filter((i) => !damaged.has(i.orderItemId));
        await orders.restockReturned(
          tx,
          back.map((i) => ({ productId: i.productId, quantity: i.quantity })),
        );
        const note = await creditNotes.issueForReturn(tx, {
          orderId: row.orderId,
          returnId: row.id,
          amountPaise: row.refundPaise,
          lines: creditedLines(ret.items),
          at,
        });
        if (note) await txRepo.update(row.id, { creditNoteNumber: note.number });
        const damagedText = damaged.size > 0 ? `${damaged.size} line(s) marked damaged, not restocked.` : '';
        await txRepo.addEvent(row.id, 'received', [input.note, damagedText].filter(Boolean).join('. ') || null, at);
        await mailStep(
          tx,
          row,
          'received',
          `We received your return of order ${formatOrderNumber(row.orderId)}`,
          `Your return has arrived and been checked. Your refund of ${rupees(row.refundPaise)} will be sent within 15 business days.`,
        );
        await audit.record(
          actor,
          {
            action: 'return.receive',
            entityType: 'return',
            entityId: id,
            details: { damaged: [...damaged], creditNote: note?.number ?? null },
          },
          tx,
        );
        return back.map((i) => i.productId);
      });
      if (!restocked) throw conflict(RETURN_MESSAGES.badTransition);
      orders.afterRestock(restocked);
      mail.afterCommit();
      return requireReturn(id);
    },

    /**
     * The refund, once: an online payment through Razorpay (idempotency key of the return; a refund Razorpay
     * could not take now is sent again by the job); a COD order's payout waits for the merchant to pay it.
     */
    async refund(actor: AuditActor, id: string): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (ret.status === 'refunded') return ret;
      const claimed = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const row = await txRepo.transition(id, ['received'], 'refund_pending');
        if (!row) return null;
        const note =
          row.refundMethod === 'manual'
            ? `${rupees(row.refundPaise)} to be paid to ${payoutDestination(row.payoutDetails)}`
            : `${rupees(row.refundPaise)} refund sent to Razorpay`;
        await txRepo.addEvent(row.id, 'refund_pending', note, now());
        await audit.record(
          actor,
          { action: 'return.refund', entityType: 'return', entityId: id, details: { amountPaise: row.refundPaise } },
          tx,
        );
        return row;
      });
      if (!claimed) {
        const current = await requireReturn(id);
        if (current.status === 'refund_pending' && current.refundMethod === 'razorpay') {
          await audit.record(actor, { action: 'return.refund_retry', entityType: 'return', entityId: id });
          await sendOnlineRefund(current);
          return requireReturn(id);
        }
        if (current.status === 'refunded' || current.status === 'refund_pending') return current;
        throw conflict(RETURN_MESSAGES.badTransition);
      }
      if (claimed.refundMethod === 'razorpay') await sendOnlineRefund(claimed);
      return requireReturn(id);
    },

    /** A COD payout paid by the merchant (bank transfer or UPI), with its reference: the return is refunded. */
    async markPayoutPaid(actor: AuditActor, id: string, reference: string): Promise<ReturnWithDetails> {
      const ret = await requireReturn(id);
      if (ret.refundMethod !== 'manual') throw conflict(RETURN_MESSAGES.notCod);
      const done = await db.transaction(async (tx) => {
        const txRepo = createReturnsRepository(tx);
        const at = now();
        const row = await txRepo.transition(id, ['refund_pending'], 'refunded', {
          payoutReference: reference,
          payoutPaidAt: at,
          refundedAt: at,
        });
        if (!row) return null;
        await noteRefunded(
          tx,
          row,
          at,
          `${rupees(row.refundPaise)} paid to ${payoutDestination(row.payoutDetails)} (ref. ${reference})`,
          `We have paid ${rupees(row.refundPaise)} to ${payoutDestination(row.payoutDetails)}. Payment reference: ${reference}.`,
        );
        await audit.record(
          actor,
          { action: 'return.payout_paid', entityType: 'return', entityId: id, details: { reference } },
          tx,
        );
        return row;
      });
      if (!done) throw conflict(RETURN_MESSAGES.badTransition);
      mail.afterCommit();
      return requireReturn(id);
    },

    /** Job: online refunds still owed (Razorpay was down or busy) are sent again with the same key. */
    async retryDueRefunds(limit = 20): Promise<number> {
      const rows = await repo.listRefundsDue(limit);
      for (const row of rows) {
        try {
          await sendOnlineRefund(row);
        } catch (error) {
          log.warn({ err: error, returnId: row.id }, 'return refund retry failed');
        }
      }
      return rows.length;
    },

    /** Job: the tracking of returns on their way back. */
    async refreshDueTracking(limit = 20): Promise<number> {
      const rows = await repo.listInTransit(limit);
      for (const row of rows) {
        try {
          await refreshTracking(row);
        } catch (error) {
          log.warn({ err: error, returnId: row.id }, 'return tracking not read');
          break;
        }
      }
      return rows.length;
    },

    /** Returns in [from, to) for analytics and the sales report: requests, units received back, paise refunded. */
    figures: (from: Date, to: Date) => repo.figures(from, to),

    /** For the admin: a COD payout's full destination (the list shows it masked). */
    payoutDestination: (ret: ReturnRecord) => payoutDestination(ret.payoutDetails, { full: true }),
    statusLabel: (status: ReturnStatus) => RETURN_STATUS_LABELS[status],
    rupees: (paise: number) => paiseToRupees(paise),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
