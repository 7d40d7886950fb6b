import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { failedDeliveries } from '../../db/schema';
import type { FailedDeliveryView } from './failed-deliveries.types';

/** Reads of failed deliveries with their order (the orders module's table, in raw SQL as the reports read it). */
export function failedDeliveryReads(db: Db) {
  const views = (where: ReturnType<typeof sql>, limit = 200) =>
    queryRows<ViewRow>(
      db,
      sql`select f.*, o.customer_name, o.customer_email, o.payment_method, o.status as order_status,
            o.shipping_address, s.courier_name as shipment_courier
          from failed_deliveries f join orders o on o.id = f.order_id join shipments s on s.id = f.shipment_id
          where ${where} order by f.last_attempt_at desc limit ${limit}`,
    ).then((rows) => rows.map(toView));

  return {
    async findView(id: string): Promise<FailedDeliveryView | null> {
      return (await views(sql`f.id = ${id}`, 1))[0] ?? null;
    },

    /** The latest failed delivery of an order (its latest shipment's). */
    async findLatestForOrder(orderId: string): Promise<FailedDeliveryView | null> {
      return (await views(sql`f.order_id = ${orderId}`, 1))[0] ?? null;
    },

    /** The admin queue: every failed delivery still needing someone, then the recently ended ones. */
    async listQueue(): Promise<FailedDeliveryView[]> {
      return views(sql`(f.state not in ('delivered', 'rto') or f.updated_at > now() - interval '14 days')`);
    },

    /** Who to ask about an order's delivery (the orders module's table, read in raw SQL as the reports do). */
    async orderContact(orderId: string, tx: Db): Promise<{ customer_email: string; customer_name: string } | null> {
      const rows = await queryRows<{ customer_email: string; customer_name: string }>(
        tx,
        sql`select customer_email, customer_name from orders where id = ${orderId}`,
      );
      return rows[0] ?? null;
    },

    /** The last courier reason of these shipments (the RTO's reason). */
    async reasonsOf(shipmentRowIds: string[]): Promise<Map<string, string>> {
      if (shipmentRowIds.length === 0) return new Map();
      const rows = await db
        .select({ shipmentId: failedDeliveries.shipmentId, reason: failedDeliveries.reason })
        .from(failedDeliveries)
        .where(inArray(failedDeliveries.shipmentId, shipmentRowIds));
      return new Map(rows.map((r) => [r.shipmentId, r.reason]));
    },
  };
}

/** A row of the view query, as the driver answers it (timestamps as Date or text). */
interface ViewRow {
  id: string;
  shipment_id: string;
  order_id: string;
  awb_code: string | null;
  reason: string | null;
  attempts: number | string;
  first_attempt_at: Date | string;
  last_attempt_at: Date | string;
  state: string;
  action: unknown;
  action_attempt: number | string | null;
  action_sent_at: Date | string | null;
  action_error: string | null;
  escalated_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  customer_name: string | null;
  customer_email: string | null;
  payment_method: string | null;
  order_status: string | null;
  shipping_address: Partial<Record<string, string>> | null;
  shipment_courier: string | null;
}

const at = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const maybeAt = (v: Date | string | null): Date | null => (v === null ? null : at(v));

function toView(r: ViewRow): FailedDeliveryView {
  const address = r.shipping_address ?? {};
  return {
    id: r.id,
    shipmentId: r.shipment_id,
    orderId: r.order_id,
    awbCode: r.awb_code,
    reason: r.reason ?? '',
    attempts: Number(r.attempts),
    firstAttemptAt: at(r.first_attempt_at),
    lastAttemptAt: at(r.last_attempt_at),
    state: r.state,
    action: typeof r.action === 'string' ? (JSON.parse(r.action) as unknown) : (r.action ?? null),
    actionAttempt: r.action_attempt === null ? null : Number(r.action_attempt),
    actionSentAt: maybeAt(r.action_sent_at),
    actionError: r.action_error,
    escalatedAt: maybeAt(r.escalated_at),
    createdAt: at(r.created_at),
    updatedAt: at(r.updated_at),
    customerName: r.customer_name ?? '',
    customerEmail: r.customer_email ?? '',
    paymentMethod: r.payment_method ?? '',
    orderStatus: r.order_status ?? '',
    phone: address.phone ?? '',
    addressLine: address.street ?? '',
    city: address.city ?? '',
    pincode: address.pincode ?? '',
    courierName: r.shipment_courier,
  };
}
