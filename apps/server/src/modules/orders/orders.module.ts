import type { FastifyInstance } from 'fastify';
import { invoiceFileName } from '@shop/shared/order-number';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit';
import type { CouponsService } from '../coupons';
import type { Consents } from '../consents';
import type { SettingsService } from '../settings';
import { renderCreditNote } from './credit-note-pdf';
import type { GstDocumentsServiceOptions } from './gst-documents.service';
import { registerGst } from './gst.module';
import { documentSeller } from './document-seller';
import { renderInvoicePdf } from './invoice-pdf';
import type { DeliveryCheck } from './cod-confirmation';
import { codConfirmationRoutes } from './cod-confirmation.routes';
import { codRulesRoutes } from './cod-rules.routes';
import { recordWhatsAppStatuses } from '../notifications';
import { whatsAppWebhookRoutes } from './whatsapp-webhook.routes';
import { createOrderCancelledEvent } from './order-cancelled';
import type { OrderEventSink } from './order-events';
import type { StockChange } from './orders.context';
import { createOrderGuards, orderSettings, type RtoOrderIds } from './order-guards';
import { ordersAdminRoutes } from './orders.admin.routes';
import { ordersRoutes, type OrderStatusChange } from './orders.routes';
import { createOrdersService, type OrderViewer } from './orders.service';
import { expireUnconfirmedWhatsAppOrders, whatsAppExpiryJob } from './whatsapp-expiry.job';

export interface OrdersModuleOptions {
  config: Pick<
    Config,
    'razorpay' | 'rateLimitsEnabled' | 'paymentJobsIntervalMs' | 'jwtSecret' | 'whatsappWebhook' | 'CATALOG_CACHE'
  >;
  db: Db;
  settings: SettingsService;
  /** Priced and recorded inside the order's transaction, released on cancel (docs/decisions/135-coupons.md). */
  coupons: Pick<CouponsService, 'redeem' | 'releaseForOrder'>;
  /** The order mails, queued inside the order's own transactions. */
  events: OrderEventSink;
  /** After a commit that changed stock: the catalogue cache and the wishlist's "back in stock" mail. */
  onStockChanged: (productIds: readonly string[], change: StockChange, soldOut?: readonly string[]) => unknown;
  consents: Consents;
  audit: AuditRecorder;
  /** The GST screen's reconciliation sets the GSTR-1 against the sales report's own figure (decision 181). */
  salesFigures: GstDocumentsServiceOptions['salesFigures'];
}

/**
 * The orders module: the orders service with its shop rules, the customer and admin order routes, the
 * WhatsApp confirmation expiry job, GST documents, and the "order cancelled" event (payments refund on it).
 * Returns the service, the event, the credit notes and the PDFs a mail attaches.
 */
