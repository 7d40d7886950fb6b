import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { gstRetentionEnd } from '@shop/shared/privacy';
import type { Db } from '../../db/client';
import { orders, type ShippingAddressSnapshot } from '../../db/schema';
import { toOrderDto } from './orders.mapper';
import { createOrdersRepository, type OrderRecord } from './orders.repository';

/**
 * What the orders module offers the personal-data flows (docs/decisions/110-personal-data.md): a customer's
 * orders for "Download my data", what stands in the way of deleting the account, and the anonymisation of
 * the orders left behind. Each takes the caller's transaction.
 */

export const ERASED_CUSTOMER_NAME = 'Deleted customer';

export interface ErasureBlockers {
  /** Handed to the courier: the delivery needs the name, phone and address (refused). */
  inTransit: OrderRecord[];
  /** Paid and not yet shipped: the shop owes the goods or a refund (refused; the customer can cancel). */
  paidOpen: OrderRecord[];
  /** Not paid and not shipped: cancelled by the deletion, stock back. */
  unpaidOpen: OrderRecord[];
}

/** The ids of every order of this customer, for the modules that keep data per order (failed deliveries). */
export async function orderIdsOf(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.map((r) => r.id);
}

export async function ordersForExport(tx: Db, userId: string) {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  const repo = createOrdersRepository(tx);
  const result = [];
  for (const { id } of rows) {
    const order = await repo.findById(id);
    if (!order) continue;
    result.push({
      ...toOrderDto(order),
      buyerGstin: order.buyerGstin,
      buyerLegalName: order.buyerLegalName,
      buyerAddress: order.buyerAddress,
    });
  }
  return result;
}

export async function erasureBlockers(tx: Db, userId: string): Promise<ErasureBlockers> {
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'packed', 'shipped'])))
    .orderBy(asc(orders.createdAt))
    .for('update');
  return {
    inTransit: open.filter((o) => o.status === 'shipped'),
    paidOpen: open.filter((o) => o.status !== 'shipped' && o.paymentStatus === 'paid'),
    unpaidOpen: open.filter((o) => o.status !== 'shipped' && o.paymentStatus !== 'paid'),
  };
}

export interface AnonymisedOrders {
  /** Invoice numbers of the orders kept with the name and address their tax invoice shows. */
  keptInvoices: string[];
  /** Latest date until which a kept invoice must be retained (null when none was kept). */
  retainUntil: Date | null;
  anonymised: number;
}

/**
 * Invoiced orders keep what the tax invoice shows (name, delivery address with state and PIN, the buyer's
 * GSTIN, legal name and registered address) until the GST retention period ends; phone, email and notes go. Orders never
 * invoiced keep nothing personal except the state (the place of supply in the shop's sales figures).
 */
export async function anonymiseOrdersOf(tx: Db, userId: string, now: Date): Promise<AnonymisedOrders> {
  const rows = await tx.select().from(orders).where(eq(orders.userId, userId)).for('update');
  const keptInvoices: string[] = [];
  let retainUntil: Date | null = null;
  let anonymised = 0;
  for (const order of rows) {
    const address = order.shippingAddress;
    if (order.invoiceNumber && order.invoiceDate) {
      const until = gstRetentionEnd(order.invoiceDate);
      const kept: ShippingAddressSnapshot = {
        name: address.name,
        phone: '',
        street: address.street,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
      };
      await tx
        .update(orders)
        .set({
          userId: null,
          customerEmail: '',
          notes: null,
          shippingAddress: kept,
          personalDataErasedAt: now,
          retainUntil: until,
        })
        .where(eq(orders.id, order.id));
      keptInvoices.push(order.invoiceNumber);
      if (!retainUntil || until > retainUntil) retainUntil = until;
    } else {
      await tx
        .update(orders)
        .set({ userId: null, ...withoutPersonalData(address.state), personalDataErasedAt: now })
        .where(eq(orders.id, order.id));
      anonymised += 1;
    }
  }
  return { keptInvoices, retainUntil, anonymised };
}

/** An order's columns with the customer's personal data blanked; the state stays (sales by state). */
function withoutPersonalData(state: string) {
  const erased: ShippingAddressSnapshot = {
    name: ERASED_CUSTOMER_NAME,
    phone: '',
    street: '',
    city: '',
    state,
    pincode: '',
  };
  return {
    customerName: ERASED_CUSTOMER_NAME,
    customerEmail: '',
    notes: null,
    shippingAddress: erased,
    buyerGstin: null,
    buyerLegalName: null,
    buyerAddress: null,
  };
}

/**
 * The daily purge's part (docs/decisions/175-retention-and-purge.md): invoiced orders of erased accounts whose GST
 * retention (`retain_until`) has passed lose the name, address and buyer details kept for the invoice; the state
 * stays (sales by state). Guarded by `personal_data_purged_at`, so a second run, or a second process, finds none.
 */
export async function purgeOrdersPastRetention(tx: Db, now: Date): Promise<number> {
  const due = await tx
    .select({ id: orders.id, shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(and(lte(orders.retainUntil, now), isNull(orders.personalDataPurgedAt)))
    .for('update', { skipLocked: true });
  for (const order of due) {
    await tx
      .update(orders)
      .set({ ...withoutPersonalData(order.shippingAddress.state), personalDataPurgedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.personalDataPurgedAt)));
  }
  return due.length;
}
