import { serverWords } from '../../lib/shopper-words';
import { randomUUID } from 'node:crypto';
import { findBuyerProblem } from '@shop/shared/b2b-buyer';
import { COUPON_MESSAGES, MIN_ONLINE_PAYMENT_PAISE } from '@shop/shared/coupons';
import { DEFAULT_SHIPPING_RATES, shippingFeePaise, subtotalPaise, type ShippingRates } from '@shop/shared/pricing';
import type { CreateOrderInput } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { codConfirmationPath } from '@shop/shared/cod-confirmation';
import { codFeeAdvancePaise } from '@shop/shared/cod-fee-advance';
import { codConfirmationToken } from './cod-confirmation-token';
import { applyGstRules, byProductId, shortageError, toOrderItems } from './checkout-lines';
import { createGstDocumentsRepository, type BusinessBuyer } from './gst-documents.repository';
import { createInventoryRepository, type ReservedLine, type StockShortage } from './inventory.repository';
import type { OrderCustomer, OrdersContext, OrdersServiceOptions } from './orders.context';
import { createOrdersRepository, type OrderItemRecord, type OrderWithItems } from './orders.repository';
import type { SoldOutMarks } from './sold-out-marks';

/** The settings' delivery charges read in the order's transaction (docs/decisions/039), else the demo shop's. */
async function ratesWithin(tx: Db, read: OrdersServiceOptions['shippingRates']): Promise<ShippingRates> {
  return (await read?.(tx)) ?? DEFAULT_SHIPPING_RATES;
}

/**
 * A business buyer's GSTIN, legal name and registered address for the invoice's "Bill to", when the order gave
 * one (checked by `findBuyerProblem` before: every part is there; docs/decisions/185).
 */
function businessBuyerOf(input: CreateOrderInput): BusinessBuyer | null {
  if (!input.buyerGstin) return null;
  const address = input.buyerAddress;
  return {
    buyerGstin: input.buyerGstin,
    buyerLegalName: input.buyerLegalName ?? null,
    buyerAddress: address
      ? {
          street: address.street ?? '',
          city: address.city ?? '',
          state: address.state ?? '',
          pincode: address.pincode ?? '',
        }
      : null,
  };
}

function orderTooLarge(maxTotalPaise: number): AppError {
  return new AppError('VALIDATION', serverWords('order.tooLarge', { max: { paise: maxTotalPaise } }));
}

/** The lines whose variant an order emptied; only their products can have run out (decision 277). */
function emptiedLines(lines: readonly ReservedLine[]): ReservedLine[] {
  return lines.filter((line) => line.stockLeft === 0);
}

/** What an order emptying this line tells later buyers of it: nothing left (decision 300). */
function nothingLeftOf(line: ReservedLine): StockShortage {
  return {
    kind: 'short',
    name: line.name,
    variantTitle: line.variantTitle,
    available: 0,
    variantId: line.variantId,
    defaultVariant: line.defaultVariant,
  };
}

export interface PlacedOrder {
  order: OrderWithItems;
  /** True when an earlier request with the same Idempotency-Key already created this order. */
  isReplay: boolean;
}

/** What placeOrder settled before its transaction: sorted lines, idempotency key, address, largest total. */
interface CheckoutDraft {
  lines: CreateOrderInput['items'];
  key: string | null;
  address: CreateOrderInput['shippingAddress'];
  maxTotal: number;
  /** Aborted when the shopper's connection closed before the answer: the order is then not written. */
  shopperGone: AbortSignal | undefined;
}

/**
 * The shopper hung up (closed the tab, their phone gave up) while the order was being placed. Checked before the
 * transaction and again as its last step, so such an order is rolled back with its stock instead of becoming an
 * order its buyer believes failed; after the commit it stands and a retry with the same Idempotency-Key finds it.
 */
function refuseIfShopperGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    throw new AppError('CONFLICT', serverWords('order.shopperGone'));
  }
}

/** A business buyer's GSTIN, legal name and address must agree before anything is taken (a 422 naming the field). */
function refuseBusinessBuyerProblem(input: CreateOrderInput): void {
  const problem = findBuyerProblem({
    gstin: input.buyerGstin,
    legalName: input.buyerLegalName,
    address: input.buyerAddress,
  });
  if (problem) throw new AppError('VALIDATION', problem.message, { field: problem.field });
}

