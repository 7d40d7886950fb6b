import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/order-status';
import { queryRows, type Db } from '../../db/client';
import { TZ } from './revenue-sql';

export interface OrderExportRow {
  id: string;
  placedAt: string;
  customerName: string;
  customerEmail: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  items: string;
  subtotalPaise: number;
  shippingFeePaise: number;
  totalPaise: number;
  city: string | null;
  state: string | null;
  pincode: string | null;
  cursor: string;
}

export function createOrderExportQueries(db: Db) {
  return {
    /**
     * One batch of the orders export, newest first, after the keyset cursor. Items are summarised in SQL
     * ('2 x Kettle; 1 x Mug'), so a batch is one statement however many items its orders hold.
     */
    async orderExportBatch(
      status: OrderStatus | undefined,
      after: { cursor: string; id: string } | null,
      limit: number,
    ): Promise<OrderExportRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (status) conditions.push(sql`o.status = ${status}`);
      if (after) conditions.push(sql`(o.created_at, o.id) < (${after.cursor}::timestamptz, ${after.id}::uuid)`);
      return queryRows<OrderExportRow>(
        db,
        sql`select o.id,
                   to_char(o.created_at at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as "placedAt",
                   o.customer_name as "customerName", o.customer_email as "customerEmail",
                   o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
                   coalesce((select string_agg(i.quantity || ' x ' || i.name, '; ' order by i.name, i.id)
                             from order_items i where i.order_id = o.id), '') as "items",
                   o.subtotal_paise::float8 as "subtotalPaise", o.shipping_fee_paise::float8 as "shippingFeePaise", o.total_paise::float8 as "totalPaise",
                   o.shipping_address->>'city' as "city", o.shipping_address->>'state' as "state",
                   o.shipping_address->>'pincode' as "pincode",
                   o.created_at::text as "cursor"
            from orders o
            where ${sql.join(conditions, sql` and `)}
            order by o.created_at desc, o.id desc
            limit ${limit}`,
      );
    },
  };
}
