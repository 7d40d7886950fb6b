import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PIN_STATE_MISMATCH, pincodeMatchesState } from '@shop/shared/pin-state';
import type { CreateOrderInput } from '@shop/shared/schemas/order';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { OrderCustomer } from './orders.service';
import { plural } from '@shop/shared/plural';
import { shippingRatesFromSettings } from '@shop/shared/pricing';

/** The shop rules a new order must meet before it takes stock (docs/decisions/043-stock-hoarding-caps.md). */
export const ORDER_GUARD_MESSAGES = {
  pinStateMismatch: PIN_STATE_MISMATCH,
  tooManyUnits: (max: number, name?: string) =>
    `You can order at most ${plural(max, 'unit')} of ${name ?? 'each product'} in one order.`,
  codDisabled: 'Cash on delivery is not available at the moment. Please pay online or order on WhatsApp.',
  tooManyOpenOrders: (max: number) =>
    `You already have ${plural(max, 'order')} waiting for payment or confirmation. Pay for or cancel one of them (My Orders) before placing another.`,
} as const;

/**
 * Orders that hold stock while waiting for the customer: an online payment not yet received, or a WhatsApp
 * order the shop has not confirmed. Cash-on-delivery orders are real orders the shop is working on.
 */
const WAITING_FOR_CUSTOMER = and(
  inArray(orders.status, ['pending', 'packed']),
  isNull(orders.stockReleasedAt),
  or(
    and(eq(orders.paymentMethod, 'razorpay'), eq(orders.paymentStatus, 'pending')),
    and(eq(orders.paymentMethod, 'whatsapp'), isNull(orders.confirmedAt)),
  ),
);

/**
 * The orders service's readers of the shop settings: the largest order total, and the delivery charges, read
 * inside the order's transaction (docs/decisions/039-shipping-fee-from-settings.md).
 */
export function orderSettings(settings: { get(within?: Db): Promise<ShopSettings> }) {
  return {
    maxOrderTotalPaise: async () => (await settings.get()).maxOrderValueRupees * 100,
    shippingRates: async (tx: Db) => shippingRatesFromSettings(await settings.get(tx)),
  };
}

export function createOrderGuards(getSettings: (within: Db) => Promise<ShopSettings>) {
  return {
    /**
     * Runs first inside the order's transaction: a refusal rolls everything back, so nothing changes.
     * A per-customer advisory lock makes two simultaneous checkouts of one customer count one after the other.
     */
    async beforePlace(tx: Db, customer: OrderCustomer, input: CreateOrderInput): Promise<void> {
      const address = input.shippingAddress;
      if (!pincodeMatchesState(address.pincode, address.state)) {
        throw new AppError('VALIDATION', ORDER_GUARD_MESSAGES.pinStateMismatch, { field: 'pincode' });
      }
      const settings = await getSettings(tx);
      // The settings' COD switch (docs/decisions/039): refused before any stock is taken.
      if (input.paymentMethod === 'cod' && !settings.codEnabled) {
        throw new AppError('VALIDATION', ORDER_GUARD_MESSAGES.codDisabled, { field: 'paymentMethod' });
      }
      const tooMany = input.items.find((line) => line.quantity > settings.maxUnitsPerProduct);
      if (tooMany) {
        throw new AppError('VALIDATION', ORDER_GUARD_MESSAGES.tooManyUnits(settings.maxUnitsPerProduct), {
          productId: tooMany.product,
          max: settings.maxUnitsPerProduct,
        });
      }
      if (input.paymentMethod === 'cod') return;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-orders:${customer.id}`}))`);
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, customer.id), WAITING_FOR_CUSTOMER));
      if ((row?.n ?? 0) >= settings.maxOpenUnpaidOrders) {
        throw new AppError('CONFLICT', ORDER_GUARD_MESSAGES.tooManyOpenOrders(settings.maxOpenUnpaidOrders), {
          max: settings.maxOpenUnpaidOrders,
        });
      }
    },
  };
}
