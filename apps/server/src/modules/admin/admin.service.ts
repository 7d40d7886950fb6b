import { LOW_STOCK_LIST_COUNT, LOW_STOCK_THRESHOLD, RECENT_ORDERS_COUNT } from '@shop/shared/constants';
import { paiseToRupees } from '@shop/shared/money';
import {
  REPORT_TOP_PRODUCTS_COUNT,
  SALES_PERIOD_DAYS,
  TOP_PRODUCTS_COUNT,
  percentChange,
  type AdminStats,
  type OrderExportQuery,
  type SalesAnalytics,
  type SalesPeriod,
  type SalesReport,
  type SalesReportQuery,
} from '@shop/shared/schemas/admin';
import type { AdminOverview } from '@shop/shared/schemas/admin-overview';
import type { Db } from '../../db/client';
import type { CatalogAdminService } from '../catalog';
import { type OrdersService, toOrderDto } from '../orders';
import { createAdminRepository, type OrderExportRow, type OverviewFigures } from './admin.repository';

export interface AdminServiceOptions {
  db: Db;
  orders: OrdersService;
  catalogAdmin: CatalogAdminService;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Returns in [from, to) (the returns module, registered later; issue 18). */
  returnFigures?: (from: Date, to: Date) => Promise<ReturnFiguresPaise>;
}

export interface ReturnFiguresPaise {
  requests: number;
  units: number;
  refundedPaise: number;
}

const NO_RETURNS = async (): Promise<ReturnFiguresPaise> => ({ requests: 0, units: 0, refundedPaise: 0 });
const toReturnFigures = (f: ReturnFiguresPaise) => ({
  requests: f.requests,
  units: f.units,
  refunded: paiseToRupees(f.refundedPaise),
});
/** [start of startDate, start of the day after endDate) in India time. */
const indianDayRange = (startDate: string, endDate: string) => ({
  from: new Date(`${startDate}T00:00:00+05:30`),
  to: new Date(new Date(`${endDate}T00:00:00+05:30`).getTime() + DAY_MS),
});

/** The sales report in paise, as the PDF prints it; `toSalesReportDto` turns it into rupees for the API. */
export interface SalesReportData {
  startDate: string;
  endDate: string;
  revenuePaise: number;
  orders: number;
  averageOrderValuePaise: number;
  byDay: { date: string; revenuePaise: number; orders: number }[];
  topProducts: { name: string; units: number; revenuePaise: number }[];
  paymentMethods: { method: string; orders: number; revenuePaise: number }[];
  topSizes: { value: string; units: number; revenuePaise: number }[];
  topColours: { value: string; units: number; revenuePaise: number }[];
  returns?: ReturnFiguresPaise;
}

const DAY_MS = 86_400_000;

/**
 * The Overview (decision 213): the last 7, 30 or 365 days against the same number of days before,
 * every money figure by the one revenue rule (revenue-sql.ts), a % change only where it is defined.
 */
async function overviewOf(
  repo: ReturnType<typeof createAdminRepository>,
  end: Date,
  period: SalesPeriod,
): Promise<AdminOverview> {
  const length = SALES_PERIOD_DAYS[period] * DAY_MS;
  const start = new Date(end.getTime() - length);
  // One after the other: a transaction's statements share its one connection.
  const [{ current, previous }, top] = await repo.inSnapshot(
    async (figures) =>
      [
        await figures.overviewPeriods(new Date(start.getTime() - length), start, end),
        await figures.topProductsInRange(start, end, TOP_PRODUCTS_COUNT),
      ] as const,
  );
  const average = (f: typeof current) => (f.revenueOrders === 0 ? 0 : Math.round(f.revenuePaise / f.revenueOrders));
  const compared = (value: number, before: number, toRupees: (n: number) => number) => ({
    value: toRupees(value),
    previous: toRupees(before),
    change: percentChange(value, before),
  });
  return {
    period,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    revenue: compared(current.revenuePaise, previous.revenuePaise, paiseToRupees),
    orders: compared(current.revenueOrders, previous.revenueOrders, (n) => n),
    averageOrderValue: compared(average(current), average(previous), paiseToRupees),
    refunded: paiseToRupees(current.refundedPaise),
    pendingOrders: current.pendingOrders,
    pending: paiseToRupees(current.pendingPaise),
    cancelledOrders: current.cancelledOrders,
    previousPeriodOrders: previous.revenueOrders + previous.pendingOrders + previous.cancelledOrders,
    topProducts: top.map((p) => ({
      productId: p.id,
      name: p.name,
      image: p.image,
      units: p.units,
      revenue: paiseToRupees(p.revenuePaise),
    })),
  };
}

const EXPORT_BATCH = 500;

/**
 * Overview, analytics and reports. Figures come from SQL aggregates (admin.repository.ts, where the
 * revenue rule is written down); lists of orders and products come through their modules' services.
 */
