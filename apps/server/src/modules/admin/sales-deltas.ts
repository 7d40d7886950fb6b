import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Any constant: the advisory lock that lets one transaction at a time fold the sales deltas. */
const FOLD_SALES_LOCK = 7_310_003;

/**
 * Moves the differences the order triggers appended (migration 0003) into product_sales and sales_totals,
 * in one transaction. Folds run one at a time (advisory lock), so concurrent folds never wait on each
 * other's rows in different orders; with nothing to fold it costs one query.
 */
export async function foldSalesDeltas(db: Db): Promise<void> {
  const [pending] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from product_sales_deltas) or exists (select 1 from sales_totals_deltas) as "any"`,
  );
  if (!pending?.any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_SALES_LOCK})`);
    await tx.execute(sql`
      with moved as (delete from product_sales_deltas returning product_id, units, revenue_paise)
      insert into product_sales (product_id, units, revenue_paise)
      select product_id, sum(units), sum(revenue_paise) from moved group by product_id order by product_id
      on conflict (product_id) do update
        set units = product_sales.units + excluded.units,
            revenue_paise = product_sales.revenue_paise + excluded.revenue_paise`);
    await tx.execute(sql`
      with moved as (delete from sales_totals_deltas returning orders, revenue_paise, pending_paise)
      insert into sales_totals (id, orders, revenue_paise, pending_paise)
      select 1, coalesce(sum(orders), 0), coalesce(sum(revenue_paise), 0), coalesce(sum(pending_paise), 0) from moved
      on conflict (id) do update
        set orders = sales_totals.orders + excluded.orders,
            revenue_paise = sales_totals.revenue_paise + excluded.revenue_paise,
            pending_paise = sales_totals.pending_paise + excluded.pending_paise`);
  });
}
