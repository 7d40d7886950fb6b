import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paiseToRupees } from '@shop/shared/money';
import { errorResponses } from '../../lib/error-schema';
import { sendDownload } from '../../lib/file-reply';
import { routeKit, authUserOf } from '../../plugins/auth';
import type { SettingsService } from '../settings';
import { creditedOrder, type GstDocumentsService } from './gst-documents.service';
import { documentSeller } from './document-seller';
import { buildInvoiceModel, sellerFromSettings } from './invoice-model';
import { renderCreditNote } from './credit-note-pdf';
import { GSTR1_SHEETS, gstr1Csv } from './gstr1';
import { gstr1ReportSchema, gstReconciliationSchema } from '@shop/shared/schemas/gst-returns';

/** A month that has begun: 'YYYY-MM' from April 2017 (GST's start) on. */
const monthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-05')
    .refine((m) => m >= '2017-07', 'GST began in July 2017'),
});

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(100) });
const creditNoteQuery = z.object({
  number: z.string().trim().max(32).optional().describe("The credit note number; left out: the order's main note"),
});

export interface GstDocumentsRoutesOptions {
  documents: GstDocumentsService;
  settings: SettingsService;
}

/** The credit note PDF and the GST figures of an order, for its customer and the admin. */
export async function gstDocumentsRoutes(app: FastifyInstance, { documents, settings }: GstDocumentsRoutesOptions) {
  const { r, signedIn, tags, security } = routeKit(app, 'orders');

  r.get(
    '/api/orders/:id/credit-note',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadCreditNote',
        tags,
        security,
        summary: 'GST credit note (PDF) of an invoiced order: its cancellation, refund or one of its returns',
        params: idParams,
        querystring: creditNoteQuery,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const { credited, note } = await documents.getCreditNote(
        authUserOf(request),
        request.params.id,
        request.query.number || undefined,
      );
      const pdf = await renderCreditNote(credited, note, await documentSeller(settings));
      return sendDownload(reply, 'application/pdf', `attachment; filename="${pdf.filename}"`, pdf.content);
    },
  );

  r.get(
    '/api/orders/:id/gst',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getOrderGst',
        tags,
        security,
        summary: 'GST figures of an order (as its invoice shows them), in rupees',
        params: idParams,
        // Not yet a shared schema: documented as free-form JSON.
        response: { 200: z.unknown().describe('The GST figures and credit notes of the order'), ...errors },
      },
    },
    async (request) => {
      const { order, creditNotes } = await documents.getOrderDocuments(authUserOf(request), request.params.id);
      const seller = sellerFromSettings(await settings.get());
      const model = buildInvoiceModel(order, seller.state);
      const rupees = paiseToRupees;
      return {
        invoiceNumber: order.invoiceNumber,
        documentKind: model.kind,
        creditNoteNumber: creditNotes[0]?.number ?? null,
        // Every credit note of the order: its cancellation or refund, and each return (decision 173).
        creditNotes: creditNotes.map((note) => ({
          number: note.number,
          issuedAt: note.issuedAt.toISOString(),
          reason: note.reason,
          amount: rupees(note.amountPaise ?? creditedOrder(order, note).totalPaise),
        })),
        buyerGstin: order.buyerGstin,
        // The invoice's "Bill to": legal name, registered address and GSTIN (decision 185); null for B2C.
        billTo: model.billTo,
        placeOfSupply: model.placeOfSupply,
        supplyType: model.gst.supplyType,
        feeRate: model.gst.feeRatePercent,
        discount: rupees(order.discountPaise),
        couponCode: order.couponCode,
        lines: model.lines.map((line) => ({
          description: line.description,
          discount: rupees(line.discountPaise),
          amount: rupees(line.amountPaise),
          taxable: rupees(line.taxablePaise),
        })),
        total: rupees(model.gst.totals.amountPaise),
        taxable: rupees(model.gst.totals.taxablePaise),
        tax: rupees(model.gst.totals.taxPaise),
        cgst: rupees(model.gst.totals.cgstPaise),
        sgst: rupees(model.gst.totals.sgstPaise),
        igst: rupees(model.gst.totals.igstPaise),
        byRate: model.gst.byRate.map((rate) => ({
          rate: rate.ratePercent,
          taxable: rupees(rate.taxablePaise),
          tax: rupees(rate.taxPaise),
        })),
      };
    },
  );
}

/**
 * The admin's GST returns (docs/gst.md): GSTR-1 of a month as the screen's figures, the offline utility's CSV
 * sheets and the portal's upload JSON (decision 180), and its reconciliation with the sales report (decision 181).
 */
export async function gstReturnsRoutes(app: FastifyInstance, { documents, settings }: GstDocumentsRoutesOptions) {
  const { r, adminOnly, security } = routeKit(app, 'orders');

  r.get(
    '/api/admin/gst/gstr1',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getGstr1',
        tags: ['admin'],
        security,
        summary: 'GSTR-1 of a month (India time) as JSON: the offline utility sheets and reconciling totals',
        querystring: monthQuery,
        response: { 200: gstr1ReportSchema.describe('The GSTR-1 report of the month'), ...errors },
      },
    },
    async (request) => documents.gstr1(request.query.month, sellerFromSettings(await settings.get())),
  );

  r.get(
    '/api/admin/gst/gstr1.json',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadGstr1Json',
        tags: ['admin'],
        security,
        summary:
          "GSTR-1 of a month as the GST portal's upload JSON (gstin, fp, b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn, doc_issue)",
        querystring: monthQuery,
        response: { 200: z.unknown().describe("The month's GSTR-1 upload file (gstr1-YYYY-MM.json)"), ...errors },
      },
    },
    async (request, reply) => {
      const json = await documents.gstr1Json(request.query.month, sellerFromSettings(await settings.get()));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(json));
    },
  );

  r.get(
    '/api/admin/gst/reconciliation',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getGstReconciliation',
        tags: ['admin'],
        security,
        summary: "A month's GSTR-1 net value against the sales report's revenue, every difference explained",
        querystring: monthQuery,
        response: { 200: gstReconciliationSchema.describe('The reconciliation of the month'), ...errors },
      },
    },
    async (request) => documents.reconciliation(request.query.month),
  );

  r.get(
    '/api/admin/gst/gstr1/:sheet',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadGstr1Sheet',
        tags: ['admin'],
        security,
        summary: 'One GSTR-1 sheet as the GST offline utility CSV (b2b, b2cl, b2cs, cdnr, cdnur, hsn, docs)',
        params: z.object({ sheet: z.enum(GSTR1_SHEETS, { error: `sheet must be one of ${GSTR1_SHEETS.join(', ')}` }) }),
        querystring: monthQuery,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await documents.gstr1(request.query.month, sellerFromSettings(await settings.get()));
      const fileName = `gstr1-${report.month}-${request.params.sheet}.csv`;
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `attachment; filename="${fileName}"`,
        gstr1Csv(report, request.params.sheet),
      );
    },
  );
}
