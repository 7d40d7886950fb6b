import {
  DELIVERY_ISSUE_MESSAGES,
  FAILED_DELIVERY_STATE_TEXT,
  reattemptDates,
  type DeliveryIssueAction,
  type FailedDeliveryState,
} from '@shop/shared/failed-delivery';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { AdminDeliveryIssue, DeliveryIssue } from '@shop/shared/schemas/delivery-issues';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { ShippingProvider } from '../../providers/shiprocket/types';
import { createDeliveryIssueLinks } from './delivery-issue-link';
import { createFailedDeliveries, type DeliveryIssueMails } from './failed-deliveries';
import { createFailedDeliveriesRepository, type FailedDeliveryView } from './failed-deliveries.repository';
import { createRtoOutcomes } from './rto-outcomes';
import { createRtoOutcomesRepository } from './rto-outcomes.repository';
import { rtoReport } from './rto-report';
import type { ShippingLogger } from './shipping-errors';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentRecord } from './shipping.types';

export interface DeliveryIssuesOptions {
  db: Db;
  provider: ShippingProvider;
  shipments: Pick<ShippingRepository, 'findByTrackingRef'>;
  pickup: () => Promise<{ pincode: string }>;
  mails: DeliveryIssueMails | undefined;
  /** Signs the buyer's links (the server's JWT secret). */
  linkSecret: string;
  log: ShippingLogger;
  now: () => number;
}

const WEEK_MS = 7 * 86_400_000;

function answerOf(view: FailedDeliveryView): DeliveryIssue['answer'] {
  const a = view.action as Record<string, unknown> | null;
  if (!a || typeof a.action !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    action: a.action as NonNullable<DeliveryIssue['answer']>['action'],
    date: text(a.date),
    phone: text(a.phone),
    addressLine: text(a.addressLine),
    landmark: text(a.landmark),
    by: a.by === 'merchant' ? 'merchant' : 'buyer',
    at: text(a.at) ?? view.updatedAt.toISOString(),
  };
}

/**
 * Failed deliveries and returns to origin as the shop sees them (issue 37): the buyer's page behind a signed
 * link, the admin's queue and answers, the escalation job, the NDR list sync and the RTO report.
 */
export function createDeliveryIssues(options: DeliveryIssuesOptions) {
  const { db, provider, now } = options;
  const repo = createFailedDeliveriesRepository(db);
  const links = createDeliveryIssueLinks(options.linkSecret);
  const failed = createFailedDeliveries({ ...options, repo, links });
  const rto = createRtoOutcomes({
    repo: createRtoOutcomesRepository(db),
    failed: repo,
    provider,
    pickup: options.pickup,
    log: options.log,
  });

  function toIssue(view: FailedDeliveryView): DeliveryIssue {
    const state = view.state as FailedDeliveryState;
    return {
      orderId: view.orderId,
      orderNumber: formatOrderNumber(view.orderId),
      state,
      stateText: FAILED_DELIVERY_STATE_TEXT[state] ?? view.state,
      reason: view.reason,
      attempts: view.attempts,
      firstAttemptAt: view.firstAttemptAt.toISOString(),
      lastAttemptAt: view.lastAttemptAt.toISOString(),
      paymentMethod: view.paymentMethod,
      canCancel: view.paymentMethod === 'cod',
      reattemptDates: reattemptDates(new Date(now())),
      answer: answerOf(view),
      problem: view.actionError,
      delivery: {
        phoneEnding: view.phone.slice(-4),
        addressLine: view.addressLine,
        city: view.city,
        pincode: view.pincode,
      },
    };
  }

  function toAdminIssue(view: FailedDeliveryView): AdminDeliveryIssue {
    return {
      ...toIssue(view),
      canCancel: true,
      id: view.id,
      customerName: view.customerName,
      awbCode: view.awbCode,
      courierName: view.courierName,
      escalatedAt: view.escalatedAt?.toISOString() ?? null,
      ageHours: Math.max(0, Math.floor((now() - view.lastAttemptAt.getTime()) / 3_600_000)),
    };
  }

  async function buyerView(orderId: string, token: string | undefined): Promise<FailedDeliveryView> {
    if (!links.isValid(orderId, token)) throw new AppError('FORBIDDEN', DELIVERY_ISSUE_MESSAGES.badLink);
    const view = await repo.findLatestForOrder(orderId);
    if (!view) throw notFound(DELIVERY_ISSUE_MESSAGES.noIssue);
    return view;
  }

  async function adminView(id: string): Promise<FailedDeliveryView> {
    const view = await repo.findView(id);
    if (!view) throw notFound(DELIVERY_ISSUE_MESSAGES.noIssue);
    return view;
  }

  return {
    /** After tracking is written (tracking-updates.ts). */
    async onTracked(shipment: ShipmentRecord, stage: string | undefined): Promise<void> {
      await failed.noteTracking(shipment, stage);
      await rto.noteReturn(shipment, stage);
    },
    syncFromNdrList: () => failed.syncFromNdrList(),
    escalateUnanswered: (at?: Date) => failed.escalateUnanswered(at),
    countBuyerRtoOrders: (buyer: { userId?: string | null; phone?: string | null }) => rto.countBuyerRtoOrders(buyer),
    /** Read in the caller's transaction (an order being placed): the COD history rule (decisions 228, 242). */
    rtoOrderIdsOf: (userId: string, within: Db) => createRtoOutcomesRepository(within).rtoOrderIdsOf(userId),
    linkFor: links.pathFor,

    async getForBuyer(orderId: string, token: string | undefined): Promise<DeliveryIssue> {
      return toIssue(await buyerView(orderId, token));
    },
    async answerAsBuyer(orderId: string, token: string | undefined, action: DeliveryIssueAction) {
      await failed.answer(await buyerView(orderId, token), action, 'buyer');
      return toIssue(await buyerView(orderId, token));
    },

    async listForAdmin(): Promise<AdminDeliveryIssue[]> {
      return (await repo.listQueue()).map(toAdminIssue);
    },
    /** The merchant answers, or sends again an answer Shiprocket never confirmed. */
    async answerAsMerchant(id: string, action: DeliveryIssueAction): Promise<AdminDeliveryIssue> {
      let view = await adminView(id);
      if (view.state === 'action-requested' && !view.actionSentAt && (await repo.reopenUnconfirmed(id)))
        view = await adminView(id);
      await failed.answer(view, action, 'merchant');
      return toAdminIssue(await adminView(id));
    },

    rtoReport: (weeks: number) => rtoReport(db, new Date(now() - weeks * WEEK_MS)),
  };
}

