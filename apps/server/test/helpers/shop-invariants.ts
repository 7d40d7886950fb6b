import { and, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RATES, shippingFeePaise } from '@shop/shared/pricing';
import type { Db } from '../../src/db/client';
import { orderItems, orders, payments, products } from '../../src/db/schema';
import type { RazorpaySimulator } from '../../src/providers/razorpay/simulator';
import type { LoadLedger } from './load-ledger';
import type { StressShop } from './stress-shop';

export interface InvariantInput {
  db: Db;
  shop: StressShop;
  ledger: LoadLedger;
  simulator: RazorpaySimulator;
}

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const FORWARD_RANK = { pending: 0, packed: 1, shipped: 2, delivered: 3 } as const;

/**
 * The money and stock promises of docs/decisions/005-stock-taken-atomically.md and 008, read from the database
 * and the provider after a load has settled (every webhook delivered, every refund owed sent). Returns one line per broken promise, so a
 * failing test names them all; an empty list means every invariant holds.
 */
export async function findInvariantViolations({ db, shop, ledger, simulator }: InvariantInput): Promise<string[]> {
  const violations: string[] = [];
  const productIds = shop.products.map((p) => p.id);
  const customerIds = shop.customers.map((c) => c.id);

  // ---- stock: what is on the shelf plus what live orders hold is what there was --------------------------
  const stockRows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, productIds));
  const heldRows = await db
    .select({ productId: orderItems.productId, held: sql<string>`sum(${orderItems.quantity})::text` })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(and(inArray(orderItems.productId, productIds), ne(orders.status, 'cancelled')))
    .groupBy(orderItems.productId);
  const held = new Map(heldRows.map((r) => [r.productId, Number(r.held)]));
  for (const product of shop.products) {
    const stock = stockRows.find((r) => r.id === product.id)?.stock;
    if (stock === undefined) {
      violations.push(`product ${product.id} is gone`);
      continue;
    }
    const inOrders = held.get(product.id) ?? 0;
    if (stock < 0) violations.push(`product ${product.id} has negative stock ${stock}`);
    if (stock + inOrders !== product.initialStock) {
      violations.push(
        `product ${product.id}: stock ${stock} + ${inOrders} in live orders != initial ${product.initialStock}`,
      );
    }
  }

  // ---- every order of the load's customers -----------------------------------------------------------------
  const orderRows = await db.select().from(orders).where(inArray(orders.userId, customerIds));
  const orderIds = orderRows.map((o) => o.id);
  const itemRows = orderIds.length
    ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds))
    : [];
  const paymentRows = orderIds.length
    ? await db.select().from(payments).where(inArray(payments.orderId, orderIds))
    : [];
  const byId = new Map(orderRows.map((o) => [o.id, o]));
  for (const order of orderRows) {
    const items = itemRows.filter((i) => i.orderId === order.id);
    const rows = paymentRows.filter((p) => p.orderId === order.id);
    violations.push(...orderViolations(order, items, rows));
  }

  const invoiceRows = await db
    .select({ invoiceNumber: orders.invoiceNumber, n: sql<string>`count(*)::text` })
    .from(orders)
    .where(sql`${orders.invoiceNumber} is not null`)
    .groupBy(orders.invoiceNumber)
    .having(sql`count(*) > 1`);
  for (const row of invoiceRows) violations.push(`invoice number ${row.invoiceNumber} used ${row.n} times`);

  // ---- what the clients saw ------------------------------------------------------------------------------
  for (const acked of ledger.orders.values()) {
    const order = byId.get(acked.id);
    if (!order) {
      violations.push(`acknowledged order ${acked.id} does not exist`);
      continue;
    }
    if (order.userId !== acked.customerId) violations.push(`order ${acked.id} belongs to someone else`);
    if (order.paymentMethod !== acked.method) violations.push(`order ${acked.id} has method ${order.paymentMethod}`);
    const stored = itemRows
      .filter((i) => i.orderId === acked.id)
      .map((i) => `${i.productId}x${i.quantity}`)
      .sort();
    const asked = acked.lines.map((l) => `${l.product.toLowerCase()}x${l.quantity}`).sort();
    if (stored.join() !== asked.join()) {
      violations.push(`order ${acked.id} holds ${stored.join()} but the client ordered ${asked.join()}`);
    }
  }
  for (const order of orderRows) {
    if (!ledger.orders.has(order.id)) violations.push(`order ${order.id} exists but no client saw it acknowledged`);
  }
  for (const [key, ids] of ledger.ordersByKey) {
    if (ids.size > 1) violations.push(`Idempotency-Key ${key} answered with ${ids.size} different orders`);
  }
  for (const id of ledger.seenCancelled) {
    const status = byId.get(id)?.status;
    if (status !== 'cancelled') violations.push(`order ${id} was acknowledged cancelled but is ${status}`);
  }
  for (const id of ledger.seenPaid) {
    const order = byId.get(id);
    const isKept =
      order?.paymentStatus === 'paid' || (order?.paymentStatus === 'refunded' && order.status === 'cancelled');
    if (!isKept)
      violations.push(`order ${id} was acknowledged paid but reads ${order?.status}/${order?.paymentStatus}`);
  }
  for (const id of ledger.seenLate) {
    const order = byId.get(id);
    if (order?.status !== 'cancelled' || order.paymentStatus !== 'refunded') {
      violations.push(
        `order ${id} was told its late payment is refunded but reads ${order?.status}/${order?.paymentStatus}`,
      );
    }
  }
  for (const [id, seen] of ledger.seenStatus) {
    const status = byId.get(id)?.status;
    if (!status) continue;
    const furthest = Math.max(...seen.filter((s) => s !== 'cancelled').map((s) => FORWARD_RANK[s]), -1);
    const isBehind = status === 'cancelled' ? furthest >= FORWARD_RANK.shipped : FORWARD_RANK[status] < furthest;
    if (isBehind) violations.push(`order ${id} was acknowledged ${seen.join(' -> ')} but is ${status}`);
  }

  // ---- the provider's side: no payment lost, none kept for an order that did not happen ----------------------
  const recordedByPaymentId = new Map(
    paymentRows.filter((p) => p.providerPaymentId).map((p) => [p.providerPaymentId!, p]),
  );
  const ourProviderOrders = new Set(paymentRows.map((p) => p.providerOrderId));
  for (const payment of simulator.payments.values()) {
    if (!payment.captured) continue;
    const row = recordedByPaymentId.get(payment.id);
    if (!row) {
      const whose = ourProviderOrders.has(payment.order_id ?? '') ? 'one of our orders' : 'an unknown provider order';
      violations.push(`captured payment ${payment.id} (${whose}) is recorded nowhere: money lost`);
      continue;
    }
    const order = byId.get(row.orderId)!;
    const refunds = [...simulator.refunds.values()].filter((r) => r.payment_id === payment.id);
    if (refunds.length > 1) violations.push(`payment ${payment.id} refunded ${refunds.length} times`);
    if (order.status === 'cancelled') {
      if (payment.amount_refunded !== payment.amount) {
        violations.push(
          `payment ${payment.id} of cancelled order ${order.id} is not refunded (${payment.amount_refunded}/${payment.amount})`,
        );
      }
    } else if (payment.amount_refunded !== 0 || order.paymentStatus !== 'paid') {
      violations.push(
        `payment ${payment.id} of live order ${order.id}: refunded ${payment.amount_refunded}, order reads ${order.paymentStatus}`,
      );
    }
  }
  for (const row of recordedByPaymentId.values()) {
    const payment = simulator.payments.get(row.providerPaymentId!);
    if (!payment?.captured)
      violations.push(`order ${row.orderId} records payment ${row.providerPaymentId} the provider never captured`);
  }
  for (const id of ledger.capturedPayments) {
    if (!recordedByPaymentId.has(id)) violations.push(`payment ${id} a shopper completed is not recorded`);
  }
  return violations;
}

