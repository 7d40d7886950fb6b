import { z } from 'zod';
import { DEFAULT_SALES_PERIOD, MAX_PAGE_SIZE } from '../constants';
import { ORDER_STATUSES } from '../order-status';
import { productSchema } from './catalog';
import { orderSchema } from './order';
import {
  PAGE_MESSAGES,
  blankToUndefined,
  isCalendarDate,
  pageFields,
  searchParam,
  wholeNumberParam,
} from './query-params';

/** Day boundaries of every report and chart: the shop trades in India, so a day is an Indian day. */
export const REPORT_TIME_ZONE = 'Asia/Kolkata';
export const MAX_REPORT_DAYS = 366;
export const TOP_PRODUCTS_COUNT = 5;
export const REPORT_TOP_PRODUCTS_COUNT = 10;
export const ORDERS_EXPORT_FILE = 'orders_export.csv';
export const ORDERS_EXPORT_COLUMNS = [
  'Order Number',
  'Date',
  'Customer',
  'Email',
  'Status',
  'Payment Method',
  'Payment Status',
  'Items',
  'Subtotal',
  'Shipping',
  'Total',
  'City',
  'State',
  'PIN',
] as const;

/** docs/product.md#constants: 'sales-report-{date}.pdf', the date being the last day of the report. */
export function salesReportFileName(endDate: string): string {
  return `sales-report-${endDate}.pdf`;
}

export const ADMIN_MESSAGES = {
  invalidPeriod: 'Period must be week, month or year',
  invalidDate: 'Dates must be real dates written as YYYY-MM-DD',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startAfterEnd: 'Start date must be on or before the end date',
  rangeTooLong: `A report can cover at most ${MAX_REPORT_DAYS} days`,
  invalidStatus: `status must be one of ${ORDER_STATUSES.join(', ')}`,
  ...PAGE_MESSAGES,
} as const;

const page = wholeNumberParam(ADMIN_MESSAGES.invalidPage, 100_000, 1);
const limit = (fallback: number) => wholeNumberParam(ADMIN_MESSAGES.invalidLimit, MAX_PAGE_SIZE, fallback);

// ---- overview

export const topProductSchema = productSchema
  .pick({
    _id: true,
    name: true,
    images: true,
    rating: true,
    reviews: true,
    mrp: true,
    sellingPrice: true,
    stock: true,
  })
  .extend({
    unitsSold: z.number().int(),
    /** Rupees taken for this product in orders that are not cancelled. */
    revenue: z.number(),
  });

