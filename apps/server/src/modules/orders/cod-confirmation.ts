import { serverWords } from '../../lib/shopper-words';
import { formatOrderNumber } from '@shop/shared/order-number';
import { paiseToRupees } from '@shop/shared/money';
import {
  COD_CONFIRMATION_MESSAGES,
  codConfirmationPath,
  type CodConfirmationView,
} from '@shop/shared/cod-confirmation';
import { PIN_STATE_MISMATCH, pincodeMatchesState } from '@shop/shared/pin-state';
import type { CreateOrderInput } from '@shop/shared/schemas/order';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { orders as ordersTable } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { codConfirmationToken, isCodConfirmationToken } from './cod-confirmation-token';
import { COD_EXPIRED_REASON } from './order-operations';
import type { OrdersContext } from './orders.context';
import { createOrdersRepository, type OrderRecord, type OrderWithItems } from './orders.repository';

/** What a changed delivery address must pass before the order takes it: the courier reaches it, with cash. */
export type DeliveryCheck = (pincode: string) => Promise<{ serviceable: boolean; codAvailable: boolean }>;

/** In the shopper's language (docs/decisions/203). */
export const COD_ADDRESS_MESSAGES = {
  notDeliverable: (pincode: string) => serverWords('codConfirm.notDeliverable', { pincode }),
  noCod: (pincode: string) => serverWords('codConfirm.noCod', { pincode }),
};

function viewState(order: OrderRecord, now: Date): CodConfirmationView['state'] {
  if (order.status === 'cancelled') return order.cancelReason === COD_EXPIRED_REASON ? 'expired' : 'cancelled';
  if (order.status !== 'pending') return 'packed';
  if (order.confirmedAt) return 'confirmed';
  return order.codConfirmBy! <= now ? 'expired' : 'awaiting';
}

/** Refuses an action on an order no longer awaiting its buyer, naming why. */
function requireAwaiting(order: OrderRecord, now = new Date()) {
  const state = viewState(order, now);
  if (state === 'awaiting') return;
  const message =
    state === 'expired'
      ? COD_CONFIRMATION_MESSAGES.expired
      : state === 'cancelled'
        ? COD_CONFIRMATION_MESSAGES.cancelled
        : state === 'packed'
          ? COD_CONFIRMATION_MESSAGES.alreadyPacked
          : COD_CONFIRMATION_MESSAGES.notAwaiting;
  throw new AppError('INVALID_STATUS_CHANGE', message);
}

/**
 * A buyer confirming, cancelling or re-addressing a COD order from the signed link in its mail, without
 * signing in, and the reminder halfway through the window (docs/decisions/227-cod-confirmation.md). The
 * window's end is the WhatsApp orders' expiry job (order-expiry.ts): one rule for both.
 */