/** Status, money and stock fields of one order that must agree with each other. */
function orderViolations(order: OrderRow, items: (typeof orderItems.$inferSelect)[], rows: PaymentRow[]): string[] {
  const out: string[] = [];
  const what = `order ${order.id} (${order.paymentMethod}, ${order.status}/${order.paymentStatus})`;
  const isCancelled = order.status === 'cancelled';
  if (isCancelled !== (order.cancelledAt !== null)) out.push(`${what}: cancelledAt ${String(order.cancelledAt)}`);
  if (isCancelled !== (order.stockReleasedAt !== null))
    out.push(`${what}: stockReleasedAt ${String(order.stockReleasedAt)}`);
  if (['packed', 'shipped', 'delivered'].includes(order.status) && !order.packedAt) out.push(`${what}: no packedAt`);
  if (['shipped', 'delivered'].includes(order.status) && !order.shippedAt) out.push(`${what}: no shippedAt`);
  if (order.status === 'delivered' && (!order.deliveredAt || !order.invoiceNumber)) {
    out.push(`${what}: delivered without deliveredAt or invoice number`);
  }
  if (items.length === 0) out.push(`${what}: no items`);
  const subtotal = items.reduce((sum, i) => sum + i.unitPricePaise * i.quantity, 0);
  // The demo shop's rates: the runs checked here never change the settings' shipping fields.
  const fee = shippingFeePaise(subtotal, order.paymentMethod, DEFAULT_SHIPPING_RATES);
  if (order.subtotalPaise !== subtotal || order.shippingFeePaise !== fee || order.totalPaise !== subtotal + fee) {
    out.push(
      `${what}: totals ${order.subtotalPaise}+${order.shippingFeePaise}=${order.totalPaise}, items say ${subtotal}+${fee}`,
    );
  }
  const captured = rows.filter((r) => r.providerPaymentId !== null);
  if (order.paymentMethod === 'cod') {
    const expected = order.status === 'delivered' ? 'paid' : 'pending';
    if (order.paymentStatus !== expected) out.push(`${what}: cash on delivery must read ${expected}`);
  }
  if (order.paymentMethod === 'whatsapp' && order.paymentStatus !== 'pending') out.push(`${what}: WhatsApp order paid`);
  if (order.paymentMethod !== 'razorpay') {
    if (rows.length > 0) out.push(`${what}: has a Razorpay payment record`);
    return out;
  }
  if (rows.length > 1) out.push(`${what}: ${rows.length} provider orders for one order`);
  for (const row of rows) {
    if (row.amountPaise !== order.totalPaise)
      out.push(`${what}: provider order for ${row.amountPaise}, total ${order.totalPaise}`);
  }
  if (captured.length > 1) out.push(`${what}: ${captured.length} captured payments`);
  switch (order.paymentStatus) {
    case 'paid':
      if (captured.length !== 1 || captured[0]!.status !== 'captured') {
        out.push(`${what}: paid without exactly one captured payment (${rows.map((r) => r.status).join()})`);
      }
      if (isCancelled) out.push(`${what}: cancelled and paid after settling: a refund is still owed`);
      break;
    case 'refunded':
      if (!isCancelled) out.push(`${what}: refunded but not cancelled`);
      if (
        captured.length !== 1 ||
        captured[0]!.status !== 'refunded' ||
        captured[0]!.refundedPaise !== captured[0]!.amountPaise
      ) {
        out.push(
          `${what}: refunded but its payment reads ${captured.map((r) => `${r.status} ${r.refundedPaise}`).join()}`,
        );
      }
      break;
    default:
      if (captured.length > 0) out.push(`${what}: a captured payment on an unpaid order`);
  }
  return out;
}