export const lowStockProductSchema = productSchema.extend({ variantId: z.string(), variantTitle: z.string() });
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const adminStatsSchema = z.object({
  /** Paid online orders and delivered COD / WhatsApp orders (docs/decisions/045-revenue-rule.md). */
  totalRevenue: z.number(),
  /** Orders not cancelled whose money is not in yet (unpaid online, undelivered COD / WhatsApp). */
  pendingRevenue: z.number().optional(),
  totalOrders: z.number().int(),
  totalProducts: z.number().int(),
  totalUsers: z.number().int(),
  recentOrders: z.array(orderSchema),
  /** Low variants (decision 217): the product with the variant's stock and title ('' without options). */
  lowStockProducts: z.array(lowStockProductSchema),
  topProducts: z.array(topProductSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---- analytics

export const SALES_PERIODS = ['week', 'month', 'year'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
/** Length of each period in days; the previous period is the same number of days just before it. */
export const SALES_PERIOD_DAYS: Record<SalesPeriod, number> = { week: 7, month: 30, year: 365 };

export const salesAnalyticsQuerySchema = z.object({
  period: z.preprocess(
    blankToUndefined,
    z.enum(SALES_PERIODS, { error: ADMIN_MESSAGES.invalidPeriod }).default(DEFAULT_SALES_PERIOD),
  ),
});

const periodFigures = z.object({
  revenue: z.number(),
  /** Value of the period's orders not cancelled and not yet revenue. */
  pending: z.number().optional(),
  orders: z.number().int(),
  products: z.number().int(),
  users: z.number().int(),
});
const periodChange = z.object({
  revenue: z.number().nullable(),
  orders: z.number().nullable(),
  products: z.number().nullable(),
  users: z.number().nullable(),
});

/** docs/product.md#data, sales series entry: `_id` is a day (YYYY-MM-DD), or a month (YYYY-MM) for a year. */
export const salesSeriesEntrySchema = z.object({
  _id: z.string(),
  totalSales: z.number(),
  orderCount: z.number().int(),
});
export type SalesSeriesEntry = z.infer<typeof salesSeriesEntrySchema>;

/** Returns in a period (issue 18): requests made, units received back, rupees refunded. */
export const returnFiguresSchema = z.object({
  requests: z.number().int(),
  units: z.number().int(),
  refunded: z.number(),
});

export const salesAnalyticsSchema = z.object({
  period: z.enum(SALES_PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  series: z.array(salesSeriesEntrySchema),
  totals: periodFigures,
  previous: periodFigures,
  /** Percent change against the previous period, one decimal; null when the previous figure is 0. */
  change: periodChange,
  recentOrders: z.array(orderSchema),
  returns: returnFiguresSchema.optional(),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

/** (current - previous) / previous in percent with one decimal; null when there is nothing to compare to. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

// ---- sales report (Dashboard statistics screen and its PDF)

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** Inclusive count of days from start to end (both YYYY-MM-DD). */
export function daysInRange(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1;
}

const reportDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isCalendarDate, ADMIN_MESSAGES.invalidDate);

/** Both days are included; at most 366 days, so a report is at most a year and a day long. */
export const salesReportQuerySchema = z
  .object({
    startDate: reportDate(ADMIN_MESSAGES.startDateRequired),
    endDate: reportDate(ADMIN_MESSAGES.endDateRequired),
  })
  .superRefine(({ startDate, endDate }, ctx) => {
    if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return;
    if (startDate > endDate)
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.startAfterEnd, path: ['startDate'] });
    else if (daysInRange(startDate, endDate) > MAX_REPORT_DAYS) {
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.rangeTooLong, path: ['endDate'] });
    }
  });
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

const optionValueSalesSchema = z.object({ value: z.string(), units: z.number().int(), revenue: z.number() });

export const salesReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
  averageOrderValue: z.number(),
  /** Every day of the range, days without sales included. */
  byDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  topProducts: z.array(z.object({ name: z.string(), units: z.number().int(), revenue: z.number() })),
  paymentMethods: z.array(z.object({ method: z.string(), orders: z.number().int(), revenue: z.number() })),
  /** Units and revenue by size and by colour over the range, best first (docs/decisions/246-top-sizes-and-colours.md). */
  topSizes: z.array(optionValueSalesSchema),
  topColours: z.array(optionValueSalesSchema),
  returns: returnFiguresSchema.optional(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

// ---- exports

/** `status=` empty or `all` exports every order (the 'All Orders' filter). */
export const orderExportQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(ORDER_STATUSES, { error: ADMIN_MESSAGES.invalidStatus }).optional(),
  ),
});
export type OrderExportQuery = z.output<typeof orderExportQuerySchema>;

// ---- products screen

export const adminProductListQuerySchema = z.object({
  search: searchParam(100),
  /** A category name, any case; empty or 'all' lists every category. */
  category: z.preprocess(
    (v) => (v === '' || (typeof v === 'string' && v.toLowerCase() === 'all') ? undefined : v),
    z.string().trim().max(100).optional(),
  ),
  page,
  limit: limit(20),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const adminProductListResponseSchema = z.object({
  products: z.array(productSchema),
  ...pageFields,
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const productResponseSchema = z.object({ product: productSchema });

// ---- audit log

export const auditLogQuerySchema = z.object({
  page,
  limit: limit(20),
  entityType: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorEmail: z.string(),
  /** The actor's name and role when the entry was written; null on entries older than them. */
  actorName: z.string().nullable().optional(),
  actorRole: z.string().nullable().optional(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
