import { serverWords } from '../../lib/shopper-words';
import {
  DELIVERY_ISSUE_MESSAGES,
  reattemptDates,
  type DeliveryIssueAction,
} from '@shop/shared/failed-delivery';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { ShiprocketError, type NdrActionInput, type ShippingProvider } from '../../providers/shiprocket/types';
import type { DeliveryIssueLinks } from './delivery-issue-link';
import type { FailedDeliveriesRepository, FailedDeliveryView } from './failed-deliveries.repository';
import { attemptsFromNdr, attemptsFromSnapshot, type AttemptSummary } from './ndr-intake';
import type { ShippingLogger } from './shipping-errors';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentRecord } from './shipping.types';
import { readSnapshot } from './tracking.mapper';

/** Mails about failed deliveries, queued in the caller's transaction (the notifications module). */
export interface DeliveryIssueMails {
  askBuyer(
    tx: Db,
    mail: { to: string; name: string; orderId: string; reason: string; attempts: number; path: string; key: string },
  ): Promise<void>;
  alertMerchant(
    tx: Db,
    alert: { orderId: string; awb: string | null; reason: string; attempts: number; key: string },
  ): Promise<void>;
  afterCommit(): void;
}

export interface FailedDeliveriesOptions {
  db: Db;
  repo: FailedDeliveriesRepository;
  shipments: Pick<ShippingRepository, 'findByTrackingRef'>;
  provider: Pick<ShippingProvider, 'listNdr' | 'actOnNdr'>;
  mails: DeliveryIssueMails | undefined;
  links: DeliveryIssueLinks;
  log: ShippingLogger;
  now: () => number;
}

export type AnsweredBy = 'buyer' | 'merchant';
const DAY_MS = 86_400_000;
/** Failures after which Shiprocket may have taken the answer all the same. */
const MAY_HAVE_TAKEN = new Set(['timeout', 'network', 'invalid-answer']);

/** What the courier is asked, in Shiprocket's NDR action (docs/decisions/220-shiprocket-ndr.md). */
export function toNdrAction(action: DeliveryIssueAction, by: AnsweredBy): NdrActionInput {
  const who = by === 'buyer' ? 'Buyer' : 'Seller';
  switch (action.action) {
    case 'cancel':
      return { action: 'return', comments: `${who} cancelled the order: return the parcel to the seller` };
    case 'reattempt':
      return { action: 're-attempt', deferredDate: action.date, comments: `${who} asks for delivery on ${action.date}` };
    case 'change-phone':
      return {
        action: 're-attempt',
        deferredDate: action.date,
        phone: action.phone,
        comments: `${who} asks for delivery on ${action.date}; call ${action.phone}`,
      };
    case 'change-address':
      return {
        action: 're-attempt',
        deferredDate: action.date,
        address1: action.addressLine,
        ...(action.landmark ? { address2: action.landmark } : {}),
        comments: `${who} asks for delivery on ${action.date} at ${action.addressLine}${action.landmark ? ` (landmark: ${action.landmark})` : ''}`,
      };
  }
}

/**
 * Failed deliveries (NDR, issue 37; docs/decisions/231-failed-deliveries.md): recorded from tracking and from
 * Shiprocket's NDR list, answered by the buyer or the merchant through Shiprocket's NDR action (once per
 * answer), escalated to the merchant when nobody answered within a day.
 */
