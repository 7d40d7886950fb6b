import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';

/** One group of the RTO report: orders shipped, returned to origin, and the rate. */
export interface RtoGroup {
  key: string;
  shipped: number;
  rto: number;
  ratePercent: number;
}

export const RTO_DIMENSIONS = ['pincode', 'state', 'courier', 'paymentMethod', 'product', 'customer'] as const;
type Dimension = (typeof RTO_DIMENSIONS)[number];

const KEY: Record<Exclude<Dimension, 'product'>, SQL> = {
  pincode: sql`pincode`,
  state: sql`state`,
  courier: sql`courier`,
  paymentMethod: sql`payment_method`,
  customer: sql`customer`,
};

const rate = (rto: number, shipped: number) => (shipped === 0 ? 0 : Math.round((rto / shipped) * 1000) / 10);
const toGroup = (r: { key: string | null; shipped: string | number; rto: string | number }): RtoGroup => ({
  key: r.key ?? 'Unknown',
  shipped: Number(r.shipped),
  rto: Number(r.rto),
  ratePercent: rate(Number(r.rto), Number(r.shipped)),
});

/**
 * The RTO report (issue 37): of the orders handed to a courier since `from`, how many came back, by PIN code,
 * state, courier, payment method, product and customer, and week by week; with the freight those returns cost.
 * Raw SQL over shipments, orders and their lines, as the admin reports read them.
 */
export async function rtoReport(db: Db, from: Date) {
  const shipped = sql`with shipped as (
      select distinct on (s.order_id) s.order_id, s.created_at,
        coalesce(s.courier_name, 'Unknown') as courier,
        coalesce(o.shipping_address->>'pincode', 'Unknown') as pincode,
        coalesce(o.shipping_address->>'state', 'Unknown') as state,
        o.payment_method, coalesce(nullif(o.customer_name, ''), 'Unknown') || ' <' || o.customer_email || '>' as customer,
        exists(select 1 from rto_outcomes r where r.order_id = s.order_id) as rto
      from shipments s join orders o on o.id = s.order_id
      where s.awb_code is not null and s.created_at >= ${from}
      order by s.order_id, s.created_at desc)`;
  const byKey = async (dimension: Dimension) => {
    const query =
      dimension === 'product'
        ? sql`${shipped} select oi.name as key, count(distinct sh.order_id) as shipped,
              count(distinct sh.order_id) filter (where sh.rto) as rto
            from shipped sh join order_items oi on oi.order_id = sh.order_id group by 1`
        : sql`${shipped} select ${KEY[dimension]} as key, count(*) as shipped, count(*) filter (where rto) as rto
            from shipped group by 1`;
    const rows = await queryRows<{ key: string | null; shipped: string; rto: string }>(
      db,
      sql`select * from (${query}) g order by rto desc, shipped desc, key limit 15`,
    );
    return rows.map(toGroup);
  };
  const groups = Object.fromEntries(
    await Promise.all(RTO_DIMENSIONS.map(async (d) => [d, await byKey(d)] as const)),
  ) as Record<Dimension, RtoGroup[]>;
  const weeks = (
    await queryRows<{ key: string; shipped: string; rto: string }>(
      db,
      sql`${shipped} select to_char(date_trunc('week', created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as key,
            count(*) as shipped, count(*) filter (where rto) as rto from shipped group by 1 order by 1`,
    )
  ).map(toGroup);
  const [totals] = await queryRows<{
    shipped: string;
    rto: string;
    cost: string | null;
    unknown_cost: string;
    assumed: string;
  }>(
    db,
    sql`${shipped} select count(*) as shipped, count(*) filter (where rto) as rto,
          (select sum(coalesce(forward_freight_paise, 0) + coalesce(return_freight_paise, 0)) from rto_outcomes r
             join shipped sh on sh.order_id = r.order_id) as cost,
          (select count(*) from rto_outcomes r join shipped sh on sh.order_id = r.order_id
             where r.forward_freight_paise is null or r.return_freight_paise is null) as unknown_cost,
          (select count(*) from rto_outcomes r join shipped sh on sh.order_id = r.order_id
             where r.return_freight_basis = 'same-as-forward') as assumed
        from shipped`,
  );
  return {
    from: from.toISOString(),
    shipped: Number(totals?.shipped ?? 0),
    rto: Number(totals?.rto ?? 0),
    ratePercent: rate(Number(totals?.rto ?? 0), Number(totals?.shipped ?? 0)),
    costPaise: Number(totals?.cost ?? 0),
    withoutCost: Number(totals?.unknown_cost ?? 0),
    returnFreightAssumed: Number(totals?.assumed ?? 0),
    groups,
    weeks,
  };
}
