import { formatOrderNumber } from '@shop/shared/order-number';
import { words } from '@shop/shared/shopper-words';
import {
  RETURN_REASON_LABELS,
  isWithinReturnWindow,
  returnRefundPaise,
  returnedDiscountSharePaise,
  returnWindowEndsAt,
  type ReturnStatus,
} from '@shop/shared/returns';
import { RETURN_MESSAGES, type ReturnRequestFields } from '@shop/shared/schemas/returns';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { OrderViewer, OrderWithItems } from '../orders';
import { checkEvidence, evidenceWebp, type EvidenceUpload } from './returns-evidence';
import { exchangeName, exchangeTerms, quoteExchange, type ExchangeTerms } from './returns-exchange';
import type { ReturnsContext } from './returns-context';
import { itemsLine } from './returns-mail-words';
import { createReturnsRepository, type ReturnWithDetails } from './returns.repository';

/** Statuses in which a return is still open (at most one per order). */
export const OPEN: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'pickup_scheduled',
  'in_transit',
  'received',
  'refund_pending',
];

/** Why this order cannot be returned now, or null when it can. */
function ineligibility(order: OrderWithItems, at: Date): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
  if (!isWithinReturnWindow(order.deliveredAt, at)) return RETURN_MESSAGES.windowClosed;
  return null;
}

export const paysOnline = (order: Pick<OrderWithItems, 'paymentMethod' | 'paymentStatus'>) =>
  order.paymentMethod === 'razorpay' && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');

type OrderLine = OrderWithItems['items'][number];

/** The asked units of each line, priced: checked against what is left to return of the line. */
export function pricedLines(wanted: Map<string, number>, lines: Map<string, OrderLine>, returned: Map<string, number>) {
  return [...wanted].map(([orderItemId, quantity]) => {
    const line = lines.get(orderItemId)!;
    const left = line.quantity - (returned.get(orderItemId) ?? 0);
    if (quantity > left) throw badRequest(words(RETURN_MESSAGES.tooMany, { name: line.name, left }));
    // The units' own share of the line's coupon discount (docs/decisions/121-return-refund-amount.md).
    const discountSharePaise = returnedDiscountSharePaise({
      lineDiscountPaise: line.discountPaise,
      lineQuantity: line.quantity,
      alreadyReturned: returned.get(orderItemId) ?? 0,
      quantity,
    });
    return {
      orderItemId,
      productId: line.productId,
      name: line.name,
      quantity,
      unitPricePaise: line.unitPricePaise,
      discountSharePaise,
      refundPaise: returnRefundPaise({ unitPricePaise: line.unitPricePaise, quantity, discountSharePaise }),
    };
  });
}

