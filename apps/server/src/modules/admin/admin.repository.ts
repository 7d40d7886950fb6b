import type { Db } from '../../db/client';
import { createOrderExportQueries } from './order-export.queries';
import { createOverviewQueries } from './overview.queries';
import { createSalesQueries } from './sales.queries';
import { foldSalesDeltas } from './sales-deltas';

export type { OrderExportRow } from './order-export.queries';
export type { OverviewFigures, PeriodFigures, TopProductRow } from './overview.queries';
export type { ReportRows, SeriesRow } from './sales.queries';

/**
 * Read-only SQL for the admin overview, analytics, reports and exports, all by the revenue rule
 * (revenue-sql.ts, docs/decisions/045-revenue-rule.md).
 */
export function createAdminRepository(db: Db) {
  return {
    /** Brings product_sales and sales_totals up to date with every committed order. */
    foldSalesDeltas: () => foldSalesDeltas(db),
    ...createOverviewQueries(db),
    ...createSalesQueries(db),
    ...createOrderExportQueries(db),
  };
}