export function createFailedDeliveries({ db, repo, shipments, provider, mails, links, log, now }: FailedDeliveriesOptions) {
  /** Records attempts; a new one asks the buyer (mail through the outbox, once per attempt: its dedupe key). */
  async function record(shipment: ShipmentRecord, summary: AttemptSummary): Promise<void> {
    const asked = await db.transaction(async (tx) => {
      const { row, newAttempt } = await repo.recordAttempts(
        { shipmentRowId: shipment.id, orderId: shipment.orderId, awbCode: shipment.awbCode, ...summary },
        tx,
      );
      if (!newAttempt || !mails) return false;
      const order = await repo.orderContact(shipment.orderId, tx);
      if (!order?.customer_email) return false;
      await mails.askBuyer(tx, {
        to: order.customer_email,
        name: order.customer_name,
        orderId: shipment.orderId,
        reason: row.reason,
        attempts: row.attempts,
        path: links.pathFor(shipment.orderId),
        key: `delivery-issue:${row.id}:${row.attempts}`,
      });
      return true;
    });
    if (asked) mails?.afterCommit();
  }

  return {
    /** After tracking is written: a failed attempt is recorded; a journey's end closes the question. */
    async noteTracking(shipment: ShipmentRecord, stage: string | undefined): Promise<void> {
      const summary = attemptsFromSnapshot(readSnapshot(shipment.tracking));
      if (summary) await record(shipment, summary);
      if (stage === 'delivered') await repo.closeForShipment(shipment.id, 'delivered');
      if (stage === 'returning' || stage === 'returned') await repo.closeForShipment(shipment.id, 'rto');
    },

    /** One pass over Shiprocket's NDR list (every page): what tracking missed is recorded. */
    async syncFromNdrList(): Promise<{ seen: number; recorded: number }> {
      let seen = 0;
      let recorded = 0;
      for (let page = 1, pages = 1; page <= pages && page <= 20; page += 1) {
        const answer = await provider.listNdr({ page, perPage: 50 });
        pages = answer.totalPages;
        for (const ndr of answer.shipments) {
          seen += 1;
          const shipment = await shipments.findByTrackingRef(ndr.awb);
          const summary = attemptsFromNdr(ndr);
          if (!shipment || !summary) continue;
          await record(shipment, summary);
          recorded += 1;
        }
      }
      return { seen, recorded };
    },

    /** Open failed deliveries nobody answered for a day: the merchant is alerted, once each. */
    async escalateUnanswered(at: Date = new Date(now())): Promise<number> {
      if (!mails) return 0;
      let alerted = 0;
      for (const row of await repo.dueForEscalation(new Date(at.getTime() - DAY_MS))) {
        const queued = await db.transaction(async (tx) => {
          if (!(await repo.markEscalated(row.id, tx))) return false;
          await mails.alertMerchant(tx, {
            orderId: row.orderId,
            awb: row.awbCode,
            reason: row.reason,
            attempts: row.attempts,
            key: `delivery-issue-unanswered:${row.id}`,
          });
          return true;
        });
        if (queued) alerted += 1;
      }
      if (alerted > 0) mails.afterCommit();
      return alerted;
    },

    /**
     * The buyer's or the merchant's answer, sent to Shiprocket once: the row is taken (open -> action requested)
     * before the call, so a second answer or a double click gets a 409 and no second call. A refusal reopens the
     * question; a call whose fate is unknown stays "requested" for the merchant to check (never repeated here).
     */
    async answer(view: FailedDeliveryView, action: DeliveryIssueAction, by: AnsweredBy): Promise<void> {
      if (view.state !== 'open')
        throw conflict(view.state === 'delivered' || view.state === 'rto' ? DELIVERY_ISSUE_MESSAGES.closed : DELIVERY_ISSUE_MESSAGES.answered);
      if (action.action === 'cancel' && by === 'buyer' && view.paymentMethod !== 'cod')
        throw new AppError('BAD_REQUEST', DELIVERY_ISSUE_MESSAGES.cancelPrepaid);
      if (action.action !== 'cancel' && !reattemptDates(new Date(now())).includes(action.date))
        throw new AppError('BAD_REQUEST', DELIVERY_ISSUE_MESSAGES.dayNotOffered);
      if (!view.awbCode) throw notFound(DELIVERY_ISSUE_MESSAGES.noIssue);
      const claimed = await repo.claimForAction(view.id, { ...action, by, at: new Date(now()).toISOString() });
      if (!claimed) throw conflict(DELIVERY_ISSUE_MESSAGES.answered);
      try {
        await provider.actOnNdr(view.awbCode, toNdrAction(action, by));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ShiprocketError && MAY_HAVE_TAKEN.has(error.kind)) {
          await repo.markUnconfirmed(view.id, `The courier did not confirm the answer: ${message}`);
          log.warn({ err: error, orderId: view.orderId }, 'NDR action unconfirmed; left for the merchant');
          throw new AppError('PROVIDER_FAILED', serverWords('deliveryIssue.notConfirmed'));
        }
        await repo.markRefused(view.id, message);
        throw new AppError('PROVIDER_FAILED', serverWords('deliveryIssue.refused', { reason: message }));
      }
      await repo.markSent(view.id, action.action === 'cancel' ? 'rto' : 're-attempting');
    },
  };
}

