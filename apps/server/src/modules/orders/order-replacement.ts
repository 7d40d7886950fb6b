import { serverWords } from '../../lib/shopper-words';
import { randomUUID } from 'node:crypto';
import { MIN_ONLINE_PAYMENT_PAISE } from '@shop/shared/coupons';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import { applyGstRules, toOrderItems } from './checkout-lines';
import { createInventoryRepository } from './inventory.repository';
import { createOrderInsertRepository } from './order-insert.repository';
import type { OrdersContext } from './orders.context';
import { createOrdersRepository, type OrderWithItems } from './orders.repository';

/** What an accepted exchange ships: units of another variant of the returned line's product. */
export interface ReplacementRequest {
  /** The order whose line is exchanged: the replacement goes to its customer and address. */
  originalOrderId: string;
  productId: string;
  variantId: string;
  quantity: number;
  /** The unit price quoted when the exchange was asked (the customer agreed to that difference). */
  unitPricePaise: number;
  /** What the returned goods' credit note credits: it settles the replacement up to its total. */
  creditPaise: number;
}

/**
 * The replacement order of an exchange (docs/decisions/244-exchanges.md), inside the caller's transaction: the
 * variant's stock is taken by the same guarded statement as any order's (no oversell); the order is invoiced at
 * dispatch at the replacement's full value, ships free and prepaid, and the returned goods' credit settles it up
 * to that value: the rest, when the replacement costs more, is paid online like any order's payment. The caller
 * tells the catalogue cache after its commit (`afterRestock`).
 */
export function createOrderReplacement(_ctx: OrdersContext) {
  return {
    async placeReplacement(tx: Db, request: ReplacementRequest): Promise<OrderWithItems> {
      const original = await createOrdersRepository(tx).findById(request.originalOrderId);
      if (!original) throw notFound(ORDER_MESSAGES.orderNotFound);
      const reservation = await createInventoryRepository(tx).reserveAll([
        { productId: request.productId, variantId: request.variantId, quantity: request.quantity },
      ]);
      // The variant was edited between its price and its stock: rolled back, and the merchant tries again.
      if (!reservation) throw new AppError('CONFLICT', serverWords('order.catalogueChanged'));
      if (!reservation.ok) throw replacementShortage(reservation.shortage);
      const orderId = randomUUID();
      const items = toOrderItems(orderId, reservation.lines).map((item) => ({
        ...item,
        unitPricePaise: request.unitPricePaise,
      }));
      applyGstRules(items, reservation.lines);
      const total = request.unitPricePaise * request.quantity;
      const credit = Math.min(request.creditPaise, total);
      // Razorpay takes nothing under ₹1: a smaller difference is waived, as the decision records.
      const owed = total - credit >= MIN_ONLINE_PAYMENT_PAISE ? total - credit : 0;
      const order = await createOrderInsertRepository(tx).insertOrderWithItems(
        {
          id: orderId,
          userId: original.userId,
          customerName: original.customerName,
          customerEmail: original.customerEmail,
          status: 'pending',
          paymentMethod: 'razorpay',
          paymentStatus: owed > 0 ? 'pending' : 'paid',
          subtotalPaise: total,
          discountPaise: 0,
          couponCode: null,
          shippingFeePaise: 0,
          totalPaise: total,
          notes: `Exchange for order ${original.id}`,
          shippingAddress: original.shippingAddress,
          idempotencyKey: null,
          // The difference does not expire with the checkout's window: the exchange waits for it.
          paymentExpiresAt: null,
          codConfirmBy: null,
          whatsappOptIn: original.whatsappOptIn,
          language: original.language,
        },
        items,
      );
      if (!order) throw new Error('replacement order not written');
      const exchangeCreditPaise = total - owed;
      await createOrdersRepository(tx).update(orderId, { exchangeCreditPaise, replacesOrderId: original.id });
      return { ...order, exchangeCreditPaise, replacesOrderId: original.id };
    },
  };
}

/** The replacement cannot be taken from stock: the exchange is not accepted, and the admin is told why. */
function replacementShortage(shortage: Parameters<typeof describeShortage>[0]): AppError {
  return new AppError('OUT_OF_STOCK', `${describeShortage(shortage)}: the exchange cannot be accepted now.`);
}

function describeShortage(
  shortage: { kind: 'short'; name: string; variantTitle: string; available: number } | { kind: string; name?: string },
): string {
  if (shortage.kind === 'short' && 'variantTitle' in shortage) {
    const what = `${shortage.name} (${shortage.variantTitle})`;
    return shortage.available > 0
      ? `Only ${shortage.available} left of ${what}`
      : `The replacement, ${what}, is out of stock`;
  }
  return `The replacement${shortage.name ? ` of ${shortage.name}` : ''} is no longer sold`;
}