/** Each asked line's units, added up per line; a line of another order is refused. */
export function wantedUnits(
  asked: readonly { orderItemId: string; quantity: number }[],
  lines: Map<string, OrderLine>,
): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const item of asked) {
    if (!lines.has(item.orderItemId)) throw badRequest(RETURN_MESSAGES.itemNotInOrder);
    wanted.set(item.orderItemId, (wanted.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return wanted;
}

/**
 * The return's row, whoever opens it: the refund is the priced lines' sum, to the original payment when the
 * order was paid online, else to the payout the request names.
 */
export function newReturnRow(
  order: OrderWithItems,
  userId: string,
  request: {
    reason: ReturnRequestFields['reason'];
    description: string;
    payout?: ReturnRequestFields['payout'];
    items: readonly { refundPaise: number }[];
  },
  at: Date,
  exchange: ExchangeTerms | null = null,
) {
  const online = paysOnline(order);
  return {
    ...(exchange ?? {}),
    orderId: order.id,
    userId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    reason: request.reason,
    description: request.description,
    refundPaise: exchange ? exchange.refundPaise : request.items.reduce((sum, i) => sum + i.refundPaise, 0),
    refundMethod: online ? ('razorpay' as const) : ('manual' as const),
    payoutDetails: online ? null : (request.payout ?? null),
    createdAt: at,
  };
}

/** The customer's side: whether an order can be returned now, its returns, and the return request. */
export function createReturnRequests(ctx: ReturnsContext) {
  const { db, orders, mail, evidence, repo, now, mailStep } = ctx;

  /** Only the customer who placed the order may ask to return it (an admin sees it but does not ask). */
  async function requireOwnOrder(viewer: OrderViewer, orderId: string): Promise<OrderWithItems> {
    const order = await orders.getOrder(viewer, orderId);
    if (order.userId !== viewer.id) throw notFound(RETURN_MESSAGES.notYourOrder);
    return order;
  }

  /** The customer's own order, delivered, in its window, without an open return: else the refusal. */
  async function requireReturnableOrder(viewer: OrderViewer, orderId: string): Promise<OrderWithItems> {
    const order = await requireOwnOrder(viewer, orderId);
    const why = ineligibility(order, now());
    if (why) throw conflict(why);
    if ((await repo.listByOrder(order.id)).some((r) => OPEN.includes(r.status))) throw conflict(RETURN_MESSAGES.open);
    return order;
  }

  return {
    /**
     * Checked before the request's body is read: a stranger's, a missing or an ineligible order is refused
     * without a byte of its files being taken in (docs/decisions/155-return-evidence-photos-only.md).
     */
    async checkCanRequest(viewer: OrderViewer, orderId: string): Promise<void> {
      await requireReturnableOrder(viewer, orderId);
    },

    /** What the order page shows: whether a return can be asked now (and why not), returnable units, returns. */
    async eligibility(viewer: OrderViewer, orderId: string) {
      const order = await orders.getOrder(viewer, orderId);
      const [returned, returns] = await Promise.all([repo.returnedUnits(order.id), repo.listByOrder(order.id)]);
      let reason = ineligibility(order, now());
      if (!reason && returns.some((r) => OPEN.includes(r.status))) reason = RETURN_MESSAGES.open;
      const items = order.items.map((i) => ({
        orderItemId: i.id,
        name: i.name,
        variantTitle: i.variantTitle ?? '',
        productId: i.productId,
        variantId: i.variantId,
        returnable: Math.max(0, i.quantity - (returned.get(i.id) ?? 0)),
        unitPricePaise: i.unitPricePaise,
      }));
      if (!reason && items.every((i) => i.returnable === 0)) reason = 'Every item of this order has been returned';
      return {
        eligible: reason === null,
        reason,
        windowEndsAt: order.deliveredAt ? returnWindowEndsAt(order.deliveredAt) : null,
        items,
        paymentMethod: paysOnline(order) ? 'razorpay' : order.paymentMethod,
        exchangesAllowed: await ctx.exchangesAllowed(),
        returns,
      };
    },

    async listForOrder(viewer: OrderViewer, orderId: string): Promise<ReturnWithDetails[]> {
      const order = await orders.getOrder(viewer, orderId);
      return repo.listByOrder(order.id);
    },

    /**
     * A customer's return request: checked whole (window, reason, items and quantities, payout for COD, the
     * evidence) before any file is stored; the files are removed again if the request is not written.
     */
    async request(
      viewer: OrderViewer,
      orderId: string,
      fields: ReturnRequestFields,
      files: readonly EvidenceUpload[],
    ): Promise<ReturnWithDetails> {
      const order = await requireReturnableOrder(viewer, orderId);
      const online = paysOnline(order);
      const lines = new Map(order.items.map((i) => [i.id, i]));
      const wanted = wantedUnits(fields.items, lines);
      // Checked and quoted before any file is taken in; re-priced against the locked order below.
      const quoted = await quoteExchange(ctx, order, fields, pricedLines(wanted, lines, await repo.returnedUnits(order.id)));
      // A COD order needs where to send money back; an exchange that refunds nothing does not.
      if (!online && !fields.payout && (!quoted || quoted.refundPaise > 0))
        throw badRequest(RETURN_MESSAGES.payoutNeeded);
      // A size exchange needs no photos of a fault (there is none); every other return does.
      if (!(quoted && fields.reason === 'exchange_size' && files.length === 0)) checkEvidence(files);

      const stored: { url: string; kind: 'photo'; contentType: string; bytes: number }[] = [];
      try {
        for (const file of files) {
          const webp = await evidenceWebp(file);
          stored.push({ url: await evidence.save(webp), kind: 'photo', contentType: 'image/webp', bytes: webp.length });
        }
        const created = await db.transaction(async (tx) => {
          const locked = await orders.lockForReturn(tx, order.id);
          if (!locked) throw notFound(RETURN_MESSAGES.notYourOrder);
          const txRepo = createReturnsRepository(tx);
          if ((await txRepo.listByOrder(order.id)).some((r) => OPEN.includes(r.status)))
            throw conflict(RETURN_MESSAGES.open);
          const items = pricedLines(wanted, lines, await txRepo.returnedUnits(order.id));
          const at = now();
          const exchange =
            quoted && items[0]
              ? exchangeTerms(
                  { id: quoted.exchangeVariantId, title: quoted.exchangeTitle, unitPricePaise: quoted.exchangeUnitPricePaise },
                  items[0],
                )
              : null;
          const row = await txRepo.insert(
            newReturnRow(order, viewer.id, { ...fields, items }, at, exchange),
            items,
            stored,
          );
          await txRepo.addEvent(row.id, 'requested', RETURN_REASON_LABELS[fields.reason], at);
          await mailStep(
            tx,
            row,
            'requested',
            (w) => ({
              subject: w.requested.subject(formatOrderNumber(order.id)),
              message: w.requested.message(
                exchange ? 'exchange' : 'return',
                itemsLine(items),
                exchange ? exchangeName(items[0]?.name ?? '', exchange.exchangeTitle) : null,
                w.reason[fields.reason],
              ),
            }),
          );
          return row;
        });
        mail.afterCommit();
        return (await repo.findById(created.id))!;
      } catch (error) {
        for (const file of stored) await evidence.remove(file.url).catch(() => undefined);
        if (isUniqueViolation(error)) throw conflict(RETURN_MESSAGES.open);
        throw error;
      }
    },
  };
}
