import type { Db } from '../../db/client';
import type { MailContext, MailOrder } from './mail-templates';
import {
  contactMessageAlert,
  contactReplyMail,
  courierExceptionAlert,
  customerCancelledAlert,
  newOrderAlert,
  orderPaidAlert,
  refundFailedAlert,
  type ContactMessageMail,
  type CourierExceptionMail,
  type RefundFailure,
} from './merchant-mail-templates';
import { createGrievanceMails } from './grievance-mails';
import { deliveryUnansweredAlert, type DeliveryUnansweredMail } from './delivery-issue-mail-templates';
import { refundOverdueAlert, type OverdueRefundMail } from './duty-mail-templates';
import { createOutboxRepository, type NewOutboxMail } from './notifications.repository';
import type { RenderedMail } from './mail-templates';
import type { ShopForMail } from './notifications.types';

/** The order event as the notifications module sees it (see OrderEventLike). */
interface OrderEventForShop {
  type: 'placed' | 'paid' | 'status-changed' | 'confirmation-reminder';
  order: MailOrder;
  cancelReason?: 'customer' | 'admin' | 'payment-expired';
}

/**
 * Mails to the shop's notification addresses (shop settings), one outbox row per address, queued in the
 * caller's transaction so an alert exists exactly when its event committed (docs/decisions/040-merchant-operations.md).
 * Dedupe keys make each event alert each address once.
 */
export function createMerchantAlerts(
  /** The mail context (shop name, contact details) and the alert addresses, from one settings read. */
  shopFor: (within: Db) => Promise<ShopForMail>,
) {
  // Read within the caller's transaction (see SettingsService.get).
  async function toShop(
    tx: Db,
    render: (ctx: MailContext) => RenderedMail,
    kind: string,
    key: string,
  ): Promise<NewOutboxMail[]> {
    const { ctx, notificationEmails } = await shopFor(tx);
    const rendered = render(ctx);
    return [...new Set(notificationEmails.map((a) => a.toLowerCase()))].map((to) => ({
      ...rendered,
      to,
      kind,
      dedupeKey: `${key}:${to}`,
    }));
  }

  return {
    ...createGrievanceMails(shopFor, toShop),
    /** The shop's mails for an order event (none for most status changes: the shop made those itself). */
    async forOrderEvent(tx: Db, event: OrderEventForShop): Promise<NewOutboxMail[]> {
      const { order } = event;
      switch (event.type) {
        case 'placed':
          return toShop(tx, (ctx) => newOrderAlert(ctx, order), 'shop-new-order', `shop-order-placed:${order.id}`);
        case 'paid':
          // A COD or WhatsApp order "paid" at delivery is the shop's own doing: no alert.
          if (order.paymentMethod !== 'razorpay') return [];
          return toShop(tx, (ctx) => orderPaidAlert(ctx, order), 'shop-order-paid', `shop-order-paid:${order.id}`);
        case 'confirmation-reminder':
          return [];
        case 'status-changed':
          if (order.status !== 'cancelled' || event.cancelReason !== 'customer') return [];
          return toShop(
            tx,
            (ctx) => customerCancelledAlert(ctx, order),
            'shop-order-cancelled',
            `shop-order-cancelled:${order.id}`,
          );
      }
    },

    async contactMessage(tx: Db, message: ContactMessageMail): Promise<void> {
      const mails = await toShop(
        tx,
        (ctx) => contactMessageAlert(ctx, message),
        'shop-contact-message',
        `shop-contact:${message.id}`,
      );
      await createOutboxRepository(tx).enqueue(mails);
    },

    /** The shop's answer to a contact message, to its sender (one mail per reply). */
    async replyToContact(tx: Db, message: ContactMessageMail, reply: string, replyId: string): Promise<void> {
      const { ctx } = await shopFor(tx);
      await createOutboxRepository(tx).enqueue([
        {
          ...contactReplyMail(ctx, message, reply),
          to: message.email,
          kind: 'contact-reply',
          dedupeKey: `contact-reply:${replyId}`,
        },
      ]);
    },

    /**
     * A courier exception (docs/decisions/166-every-shipment-status.md): once per shipment, status and address
     * however often the courier's event arrives.
     */
    async courierException(tx: Db, event: CourierExceptionMail & { shipmentId: string }): Promise<void> {
      const mails = await toShop(
        tx,
        (ctx) => courierExceptionAlert(ctx, event),
        'shop-courier-exception',
        `shop-courier-exception:${event.shipmentId}:${event.status}`,
      );
      await createOutboxRepository(tx).enqueue(mails);
    },

    /** A failed delivery nobody answered for a day (issue 37): once per failed delivery and address (the key). */
    async deliveryUnanswered(tx: Db, alert: DeliveryUnansweredMail & { key: string }): Promise<void> {
      const mails = await toShop(tx, (ctx) => deliveryUnansweredAlert(ctx, alert), 'shop-delivery-unanswered', alert.key);
      await createOutboxRepository(tx).enqueue(mails);
    },

    /** `attempt` tells two failures of one payment apart (a refund retried after a failure can fail again). */
    async refundFailed(tx: Db, failure: RefundFailure & { attempt: string }): Promise<void> {
      const mails = await toShop(
        tx,
        (ctx) => refundFailedAlert(ctx, failure),
        'shop-refund-failed',
        `shop-refund-failed:${failure.orderId}:${failure.attempt}`,
      );
      await createOutboxRepository(tx).enqueue(mails);
    },

    /** A return's refund past its due date (docs/decisions/178-refund-due-dates.md): once per return (the key). */
    async refundOverdue(tx: Db, refund: OverdueRefundMail): Promise<void> {
      const mails = await toShop(
        tx,
        (ctx) => refundOverdueAlert(ctx, refund),
        'shop-refund-overdue',
        `shop-refund-overdue:${refund.returnId}`,
      );
      await createOutboxRepository(tx).enqueue(mails);
    },
  };
}
