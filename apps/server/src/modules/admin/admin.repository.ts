import type { Db } from '../../db/client';
import { createOrderExportQueries } from './order-export.queries';
import { createOverviewQueries } from './overview.queries';
import { createSalesQueries } from './sales.queries';
import { foldSalesDeltas } from './sales-deltas';

export type { OrderExportRow } from './order-export.queries';
export type { OverviewFigures, PeriodFigures, TopProductRow } from './overview.queries';
export type { ReportRows, SeriesRow } from './sales.queries';

const figureQueries = (db: Db) => ({ ...createOverviewQueries(db), ...createSalesQueries(db) });
export type FigureQueries = ReturnType<typeof figureQueries>;

/**
 * Read-only SQL for the admin overview, analytics, reports and exports, all by the revenue rule
 * (revenue-sql.ts, docs/decisions/045-revenue-rule.md).
 */
export function createAdminRepository(db: Db) {
  return {
    /** Brings product_sales and sales_totals up to date with every committed order. */
    foldSalesDeltas: () => foldSalesDeltas(db),
    /**
     * Folds the sales deltas, then reads the figures in one snapshot (repeatable read, docs/decisions/275): a
     * range's days from the summaries and the differences still unfolded, its ends from the orders, all as of
     * the same moment, so an order placed meanwhile is counted by every part or by none.
     */
    async inSnapshot<T>(read: (queries: FigureQueries) => Promise<T>): Promise<T> {
      await foldSalesDeltas(db);
      return db.transaction((tx) => read(figureQueries(tx)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },
    ...figureQueries(db),
    ...createOrderExportQueries(db),
  };
}
