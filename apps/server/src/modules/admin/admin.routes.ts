import { paiseToRupees } from '@shop/shared/money';
import { Readable } from 'node:stream';
import { routeKit } from '../../plugins/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { USERS_EXPORT_FILE } from '@shop/shared/constants';
import { formatOrderNumber } from '@shop/shared/order-number';
import {
  ORDERS_EXPORT_COLUMNS,
  ORDERS_EXPORT_FILE,
  adminStatsSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  orderExportQuerySchema,
  salesAnalyticsQuerySchema,
  salesAnalyticsSchema,
  salesReportFileName,
  salesReportQuerySchema,
  salesReportSchema,
} from '@shop/shared/schemas/admin';
import { adminOverviewSchema } from '@shop/shared/schemas/admin-overview';
import { USERS_EXPORT_COLUMNS } from '@shop/shared/schemas/users';
import type { UsersService } from '../users';
import { toSalesReportDto, type AdminService } from './admin.service';
import type { AuditService } from '../audit';
import { CSV_CONTENT_TYPE, attachment, csvChunks, type CsvValue } from './csv';
import { renderSalesReportPdf } from './sales-report-pdf';
import { errorResponses } from '../../lib/error-schema';
import { sendDownload } from '../../lib/file-reply';

const errors = errorResponses(400, 401, 403);

export interface AdminRoutesOptions {
  admin: AdminService;
  users: UsersService;
  audit: AuditService;
  /** The shop's name on the sales report, from the settings. */
  shopName: () => Promise<string>;
}

/** GET /api/admin/overview (decision 213), its own routeKit so adminRoutes stays one screen long. */
function overviewRoute(app: FastifyInstance, admin: AdminService) {
  const { r, adminOnly, tags, security } = routeKit(app, 'admin');
  r.get(
    '/api/admin/overview',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getAdminOverview',
        tags,
        security,
        summary: 'The Overview: revenue, orders, average order and top products of the last week, month or year',
        description:
          'Every money figure by one revenue rule (paid online or delivered COD/WhatsApp orders, GST included, net of refunds); a % change only where the previous figure is not 0.',
        querystring: salesAnalyticsQuerySchema,
        response: { 200: adminOverviewSchema.describe('The period against the one before'), ...errors },
      },
    },
    async (request) => admin.overview(request.query.period),
  );
}

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** /api/admin/*: overview, analytics, reports, exports and the audit log. Admins only. */
export async function adminRoutes(app: FastifyInstance, { admin, users, audit, shopName }: AdminRoutesOptions) {
  const { r, adminOnly, tags, security } = routeKit(app, 'admin');

  // On request, before the query is validated: anonymous 401, customer 403.

  r.get(
    '/api/admin/stats',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getAdminStats',
        tags,
        security,
        summary: 'Overview figures and lists',
        response: { 200: adminStatsSchema.describe('The overview'), ...errors },
      },
    },
    async () => admin.stats(),
  );

  overviewRoute(app, admin);

  r.get(
    '/api/admin/analytics/sales',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getSalesAnalytics',
        tags,
        security,
        summary: 'Sales of the last week, month or year against the period before',
        querystring: salesAnalyticsQuerySchema,
        response: { 200: salesAnalyticsSchema.describe('The sales of both periods'), ...errors },
      },
    },
    async (request) => admin.salesAnalytics(request.query.period),
  );

  r.get(
    '/api/admin/reports/sales',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getSalesReport',
        tags,
        security,
        summary: 'Sales report of a date range (Indian days, both included, at most 366)',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema.describe('The sales report'), ...errors },
      },
    },
    async (request) => toSalesReportDto(await admin.salesReport(request.query)),
  );

  r.get(
    '/api/admin/reports/sales-pdf',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadSalesReport',
        tags,
        security,
        summary: 'The sales report as an A4 PDF (sales-report-{endDate}.pdf)',
        querystring: salesReportQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await admin.salesReport(request.query);
      const pdf = await renderSalesReportPdf(report, { shopName: await shopName(), generatedAt: new Date() });
      return sendDownload(reply, 'application/pdf', attachment(salesReportFileName(report.endDate)), pdf);
    },
  );

  r.get(
    '/api/admin/export/orders',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'exportOrders',
        tags,
        security,
        summary: 'Orders as CSV (orders_export.csv), optionally only one status',
        querystring: orderExportQuerySchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      const rows = mapRows(admin.exportOrders(request.query), (o): CsvValue[] => [
        formatOrderNumber(o.id),
        o.placedAt,
        o.customerName,
        o.customerEmail,
        o.status,
        o.paymentMethod,
        o.paymentStatus,
        o.items,
        rupees(o.subtotalPaise),
        rupees(o.shippingFeePaise),
        rupees(o.totalPaise),
        o.city,
        o.state,
        o.pincode,
      ]);
      return sendCsv(reply, ORDERS_EXPORT_FILE, csvChunks(ORDERS_EXPORT_COLUMNS, rows));
    },
  );

  r.get(
    '/api/admin/export/users',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'exportUsers',
        tags,
        security,
        summary: 'Users as CSV (users_export.csv): Name, Email, Role, Registration Date',
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (_request, reply) => {
      const rows = mapRows(users.exportRows(), (u): CsvValue[] => [u.name, u.email, u.role, u.registeredOn]);
      return sendCsv(reply, USERS_EXPORT_FILE, csvChunks(USERS_EXPORT_COLUMNS, rows));
    },
  );

  r.get(
    '/api/admin/audit-log',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listAuditLog',
        tags,
        security,
        summary: 'Who changed what and when, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema.describe('One page of the audit log'), ...errors },
      },
    },
    async (request) => audit.list(request.query),
  );
}

async function* mapRows<T>(source: AsyncIterable<T>, map: (row: T) => CsvValue[]): AsyncGenerator<CsvValue[]> {
  for await (const row of source) yield map(row);
}

/**
 * Streams the file as rows arrive from the database. The header chunk and the first batch of rows are
 * read before the response starts, so a failing first query still answers with a JSON error rather than a
 * broken download.
 */
async function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncGenerator<string>) {
  const head: string[] = [];
  for (let i = 0; i < 2; i++) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
  }
  async function* all() {
    yield* head;
    yield* chunks;
  }
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .send(Readable.from(all()));
}
