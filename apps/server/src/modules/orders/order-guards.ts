import { serverWords } from '../../lib/shopper-words';
import { rupeesToPaise } from '@shop/shared/money';
import { CANCELLABLE_STATUSES, PAYABLE_STATUSES } from '@shop/shared/order-status';
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { codRuleProblem, type CodRuleFacts } from '@shop/shared/cod-rules';
import { COD_EXPIRED_REASON } from './order-operations';
import { PIN_STATE_MISMATCH, pincodeMatchesState } from '@shop/shared/pin-state';
import type { CreateOrderInput } from '@shop/shared/schemas/order';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Db } from '../../db/client';
import { compiledOnce } from '../../db/prepared-statements';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { OrderCustomer } from './orders.service';
import { EMAIL_VERIFICATION_MESSAGES } from '@shop/shared/schemas/email-verification';
import { shippingRatesFromSettings } from '@shop/shared/pricing';

/**
 * The shop rules a new order must meet before it takes stock (docs/decisions/043-stock-hoarding-caps.md), worded
 * in the shopper's language from the shopper message catalogue (docs/decisions/203).
 */
export const ORDER_GUARD_MESSAGES = {
  pinStateMismatch: PIN_STATE_MISMATCH,
  tooManyUnits: (max: number) => serverWords('order.tooManyUnits', { max }),
  codDisabled: serverWords('cod.disabled'),
  tooManyOpenOrders: (max: number) => serverWords('order.tooManyOpenOrders', { max }),
  tooManyOpenCodOrders: (max: number) => serverWords('order.tooManyOpenCodOrders', { max }),
};

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

/** The buyer's orders the courier started returning (rto_outcomes, shipping module), read in the caller's transaction. */
export type RtoOrderIds = (userId: string, within: Db) => Promise<string[]>;

/**
 * A buyer's COD orders that failed the shop (decisions 228, 242): returned to the seller (RTO, `returned_at`),
 * cancelled because the buyer never confirmed them (decision 227), or with a return to origin recorded by the
 * shipping module (`rto_outcomes`, from the moment the courier starts the return). Each order counts once.
 */