export function createCodConfirmation(ctx: OrdersContext, deliveryCheck?: () => DeliveryCheck | undefined) {
  const { db, orders, linkSecret, announce, announced, reload } = ctx;

  /** The order the link names, when the token is its own; else the same 404 whatever was wrong. */
  async function orderForLink(id: string, token: string): Promise<OrderWithItems> {
    const order = await orders.findById(id).catch(() => null);
    if (!order || order.codConfirmBy === null || !isCodConfirmationToken(linkSecret, id, order.codConfirmBy, token))
      throw notFound(COD_CONFIRMATION_MESSAGES.badLink);
    return order;
  }


  /** Confirms a COD order awaiting its buyer, under its row lock (the link, a WhatsApp reply). */
  async function confirmAwaitingCod(id: string): Promise<OrderWithItems> {
    await db.transaction(async (tx) => {
      const txOrders = createOrdersRepository(tx);
      const order = await txOrders.lockById(id);
      if (!order) throw notFound(COD_CONFIRMATION_MESSAGES.badLink);
      requireAwaiting(order);
      await txOrders.update(id, { confirmedAt: new Date() });
    });
    return reload(id);
  }

  return {
    /** The order a WhatsApp Confirm / Cancel tap names (decision 229), or null. */
    findOrderForReply: (id: string) => orders.findById(id).catch(() => null),

    /** The buyer's confirmation page: the order in brief and what can still be done. */
    async viewForLink(id: string, token: string): Promise<CodConfirmationView> {
      const order = await orderForLink(id, token);
      const address = order.shippingAddress;
      return {
        orderId: order.id,
        orderNumber: formatOrderNumber(order.id),
        state: viewState(order, new Date()),
        confirmBy: order.codConfirmBy?.toISOString() ?? null,
        total: paiseToRupees(order.totalPaise),
        items: order.items.map((item) => ({
          name: item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name,
          quantity: item.quantity,
        })),
        shippingAddress: {
          name: address.name,
          phone: address.phone,
          street: address.street,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
        },
      };
    },

    /** The buyer confirms from the link: the order may now be packed. Confirming twice is not an error. */
    async confirmFromLink(id: string, token: string): Promise<OrderWithItems> {
      const order = await orderForLink(id, token);
      if (order.confirmedAt && order.status !== 'cancelled') return order;
      return confirmAwaitingCod(id);
    },

    confirmAwaitingCod,

    /** The buyer cancels from the link while the order awaits confirmation: stock back once, as any cancel. */
    async cancelFromLink(id: string, token: string, cancel: (viewer: { id: string; role: 'user' }, id: string) => Promise<OrderWithItems>) {
      const order = await orderForLink(id, token);
      requireAwaiting(order);
      if (!order.userId) throw notFound(COD_CONFIRMATION_MESSAGES.badLink);
      return cancel({ id: order.userId, role: 'user' }, id);
    },

    /**
     * The buyer changes the delivery address before packing: the PIN code must match the state, and the courier
     * must deliver there with cash (asked again, decision 227).
     */
    async changeAddressFromLink(
      id: string,
      token: string,
      address: CreateOrderInput['shippingAddress'],
    ): Promise<OrderWithItems> {
      const order = await orderForLink(id, token);
      requireAwaiting(order);
      if (!pincodeMatchesState(address.pincode, address.state))
        throw new AppError('VALIDATION', PIN_STATE_MISMATCH, { field: 'pincode' });
      const check = deliveryCheck?.();
      if (check) {
        const answer = await check(address.pincode);
        if (!answer.serviceable)
          throw new AppError('VALIDATION', COD_ADDRESS_MESSAGES.notDeliverable(address.pincode), { field: 'pincode' });
        if (!answer.codAvailable)
          throw new AppError('VALIDATION', COD_ADDRESS_MESSAGES.noCod(address.pincode), { field: 'pincode' });
      }
      const next = { ...address, ...(address.email ? {} : { email: order.shippingAddress.email }) };
      if (!next.email) delete next.email;
      await db.transaction(async (tx) => {
        const txOrders = createOrdersRepository(tx);
        const locked = await txOrders.lockById(id);
        if (!locked) throw notFound(COD_CONFIRMATION_MESSAGES.badLink);
        requireAwaiting(locked);
        await txOrders.update(id, { shippingAddress: next });
      });
      return reload(id);
    },

    /**
     * Job: queues the one reminder of each COD order past half its window and still unconfirmed. The guarded
     * update claims each order once, so two processes never remind twice. Returns how many.
     */
    async remindUnconfirmedCodOrders(now: Date = new Date()): Promise<number> {
      const reminded = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(ordersTable)
          .set({ confirmationRemindedAt: now })
          .where(
            and(
              eq(ordersTable.paymentMethod, 'cod'),
              eq(ordersTable.status, 'pending'),
              isNull(ordersTable.confirmedAt),
              isNull(ordersTable.confirmationRemindedAt),
              isNull(ordersTable.stockReleasedAt),
              isNotNull(ordersTable.codConfirmBy),
              sql`${ordersTable.codConfirmBy} > ${now.toISOString()}::timestamptz`,
              sql`${ordersTable.createdAt} + (${ordersTable.codConfirmBy} - ${ordersTable.createdAt}) / 2 <= ${now.toISOString()}::timestamptz`,
            ),
          )
          .returning({ id: ordersTable.id, codConfirmBy: ordersTable.codConfirmBy });
        for (const row of claimed) {
          const path = codConfirmationPath(row.id, codConfirmationToken(linkSecret, row.id, row.codConfirmBy!));
          await announce(tx, row.id, (o) => ({ type: 'confirmation-reminder', order: o, confirmationPath: path }));
        }
        return claimed.length;
      });
      if (reminded > 0) announced();
      return reminded;
    },

  };
}
