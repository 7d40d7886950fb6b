import type { ReturnMailWords } from './returns-mail-words';
import { words } from '@shop/shared/shopper-words';
import { RETURN_MESSAGES, type ReturnRequestFields } from '@shop/shared/schemas/returns';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { OrderWithItems } from '../orders';
import type { ReturnsContext } from './returns-context';
import type { ReturnRecord } from './returns.repository';

/** What a return row records of an exchange, and the money it settles (docs/decisions/244-exchanges.md). */
export interface ExchangeTerms {
  exchangeVariantId: string;
  exchangeTitle: string;
  exchangeUnitPricePaise: number;
  exchangeQuantity: number;
  /** The returned goods' value: the credit note's amount. */
  creditedPaise: number;
  /** What the shop pays back: the credit less the replacement's price, never negative. */
  refundPaise: number;
}

/** "Kurta (Size L)": the replacement as the customer and the admin read it. */
export const exchangeName = (productName: string, title: string) => (title ? `${productName} (${title})` : productName);

/**
 * The exchange a request asks for, checked and priced now: one line, another active variant of the same product
 * with the units in stock (only checked here: the stock is taken when the shop accepts, decision 244). The price
 * is quoted at the variant's price now and kept; the difference against the returned goods' credit is paid or
 * refunded.
 */
export async function quoteExchange(
  ctx: Pick<ReturnsContext, 'orders' | 'exchangesAllowed'>,
  order: OrderWithItems,
  fields: ReturnRequestFields,
  priced: readonly { orderItemId: string; quantity: number; refundPaise: number }[],
): Promise<ExchangeTerms | null> {
  if (!fields.exchangeVariantId) {
    if (fields.reason === 'exchange_size') throw badRequest(RETURN_MESSAGES.exchangeVariant);
    return null;
  }
  if (!(await ctx.exchangesAllowed())) throw conflict(RETURN_MESSAGES.exchangesOff);
  const [only, ...more] = priced;
  if (!only || more.length > 0) throw badRequest(RETURN_MESSAGES.exchangeOneLine);
  const line = order.items.find((i) => i.id === only.orderItemId);
  if (!line?.productId) throw badRequest(RETURN_MESSAGES.exchangeNotSold);
  if (line.variantId === fields.exchangeVariantId) throw badRequest(RETURN_MESSAGES.exchangeSameVariant);
  const variant = await ctx.orders.exchangeVariant(line.productId, fields.exchangeVariantId);
  if (!variant?.sellable) throw badRequest(RETURN_MESSAGES.exchangeNotSold);
  if (variant.stock < only.quantity)
    throw conflict(
      words(RETURN_MESSAGES.exchangeOutOfStock, {
        what: exchangeName(variant.productName, variant.title),
        left: variant.stock,
      }),
    );
  return exchangeTerms(variant, only);
}

/**
 * The terms for the line as priced (again) inside the request's transaction: no query, so nothing waits on a
 * second connection while the transaction holds the order.
 */
export function exchangeTerms(
  variant: { id: string; title: string; unitPricePaise: number },
  line: { quantity: number; refundPaise: number },
): ExchangeTerms {
  return {
    exchangeVariantId: variant.id,
    exchangeTitle: variant.title,
    exchangeUnitPricePaise: variant.unitPricePaise,
    exchangeQuantity: line.quantity,
    creditedPaise: line.refundPaise,
    refundPaise: Math.max(0, line.refundPaise - variant.unitPricePaise * line.quantity),
  };
}

/** The difference in words for the mails: "You pay ₹100", "We refund ₹100", or nothing to pay. */
export function differenceText(ret: ReturnRecord, w: ReturnMailWords): string {
  const replacement = (ret.exchangeUnitPricePaise ?? 0) * (ret.exchangeQuantity ?? 0);
  const credit = ret.creditedPaise ?? ret.refundPaise;
  if (replacement > credit) return w.approved.dearer(replacement - credit);
  if (credit > replacement) return w.approved.cheaper(credit - replacement);
  return w.approved.same;
}

/**
 * Accepting an exchange, inside the approval's transaction: the replacement order takes the variant's stock now
 * (refused whole, with the reason, when it is short). Returns the replacement order's id, or null for a refund.
 */
export async function placeReplacementFor(
  ctx: ReturnsContext,
  tx: Db,
  row: ReturnRecord,
  productId: string | null,
): Promise<string | null> {
  if (!row.exchangeVariantId || !row.exchangeQuantity || row.exchangeUnitPricePaise === null) return null;
  if (!productId) throw conflict(RETURN_MESSAGES.exchangeNotSold);
  const replacement = await ctx.orders.placeReplacement(tx, {
    originalOrderId: row.orderId,
    productId,
    variantId: row.exchangeVariantId,
    quantity: row.exchangeQuantity,
    unitPricePaise: row.exchangeUnitPricePaise,
    creditPaise: row.creditedPaise ?? row.refundPaise,
  });
  return replacement.id;
}