async function countFailedCodOrders(tx: Db, userId: string, rtoOrderIds?: RtoOrderIds): Promise<number> {
  const recorded = (await rtoOrderIds?.(userId, tx)) ?? [];
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        or(
          isNotNull(orders.returnedAt),
          eq(orders.cancelReason, COD_EXPIRED_REASON),
          ...(recorded.length > 0 ? [inArray(orders.id, recorded)] : []),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Refuses a COD order that breaks one of the shop's COD rules, naming the rule (decision 228). */
export function throwOnCodRule(settings: ShopSettings, facts: CodRuleFacts): void {
  const problem = codRuleProblem(settings, facts);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { field: 'paymentMethod', rule: problem.rule });
}

/** A buyer's orders that count against a cap; compiled once, as every order runs one (decision 282). */
const openOrdersCount = (counted: SQL | undefined) =>
  compiledOnce<{ n: number }>(
    sql`select count(*)::int as n from ${orders} where ${orders.userId} = ${sql.placeholder('userId')} and ${counted}`,
  );
const COUNT_COD_NOT_SHIPPED = openOrdersCount(COD_NOT_SHIPPED);
const COUNT_WAITING_FOR_CUSTOMER = openOrdersCount(WAITING_FOR_CUSTOMER);
/** One buyer's orders are placed one at a time (the cap's count must see the one before). */
const LOCK_BUYER_ORDERS = compiledOnce(sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('key')}))`);

/** The cap that applies to a new order of this payment method, with its refusal. */
function openOrderCap(settings: ShopSettings, paymentMethod: CreateOrderInput['paymentMethod']) {
  return paymentMethod === 'cod'
    ? {
        count: COUNT_COD_NOT_SHIPPED,
        max: settings.maxOpenCodOrders,
        message: ORDER_GUARD_MESSAGES.tooManyOpenCodOrders,
      }
    : {
        count: COUNT_WAITING_FOR_CUSTOMER,
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
    /** decision 227: the buyer's COD confirmation window, when the shop asks for it. */
    codConfirmationWindowMs: async (tx: Db) => {
      const current = await settings.get(tx);
      return current.codConfirmationEnabled ? current.codConfirmationHours * 3_600_000 : null;
    },
    /** decision 252: a COD order asks for its COD fee in advance by UPI. */
    codFeeAdvanceAsked: async (tx: Db) => (await settings.get(tx)).codFeeAdvanceByUpi,
  };
}

export function createOrderGuards(
  getSettings: (within: Db) => Promise<ShopSettings>,
  rtoOrderIds: () => RtoOrderIds | undefined = () => undefined,
) {
  return {
    /** Checkout's question before the shopper picks a payment method: may this buyer pay cash here? */
    async codAvailability(
      db: Db,
      customer: { id: string; verifiedPhone: string | null },
      { phone, ...facts }: Omit<CodRuleFacts, 'failedCodOrders' | 'phoneVerified'> & { phone?: string },
    ) {
      const settings = await getSettings(db);
      if (!settings.codEnabled)
        return { available: false, rule: 'disabled', message: ORDER_GUARD_MESSAGES.codDisabled };
      const failedCodOrders =
        settings.codMaxFailedOrders > 0 ? await countFailedCodOrders(db, customer.id, rtoOrderIds()) : 0;
      // Without the delivery phone yet, the account's verified number stands for it (checked again on the order).
      const phoneVerified = phone ? phone === customer.verifiedPhone : customer.verifiedPhone !== null;
      const problem = codRuleProblem(settings, { ...facts, failedCodOrders, phoneVerified });
      return problem ? { available: false, ...problem } : { available: true, rule: null, message: null };
    },
    /** After pricing, inside the order's transaction: the COD rule on the order's total (decision 228). */
    async afterPricing(tx: Db, input: CreateOrderInput, totalPaise: number): Promise<void> {
      if (input.paymentMethod !== 'cod') return;
      const address = input.shippingAddress;
      throwOnCodRule(await getSettings(tx), {
        pincode: address.pincode,
        state: address.state,
        totalPaise,
        failedCodOrders: 0,
      });
    },
    /**
     * The shop's rules on the request itself (address, verified email, COD, units per product), checked before the
     * order is priced (decision 288): what the shopper asked for is refused as such before any stock is read.
     */
    async checkRequest(db: Db, customer: OrderCustomer, input: CreateOrderInput): Promise<void> {
      const address = input.shippingAddress;
      if (!pincodeMatchesState(address.pincode, address.state)) {
        throw new AppError('VALIDATION', ORDER_GUARD_MESSAGES.pinStateMismatch, { field: 'pincode' });
      }
      const settings = await getSettings(db);
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
      // The COD rules but the one on value, which waits for the priced total (docs/decisions/228-cod-rules.md).
      if (input.paymentMethod === 'cod') {
        const failedCodOrders =
          settings.codMaxFailedOrders > 0 ? await countFailedCodOrders(db, customer.id, rtoOrderIds()) : 0;
        // decision 240: the delivery phone must be the number the buyer verified by a code (when the shop asks).
        const phoneVerified = address.phone === (customer.verifiedPhone ?? null);
        throwOnCodRule(settings, { pincode: address.pincode, state: address.state, failedCodOrders, phoneVerified });
      }
      const tooMany = input.items.find((line) => line.quantity > settings.maxUnitsPerProduct);
      if (tooMany) {
        throw new AppError('VALIDATION', ORDER_GUARD_MESSAGES.tooManyUnits(settings.maxUnitsPerProduct), {
          productId: tooMany.product,
          max: settings.maxUnitsPerProduct,
        });
      }
    },

    /**
     * Runs first inside the order's transaction: a refusal rolls everything back, so nothing changes.
     * A per-customer advisory lock makes two simultaneous checkouts of one customer count one after the other.
     */
    async beforePlace(tx: Db, customer: OrderCustomer, input: CreateOrderInput): Promise<void> {
      const cap = openOrderCap(await getSettings(tx), input.paymentMethod);
      await LOCK_BUYER_ORDERS(tx, { key: `open-orders:${customer.id}` });
      const [row] = await cap.count(tx, { userId: customer.id });
      if ((row?.n ?? 0) >= cap.max) throw new AppError('CONFLICT', cap.message(cap.max), { max: cap.max });
    },
  };
}