export function createAdminService({
  db,
  orders,
  catalogAdmin,
  now = () => new Date(),
  returnFigures = NO_RETURNS,
}: AdminServiceOptions) {
  const repo = createAdminRepository(db);

  async function recentOrders() {
    return (await orders.newest(RECENT_ORDERS_COUNT)).map(toOrderDto);
  }

  const toFigures = (f: OverviewFigures) => ({
    revenue: paiseToRupees(f.revenuePaise),
    pending: paiseToRupees(f.pendingPaise),
    orders: f.orders,
    products: f.products,
    users: f.users,
  });

  return {
    async stats(): Promise<AdminStats> {
      await repo.foldSalesDeltas();
      const [figures, recent, lowStock, top] = await Promise.all([
        repo.overview(),
        recentOrders(),
        catalogAdmin.listLowStock(LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_COUNT),
        repo.topProducts(TOP_PRODUCTS_COUNT),
      ]);
      return {
        totalRevenue: paiseToRupees(figures.revenuePaise),
        pendingRevenue: paiseToRupees(figures.pendingPaise),
        totalOrders: figures.orders,
        totalProducts: figures.products,
        totalUsers: figures.users,
        recentOrders: recent,
        lowStockProducts: lowStock,
        topProducts: top.map((p) => ({
          _id: p.id,
          name: p.name,
          images: p.images,
          rating: p.rating,
          reviews: p.reviews,
          mrp: paiseToRupees(p.mrpPaise),
          sellingPrice: p.sellingPricePaise === null ? null : paiseToRupees(p.sellingPricePaise),
          stock: p.stock,
          unitsSold: p.unitsSold,
          revenue: paiseToRupees(p.revenuePaise),
        })),
      };
    },

    /** The Overview (decision 213): see `overviewOf`. */
    overview: (period: SalesPeriod) => overviewOf(repo, now(), period),

    /**
     * A rolling window: the last 7, 30 or 365 days up to now, against the same number of days before it.
     * The series has one entry per Indian day with sales (per month for a year), oldest first.
     */
    async salesAnalytics(period: SalesPeriod): Promise<SalesAnalytics> {
      const end = now();
      const length = SALES_PERIOD_DAYS[period] * DAY_MS;
      const start = new Date(end.getTime() - length);
      const previousStart = new Date(start.getTime() - length);
      const [[figures, series], recent, returned] = await Promise.all([
        repo.inSnapshot(
          async (q) =>
            [
              await q.periodFigures(previousStart, start, end),
              await q.salesSeries(start, end, period === 'year' ? 'month' : 'day'),
            ] as const,
        ),
        recentOrders(),
        returnFigures(start, end),
      ]);
      const totals = toFigures(figures.current);
      const previous = toFigures(figures.previous);
      return {
        period,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        series: series.map((s) => ({ _id: s.key, totalSales: paiseToRupees(s.revenuePaise), orderCount: s.orders })),
        totals,
        previous,
        change: {
          revenue: percentChange(figures.current.revenuePaise, figures.previous.revenuePaise),
          orders: percentChange(totals.orders, previous.orders),
          products: percentChange(totals.products, previous.products),
          users: percentChange(totals.users, previous.users),
        },
        recentOrders: recent,
        returns: toReturnFigures(returned),
      };
    },

    /** What the sales report subtracted for refunded returns of these days' orders (the GST reconciliation's line). */
    async returnRefunds(startDate: string, endDate: string) {
      return repo.returnRefunds(startDate, endDate);
    },

    async salesReport({ startDate, endDate }: SalesReportQuery): Promise<SalesReportData> {
      const range = indianDayRange(startDate, endDate);
      const [rows, returns] = await Promise.all([
        repo.inSnapshot((q) => q.salesReport(startDate, endDate, REPORT_TOP_PRODUCTS_COUNT)),
        returnFigures(range.from, range.to),
      ]);
      const revenuePaise = rows.byDay.reduce((s, d) => s + d.revenuePaise, 0);
      const orderCount = rows.byDay.reduce((s, d) => s + d.orders, 0);
      // Revenue over the orders it came from, never over orders whose money is not in (decision 213).
      const revenueOrders = rows.byDay.reduce((s, d) => s + d.revenueOrders, 0);
      return {
        startDate,
        endDate,
        revenuePaise,
        orders: orderCount,
        averageOrderValuePaise: revenueOrders === 0 ? 0 : Math.round(revenuePaise / revenueOrders),
        ...rows,
        returns,
      };
    },

    /** Orders for the CSV export, newest first, read in batches so a large shop never sits in memory. */
    async *exportOrders({ status }: OrderExportQuery): AsyncGenerator<OrderExportRow> {
      let after: { cursor: string; id: string } | null = null;
      for (;;) {
        const batch = await repo.orderExportBatch(status, after, EXPORT_BATCH);
        yield* batch;
        const last = batch.at(-1);
        if (!last || batch.length < EXPORT_BATCH) return;
        after = { cursor: last.cursor, id: last.id };
      }
    },
  };
}

export function toSalesReportDto(data: SalesReportData): SalesReport {
  return {
    startDate: data.startDate,
    endDate: data.endDate,
    revenue: paiseToRupees(data.revenuePaise),
    orders: data.orders,
    averageOrderValue: paiseToRupees(data.averageOrderValuePaise),
    byDay: data.byDay.map((d) => ({ date: d.date, revenue: paiseToRupees(d.revenuePaise), orders: d.orders })),
    topProducts: data.topProducts.map((p) => ({
      name: p.name,
      units: p.units,
      revenue: paiseToRupees(p.revenuePaise),
    })),
    paymentMethods: data.paymentMethods.map((m) => ({
      method: m.method,
      orders: m.orders,
      revenue: paiseToRupees(m.revenuePaise),
    })),
    topSizes: data.topSizes.map(toOptionValueDto),
    topColours: data.topColours.map(toOptionValueDto),
    ...(data.returns ? { returns: toReturnFigures(data.returns) } : {}),
  };
}

const toOptionValueDto = (row: { value: string; units: number; revenuePaise: number }) => ({
  value: row.value,
  units: row.units,
  revenue: paiseToRupees(row.revenuePaise),
});

export type AdminService = ReturnType<typeof createAdminService>;