/** Internal: the order insert met this user's idempotency key, committed by a concurrent request. */
class DuplicateIdempotencyKey extends Error {}

/** Internal: a line's product or variant changed between its pricing and its stock; priced again (decision 286). */
class CatalogueChanged extends Error {}

/** Internal: too little stock when the units were taken; the caller remembers a sold-out line, then refuses. */
class StockShort extends Error {
  constructor(
    readonly productId: string,
    readonly shortage: StockShortage,
  ) {
    super('stock short');
  }
}

/** Pricing an order again this often when the catalogue keeps changing under it, then the shopper is asked to look. */
const CATALOGUE_ATTEMPTS = 3;

/** A failure a concurrent request with the same key explains: it wrote the order, or took the last units first. */
const mayBeConcurrentReplay = (error: unknown) =>
  error instanceof DuplicateIdempotencyKey || (error instanceof AppError && error.code === 'OUT_OF_STOCK');

/**
 * What a new order waits for, read from the settings in the order's transaction: an online payment (or a COD
 * fee asked in advance) until its window closes, a COD buyer's confirmation until its deadline.
 */
async function waitingFor(
  { codConfirmationWindowMs, codFeeAdvanceAsked, paymentWindowMs }: OrdersContext,
  tx: Db,
  method: CreateOrderInput['paymentMethod'],
  goodsPaise: number,
  rates: ShippingRates,
) {
  const paymentWindowEnd = new Date(Date.now() + paymentWindowMs);
  if (method !== 'cod')
    return { codConfirmBy: null, codFeeAdvance: 0, paymentExpiresAt: method === 'razorpay' ? paymentWindowEnd : null };
  // decision 227: a COD order in a shop that asks for it waits for its buyer until this deadline.
  const codWindowMs = await codConfirmationWindowMs?.(tx);
  // decision 252: it pays its COD fee now by UPI when the shop asks, and waits for it like an online order.
  const codFeeAdvance = codFeeAdvancePaise(goodsPaise, rates, (await codFeeAdvanceAsked?.(tx)) ?? false);
  return {
    codConfirmBy: codWindowMs ? new Date(Date.now() + codWindowMs) : null,
    codFeeAdvance,
    paymentExpiresAt: codFeeAdvance > 0 ? paymentWindowEnd : null,
  };
}

/** Who placed the order, as the row keeps it: the account, its name and address, its language (decision 258). */
function customerColumns(customer: OrderCustomer) {
  return {
    userId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    language: customer.language ?? 'en',
  };
}

/** One coupon, checked and priced against the locked coupon row (docs/decisions/135-coupons.md). */
async function redeemCoupon(
  coupons: OrdersContext['coupons'],
  tx: Db,
  customer: OrderCustomer,
  code: string,
  items: OrderItemRecord[],
  reserved: readonly ReservedLine[],
) {
  if (!coupons) throw new AppError('VALIDATION', COUPON_MESSAGES.unknown, { field: 'couponCode' });
  const redeemed = await coupons.redeem(tx, {
    code,
    customerId: customer.id,
    priorOrders: await createOrdersRepository(tx).countPlacedBy(customer.id),
    lines: items.map((item, index) => ({
      amountPaise: item.unitPricePaise * item.quantity,
      categoryId: reserved[index]?.categoryId ?? null,
    })),
  });
  items.forEach((item, index) => {
    item.discountPaise = redeemed.lineDiscountsPaise[index] ?? 0;
  });
  return redeemed;
}

const productsOf = (lines: readonly ReservedLine[]) => lines.map((line) => line.productId);
type WantedLines = Parameters<ReturnType<typeof createInventoryRepository>['priceLines']>[0];
type Placed = { order: OrderWithItems; emptied: ReservedLine[] };

/**
 * One pricing and checkout transaction. What they find sold out (a line refused for want of units, or a variant the
 * order emptied) is remembered for the next buyers (decision 300), unless stock came back since the pricing began.
 */