export async function registerOrders(app: FastifyInstance, options: OrdersModuleOptions) {
  const { config, db, settings, audit } = options;
  // The courier's answer for a buyer's new delivery PIN code: shipping registers after orders (decision 227).
  let deliveryCheck: DeliveryCheck | undefined;
  // The recorded returns to origin for the COD history rule: shipping registers after orders too (decision 242).
  let rtoOrderIds: RtoOrderIds | undefined;
  const orderGuards = createOrderGuards(
    (within) => settings.get(within),
    () => rtoOrderIds,
  );
  const orderCancelled = createOrderCancelledEvent((err, orderId) =>
    app.log.error({ err, orderId }, 'a step after cancelling an order failed'),
  );
  const orders = createOrdersService({
    db,
    coupons: options.coupons,
    paymentWindowMs: config.razorpay.paymentWindowMs,
    afterCancel: (orderId) => orderCancelled.emit(orderId),
    events: options.events,
    onStockChanged: options.onStockChanged,
    ...orderSettings(settings),
    // PIN/state match and the stock-hoarding caps from the shop settings (order-guards.ts).
    checkRequest: (db, customer, input) => orderGuards.checkRequest(db, customer, input),
    beforePlace: (tx, customer, input) => orderGuards.beforePlace(tx, customer, input),
    afterPricing: (tx, input, totalPaise) => orderGuards.afterPricing(tx, input, totalPaise),
    linkSecret: config.jwtSecret,
    deliveryCheck: () => deliveryCheck,
    rememberSoldOut: config.CATALOG_CACHE === 'on',
  });
  await app.register(ordersRoutes, {
    orders,
    settings,
    onStatusChanged: (change) => auditStatusChange(audit, change),
    rateLimitsEnabled: config.rateLimitsEnabled,
    consents: options.consents,
  });
  // Issue 14: admin cancel with a reason and WhatsApp confirmation (docs/decisions/040-merchant-operations.md).
  await app.register(ordersAdminRoutes, { orders, audit });
  // Issue 37: the buyer's COD confirmation link (docs/decisions/227-cod-confirmation.md).
  await app.register(codConfirmationRoutes, { orders, rateLimitsEnabled: config.rateLimitsEnabled });
  // Issue 37: the COD rules, asked by checkout before the shopper picks a payment method (decision 228).
  await app.register(codRulesRoutes, { db, guards: orderGuards });
  // Issue 37: buyers' Confirm / Cancel taps on WhatsApp (docs/decisions/229-whatsapp-cod-replies.md).
  await app.register(whatsAppWebhookRoutes, {
    orders,
    secrets: config.whatsappWebhook,
    // Meta's delivery statuses land on the notifications module's outbox rows (decision 250).
    statuses: (reports) => recordWhatsAppStatuses(db, reports),
  });
  whatsAppExpiryJob(app, { orders, settings, intervalMs: config.paymentJobsIntervalMs });
  // GST: credit notes, an order's GST figures, the admin's GSTR-1 export (docs/gst.md).
  const gst = await registerGst(app, { db, orders, settings, salesFigures: options.salesFigures });
  const seller = () => documentSeller(settings);
  const documents = {
    /** A 'delivered' mail's invoice, or a refund mail's credit note (decision 173), drawn at send time. */
    async renderAttachment(orderId: string, creditNoteNumber?: string) {
      if (creditNoteNumber) {
        const { credited, note } = await gst.documents.getCreditNote(OUTBOX, orderId, creditNoteNumber);
        return renderCreditNote(credited, note, await seller());
      }
      const order = await orders.getInvoiceOrder(OUTBOX, orderId);
      return {
        filename: invoiceFileName(order.id),
        content: await renderInvoicePdf(order, await seller()),
        contentType: 'application/pdf',
      };
    },
    getOrder: (viewer: OrderViewer, id: string) => orders.getOrder(viewer, id),
  };
  const runConfirmationJob = (now: Date) => expireUnconfirmedWhatsAppOrders({ orders, settings, now: () => now });
  const checkDeliveryWith = (check: DeliveryCheck) => {
    deliveryCheck = check;
  };
  const readRtoOutcomesWith = (read: RtoOrderIds) => {
    rtoOrderIds = read;
  };
  return {
    orders,
    orderCancelled,
    creditNotes: gst.documents,
    documents,
    runConfirmationJob,
    checkDeliveryWith,
    readRtoOutcomesWith,
  };
}

/** The outbox reads an order's documents as an admin would. */
const OUTBOX = { id: 'outbox', role: 'admin' } as const;

/** One audit entry per admin status change. */
function auditStatusChange(audit: AuditRecorder, change: OrderStatusChange) {
  return audit.record(change.actor, {
    action: 'order.status_change',
    entityType: 'order',
    entityId: change.orderId,
    details: {
      from: change.from,
      to: change.order.status,
      ...(change.input.trackingNumber ? { trackingNumber: change.input.trackingNumber } : {}),
      ...(change.input.notes ? { notes: change.input.notes } : {}),
    },
  });
}
