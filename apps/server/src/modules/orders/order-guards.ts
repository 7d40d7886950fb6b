import { rupeesToPaise } from '@shop/shared/money';
import { CANCELLABLE_STATUSES, PAYABLE_STATUSES } from '@shop/shared/order-status';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PIN_STATE_MISMATCH, pincodeMatchesState } from '@shop/shared/pin-state';
import type { CreateOrderInput } from '@shop/shared/schemas/order';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { OrderCustomer } from './orders.service';
import { plural } from '@shop/shared/plural';
import { EMAIL_VERIFICATION_MESSAGES } from '@shop/shared/schemas/email-verification';
import { shippingRatesFromSettings } from '@shop/shared/pricing';

/** The shop rules a new order must meet before it takes stock (docs/decisions/043-stock-hoarding-caps.md). */
export const ORDER_GUARD_MESSAGES = {
  pinStateMismatch: PIN_STATE_MISMATCH,
  tooManyUnits: (max: number, name?: string) =>
    `You can order at most ${plural(max, 'unit')} of ${name ?? 'each product'} in one order.`,
  codDisabled: 'Cash on delivery is not available at the moment. Please pay online or order on WhatsApp.',
  tooManyOpenOrders: (max: number) =>
    `You already have ${plural(max, 'order')} waiting for payment or confirmation. Pay for or cancel one of them (My Orders) before placing another.`,
  tooManyOpenCodOrders: (max: number) =>
    `You already have ${plural(max, 'cash-on-delivery order')} that ${max === 1 ? 'has' : 'have'} not shipped yet. You can place another once one of them ships, or pay online now.`,
} as const;

/**
 * Orders that hold stock while waiting for the customer: an online payment not yet received, or a WhatsApp
 * order the shop has not confirmed. Cash-on-delivery orders have a cap of their own (COD_NOT_SHIPPED).
 */
const WAITING_FOR_CUSTOMER = and(
  inArray(orders.status, PAYABLE_STATUSES),
  isNull(orders.stockReleasedAt),
  or(
    and(eq(orders.paymentMethod, 'razorpay'), eq(orders.paymentStatus, 'pending')),
    and(eq(orders.paymentMethod, 'whatsapp'), isNull(orders.confirmedAt)),
  ),
);

/**
 * Cash-on-delivery orders the shop has not shipped yet: they hold stock until they ship or are cancelled, so
 * one account could otherwise empty a product with many of them (docs/decisions/043-stock-hoarding-caps.md).
 */
const COD_NOT_SHIPPED = and(
  inArray(orders.status, CANCELLABLE_STATUSES),
  isNull(orders.stockReleasedAt),
  eq(orders.paymentMethod, 'cod'),
);

/** The cap that applies to a new order of this payment method, with its refusal. */
function openOrderCap(settings: ShopSettings, paymentMethod: CreateOrderInput['paymentMethod']) {
  return paymentMethod === 'cod'
    ? { counted: COD_NOT_SHIPPED, max: settings.maxOpenCodOrders, message: ORDER_GUARD_MESSAGES.tooManyOpenCodOrders }
    : {
        counted: WAITING_FOR_CUSTOMER,
        max: settings.maxOpenUnpaidOrders,
        message: ORDER_GUARD_MESSAGES.tooManyOpenOrders,
      };
}

/**
 * The orders service's readers of the shop settings: the largest order total, and the delivery charges, read
 * inside the order's transaction (docs/decisions/039-shipping-fee-from-settings.md).
 */
export function orderSettings(settings: { get(within?: Db): Promise<ShopSettings> }) {
  return {
    maxOrderTotalPaise: async () => rupeesToPaise((await settings.get()).maxOrderValueRupees),
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
      // Decision 150: a shop may hold checkout until the address is verified (off by default).
      if (settings.requireVerifiedEmailForCheckout && customer.emailVerified === false) {
        throw new AppError('FORBIDDEN', EMAIL_VERIFICATION_MESSAGES.checkoutNeedsVerifiedEmail, {
          reason: 'email-unverified',
        });
      }
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
      const cap = openOrderCap(settings, input.paymentMethod);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-orders:${customer.id}`}))`);
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, customer.id), cap.counted));
      if ((row?.n ?? 0) >= cap.max) throw new AppError('CONFLICT', cap.message(cap.max), { max: cap.max });
    },
  };
}
