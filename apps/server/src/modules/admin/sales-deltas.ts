import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Any constant: the advisory lock that lets one transaction at a time fold the sales deltas. */
const FOLD_SALES_LOCK = 7_310_003;

/**
 * Moves the differences the order triggers appended (migration 0066) into the summaries: the orders' into
 * hourly_order_sales, daily_order_sales and sales_totals, the lines' into hourly_item_sales, daily_item_sales,
 * monthly_product_units and product_sales, in one transaction. Folds run one at a time (advisory lock), so concurrent folds never wait on each other's
 * rows in different orders; with nothing to fold it costs one query.
 */
export async function foldSalesDeltas(db: Db): Promise<void> {
  const [pending] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from item_sales_deltas) or exists (select 1 from order_sales_deltas) as "any"`,
  );
  if (!pending?.any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_SALES_LOCK})`);
    await tx.execute(sql`
      with moved as (delete from item_sales_deltas returning *),
      by_hour as (
        insert into hourly_item_sales (hour, product_id, variant_id, name, lines, sale_lines, units, revenue_paise)
        select hour, product_id, variant_id, name, sum(lines), sum(sale_lines), sum(units), sum(revenue_paise)
        from moved group by 1, 2, 3, 4
        on conflict (hour, product_id, variant_id, name) do update
          set lines = hourly_item_sales.lines + excluded.lines,
              sale_lines = hourly_item_sales.sale_lines + excluded.sale_lines,
              units = hourly_item_sales.units + excluded.units,
              revenue_paise = hourly_item_sales.revenue_paise + excluded.revenue_paise),
      by_day as (
        insert into daily_item_sales (day, product_id, variant_id, name, lines, sale_lines, units, revenue_paise)
        select hour::date, product_id, variant_id, name, sum(lines), sum(sale_lines), sum(units), sum(revenue_paise)
        from moved group by 1, 2, 3, 4
        on conflict (day, product_id, variant_id, name) do update
          set lines = daily_item_sales.lines + excluded.lines,
              sale_lines = daily_item_sales.sale_lines + excluded.sale_lines,
              units = daily_item_sales.units + excluded.units,
              revenue_paise = daily_item_sales.revenue_paise + excluded.revenue_paise),
      by_month as (
        insert into monthly_product_units (month, product_id, units)
        select date_trunc('month', hour)::date, product_id, sum(gross_units)
        from moved where product_id is not null group by 1, 2 having sum(gross_units) <> 0
        on conflict (month, product_id) do update set units = monthly_product_units.units + excluded.units)
      insert into product_sales (product_id, units, revenue_paise)
      select product_id, sum(sold_units), sum(sold_paise)
      from moved where product_id is not null group by 1 having sum(sold_units) <> 0 or sum(sold_paise) <> 0
      on conflict (product_id) do update
        set units = product_sales.units + excluded.units,
            revenue_paise = product_sales.revenue_paise + excluded.revenue_paise`);
    await tx.execute(sql`
      with moved as (delete from order_sales_deltas returning *),
      by_hour as (
        insert into hourly_order_sales (hour, payment_method, state, orders, total_paise, refunded_paise)
        select hour, payment_method, state, sum(orders), sum(total_paise), sum(refunded_paise)
        from moved group by 1, 2, 3
        on conflict (hour, payment_method, state) do update
          set orders = hourly_order_sales.orders + excluded.orders,
              total_paise = hourly_order_sales.total_paise + excluded.total_paise,
              refunded_paise = hourly_order_sales.refunded_paise + excluded.refunded_paise),
      by_day as (
        insert into daily_order_sales (day, payment_method, state, orders, total_paise, refunded_paise)
        select hour::date, payment_method, state, sum(orders), sum(total_paise), sum(refunded_paise)
        from moved group by 1, 2, 3
        on conflict (day, payment_method, state) do update
          set orders = daily_order_sales.orders + excluded.orders,
              total_paise = daily_order_sales.total_paise + excluded.total_paise,
              refunded_paise = daily_order_sales.refunded_paise + excluded.refunded_paise)
      insert into sales_totals (id, orders, revenue_paise, pending_paise)
      select 1, coalesce(sum(orders), 0),
             coalesce(sum(total_paise - refunded_paise) filter (where state = 'revenue'), 0),
             coalesce(sum(total_paise) filter (where state = 'pending'), 0)
      from moved
      on conflict (id) do update
        set orders = sales_totals.orders + excluded.orders,
            revenue_paise = sales_totals.revenue_paise + excluded.revenue_paise,
            pending_paise = sales_totals.pending_paise + excluded.pending_paise`);
  });
}