async function priceAndPlace(
  db: Db,
  marks: SoldOutMarks,
  wanted: WantedLines,
  place: (tx: Db, reservation: { lines: ReservedLine[] }) => Promise<Placed>,
): Promise<Placed> {
  const readStarted = marks.readStarted();
  const refuse = (productId: string, shortage: StockShortage) => {
    marks.mark(productId, shortage, readStarted);
    return shortageError(shortage, productId);
  };
  const reservation = await createInventoryRepository(db).priceLines(wanted);
  if (!reservation.ok) throw refuse(reservation.productId, reservation.shortage);
  try {
    const placed = await db.transaction((tx) => place(tx, reservation));
    for (const line of placed.emptied) marks.mark(line.productId, nothingLeftOf(line), readStarted);
    return placed;
  } catch (error) {
    if (error instanceof StockShort) throw refuse(error.productId, error.shortage);
    throw error;
  }
}

/** Checkout: one transaction prices the order from the catalogue, takes its stock, redeems its coupon, writes it. */
export function createOrderPlacement(ctx: OrdersContext) {
  const { db, orders, coupons, shippingRates, beforePlace, maxOrderTotalPaise } = ctx;
  const { linkSecret, afterPricing, checkRequest } = ctx;
  const { announceWritten, announced, notifyStockChanged, soldOutMarks } = ctx;

  /**
   * Inside the checkout transaction, with the lines `placeWithin` priced: redeems the coupon, writes the order,
   * and takes the stock last (decision 286). Throwing rolls all of it back.
   */
  async function insertOrder(
    tx: Db,
    customer: OrderCustomer,
    input: CreateOrderInput,
    { key, address, maxTotal, shopperGone }: CheckoutDraft,
    reservation: { lines: ReservedLine[] },
  ): Promise<Placed> {
    await beforePlace?.(tx, customer, input);
    const txOrders = createOrdersRepository(tx);
    const inventory = createInventoryRepository(tx);
    const orderId = randomUUID();
    const items = toOrderItems(orderId, reservation.lines);
    const subtotal = subtotalPaise(items);
    // One coupon, checked and priced here against the locked coupon row (docs/decisions/135-coupons.md).
    const coupon = input.couponCode
      ? await redeemCoupon(coupons, tx, customer, input.couponCode, items, reservation.lines)
      : null;
    // decision 218: the rate by price threshold reads the sale value per piece after the coupon.
    applyGstRules(items, reservation.lines);
    const discount = coupon?.discountPaise ?? 0;
    const rates = await ratesWithin(tx, shippingRates);
    const fee = shippingFeePaise(subtotal - discount, input.paymentMethod, rates);
    // Rolls back the stock taken above; a clear 422 instead of an amount no payment could carry.
    if (subtotal - discount + fee > maxTotal) throw orderTooLarge(maxTotal);
    await afterPricing?.(tx, input, subtotal - discount + fee);
    // A coupon that leaves (almost) nothing to pay cannot go to Razorpay (its minimum is ₹1): refused with the
    // way out, instead of an order no payment could ever settle (issue 30).
    if (input.paymentMethod === 'razorpay' && subtotal - discount + fee < MIN_ONLINE_PAYMENT_PAISE)
      throw new AppError('VALIDATION', COUPON_MESSAGES.nothingToPayOnline, { field: 'couponCode' });
    const waits = await waitingFor(ctx, tx, input.paymentMethod, subtotal - discount, rates);
    const order = await txOrders.insertOrderWithItems(
      {
        id: orderId,
        ...customerColumns(customer),
        status: 'pending',
        paymentMethod: input.paymentMethod,
        paymentStatus: 'pending',
        subtotalPaise: subtotal,
        discountPaise: discount,
        couponCode: coupon?.code ?? null,
        shippingFeePaise: fee,
        totalPaise: subtotal - discount + fee,
        notes: input.notes ?? null,
        shippingAddress: address,
        idempotencyKey: key,
        paymentExpiresAt: waits.paymentExpiresAt,
        codConfirmBy: waits.codConfirmBy,
        codFeeAdvancePaise: waits.codFeeAdvance,
        whatsappOptIn: input.whatsappUpdates === true,
      },
      items,
    );
    // Same key, committed by a concurrent request: undo the stock taken above and answer with that order.
    if (!order) throw new DuplicateIdempotencyKey();
    await coupon?.record(orderId);
    const buyer = businessBuyerOf(input);
    if (buyer) await createGstDocumentsRepository(tx).setBuyer(orderId, buyer);
    const stored = buyer ? { ...order, ...buyer } : order;
    const confirmationPath = waits.codConfirmBy
      ? codConfirmationPath(orderId, codConfirmationToken(linkSecret, orderId, waits.codConfirmBy))
      : undefined;
    await announceWritten(tx, { type: 'placed', order: stored, ...(confirmationPath ? { confirmationPath } : {}) });
    refuseIfShopperGone(shopperGone);
    // Last: a hot product's row stays locked only from here to the commit. Throwing rolls back the whole
    // transaction, the order written above and every unit this statement took included.
    const taken = await inventory.takeStock(reservation.lines);
    if (taken.ok === 'changed') throw new CatalogueChanged();
    if (!taken.ok) throw new StockShort(taken.productId, taken.shortage);
    return { order: stored, emptied: emptiedLines(taken.lines) };
  }

  /**
   * Prices the lines, then the checkout transaction; both again from the start when the catalogue changed between
   * the pricing and the stock. The pricing reads the catalogue as it is now, without a lock (decision 286), and
   * before the transaction (decision 288): a line that cannot be sold, sold out included, is refused without
   * opening one, waiting for the buyer's own guards or holding a pooled connection.
   */
  async function placeWithin(customer: OrderCustomer, input: CreateOrderInput, draft: CheckoutDraft) {
    // What the shopper asked for is refused as such (a units cap, a COD rule) before any stock is read.
    await checkRequest?.(db, customer, input);
    const wanted = draft.lines.map((l) => ({
      productId: l.product,
      variantId: l.variantId ?? null,
      quantity: l.quantity,
    }));
    for (let attempt = 1; ; attempt++) {
      try {
        const place = (tx: Db, reservation: { lines: ReservedLine[] }) =>
          insertOrder(tx, customer, input, draft, reservation);
        return await priceAndPlace(db, soldOutMarks, wanted, place);
      } catch (error) {
        if (!(error instanceof CatalogueChanged)) throw error;
        if (attempt >= CATALOGUE_ATTEMPTS) throw new AppError('CONFLICT', serverWords('order.catalogueChanged'));
      }
    }
  }

  return {
    /**
     * Checkout. The browser's prices, total and payment status never reach this function (the schema drops
     * them): every amount is computed from the catalogue rows, checked unchanged when the stock is taken.
     */
    async placeOrder(
      customer: OrderCustomer,
      input: CreateOrderInput,
      idempotencyKey?: string,
      shopperGone?: AbortSignal,
    ): Promise<PlacedOrder> {
      const key = idempotencyKey ?? null;
      if (key) {
        const existing = await orders.findByIdempotencyKey(customer.id, key);
        if (existing) return { order: existing, isReplay: true };
      }
      // Sorted so a shortage names the same line whichever order the cart listed them in.
      const lines = [...input.items].sort(byProductId);
      const maxTotal = (await maxOrderTotalPaise?.()) ?? Number.MAX_SAFE_INTEGER;
      const address = { ...input.shippingAddress };
      if (!address.email) delete address.email;
      refuseBusinessBuyerProblem(input);
      refuseIfShopperGone(shopperGone);
      let placed: Placed;
      try {
        placed = await placeWithin(customer, input, { lines, key, address, maxTotal, shopperGone });
      } catch (error) {
        // A concurrent request with the same key may have won the last units first: that is a replay too.
        if (key && mayBeConcurrentReplay(error)) {
          const existing = await orders.findByIdempotencyKey(customer.id, key);
          if (existing) return { order: existing, isReplay: true };
          if (error instanceof DuplicateIdempotencyKey) {
            throw new AppError('CONFLICT', serverWords('order.alreadyPlacing'));
          }
        }
        throw error;
      }
      const productIds = lines.map((l) => l.product);
      notifyStockChanged(productIds, 'taken', productsOf(placed.emptied));
      announced();
      return { order: placed.order, isReplay: false };
    },
  };
}
