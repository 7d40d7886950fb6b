import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paiseToRupees } from '@shop/shared/money';
import { MAX_RETURN_PHOTOS, MAX_RETURN_VIDEO_BYTES, RETURN_STATUS_LABELS } from '@shop/shared/returns';
import {
  RETURN_MESSAGES,
  payoutPaidSchema,
  returnDecisionSchema,
  returnEligibilitySchema,
  returnListQuerySchema,
  returnListResponseSchema,
  returnReceivedSchema,
  returnRequestFieldsSchema,
  returnRequestSchema,
  type ReturnRequestDto,
} from '@shop/shared/schemas/returns';
import { AppError, badRequest } from '../../lib/errors';
import { authHooks, authUserOf } from '../../plugins/auth';
import type { ReturnWithDetails } from './returns.repository';
import { payoutDestination, type ReturnsService } from './returns.service';

const errorSchema = z.object({ message: z.string() }).loose();
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  502: errorSchema,
};
const idParams = z.object({ id: z.string().max(100) });
const returnResponse = z.object({ return: returnRequestSchema });

/** The API shape of a return: rupees, ISO dates; the payout destination masked unless `full` (admin). */
export function toReturnDto(ret: ReturnWithDetails, { full = false } = {}): ReturnRequestDto {
  return {
    _id: ret.id,
    orderId: ret.orderId,
    status: ret.status,
    reason: ret.reason,
    description: ret.description,
    evidence: ret.evidence.map((e) => ({ url: e.url, kind: e.kind })),
    items: ret.items.map((i) => ({
      orderItemId: i.orderItemId,
      productId: i.productId,
      name: i.name,
      quantity: i.quantity,
      unitPrice: paiseToRupees(i.unitPricePaise),
      discountShare: paiseToRupees(i.discountSharePaise),
      refund: paiseToRupees(i.refundPaise),
      damaged: i.damaged,
    })),
    refundAmount: paiseToRupees(ret.refundPaise),
    refundMethod: ret.refundMethod,
    payout: ret.payoutDetails
      ? {
          method: ret.payoutDetails.method,
          destination: payoutDestination(ret.payoutDetails, { full }),
          reference: ret.payoutReference,
          paidAt: ret.payoutPaidAt?.toISOString() ?? null,
        }
      : null,
    adminNote: ret.adminNote,
    pickup: ret.pickupShipmentId
      ? { shipmentId: ret.pickupShipmentId, awb: ret.pickupAwb, status: ret.pickupStatus }
      : null,
    refundedAt: ret.refundedAt?.toISOString() ?? null,
    creditNoteNumber: ret.creditNoteNumber,
    events: ret.events.map((e) => ({
      status: e.status,
      label: RETURN_STATUS_LABELS[e.status as keyof typeof RETURN_STATUS_LABELS] ?? e.status,
      at: e.at.toISOString(),
      note: e.note,
    })),
    createdAt: ret.createdAt.toISOString(),
    ...(full ? { customerName: ret.customerName, customerEmail: ret.customerEmail } : {}),
  };
}

async function drain(stream: NodeJS.ReadableStream) {
  for await (const _chunk of stream) {
    // discard
  }
}

/**
 * Reads the return form (multipart: `items` and `payout` as JSON text, `reason`, `description`, files as
 * `evidence`). Every file is read whole (at most 6, each capped by the video limit) before any is checked.
 */
async function readReturnForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: Buffer[] }> {
  if (!request.isMultipart()) throw badRequest(RETURN_MESSAGES.evidenceMissing);
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_RETURN_VIDEO_BYTES, files: MAX_RETURN_PHOTOS + 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'evidence') {
          await drain(part.file);
          throw badRequest('Send photos or the video as "evidence"');
        }
        const buffer = await part.toBuffer();
        if (buffer.length === 0 && !part.filename) continue;
        files.push(buffer);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', RETURN_MESSAGES.videoTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(RETURN_MESSAGES.tooManyPhotos);
    throw badRequest('The return form could not be read');
  }
  const json = (name: string) => {
    const value = fields[name];
    if (typeof value !== 'string' || value === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw badRequest(name === 'items' ? RETURN_MESSAGES.items : RETURN_MESSAGES.payoutNeeded);
    }
  };
  return { fields: { ...fields, items: json('items'), payout: json('payout') }, files };
}

/** Customer return routes under /api/orders/:id/returns and the admin Returns screen's routes. */
export async function returnsRoutes(app: FastifyInstance, { returns }: { returns: ReturnsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, adminOnly } = authHooks(app);
  const tags = ['returns'];
  const security = [{ bearerAuth: [] }];

  r.get(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "An order's returns and whether a return can be requested now (and which units)",
        params: idParams,
        response: { 200: returnEligibilitySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = authUserOf(request);
      const e = await returns.eligibility(viewer, request.params.id);
      return {
        eligible: e.eligible,
        reason: e.reason,
        windowEndsAt: e.windowEndsAt?.toISOString() ?? null,
        items: e.items.map((i) => ({
          orderItemId: i.orderItemId,
          name: i.name,
          returnable: i.returnable,
          unitPrice: paiseToRupees(i.unitPricePaise),
        })),
        paymentMethod: e.paymentMethod,
        returns: e.returns.map((ret) => toReturnDto(ret)),
      };
    },
  );

  r.post(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Request a return (multipart: items JSON, reason, description, payout JSON for COD, evidence files)',
        params: idParams,
        response: { 201: returnResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = authUserOf(request);
      const { fields, files } = await readReturnForm(request);
      const parsed = returnRequestFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MESSAGES.items);
      const created = await returns.request(viewer, request.params.id, parsed.data, files);
      return reply.status(201).send({ return: toReturnDto(created) });
    },
  );

  r.get(
    '/api/admin/returns',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Return requests, newest first, by status',
        querystring: returnListQuerySchema,
        response: { 200: returnListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await returns.list(request.query);
      return {
        returns: page.rows.map((ret) => toReturnDto(ret, { full: true })),
        total: page.total,
        page: page.page,
        pages: page.pages,
      };
    },
  );

  r.get(
    '/api/admin/returns/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'One return request',
        params: idParams,
        response: { 200: returnResponse, ...errors },
      },
    },
    async (request) => ({ return: toReturnDto(await returns.get(request.params.id), { full: true }) }),
  );

  r.post(
    '/api/admin/returns/:id/decision',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Approve (books the reverse pickup) or reject with a note',
        params: idParams,
        body: returnDecisionSchema,
        response: { 200: returnResponse, ...errors },
      },
    },
    async (request) => ({
      return: toReturnDto(await returns.decide(authUserOf(request), request.params.id, request.body), { full: true }),
    }),
  );

  r.post(
    '/api/admin/returns/:id/track',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Read the return shipment's tracking",
        params: idParams,
        response: { 200: returnResponse, ...errors },
      },
    },
    async (request) => ({
      return: toReturnDto(await returns.track(authUserOf(request), request.params.id), { full: true }),
    }),
  );

  r.post(
    '/api/admin/returns/:id/received',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Received and verified: restock (unless damaged) and issue the credit note',
        params: idParams,
        body: returnReceivedSchema,
        response: { 200: returnResponse, ...errors },
      },
    },
    async (request) => ({
      return: toReturnDto(await returns.receive(authUserOf(request), request.params.id, request.body), { full: true }),
    }),
  );

  r.post(
    '/api/admin/returns/:id/refund',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Refund the return, once',
        params: idParams,
        response: { 200: returnResponse, ...errors },
      },
    },
    async (request) => ({
      return: toReturnDto(await returns.refund(authUserOf(request), request.params.id), { full: true }),
    }),
  );

  r.post(
    '/api/admin/returns/:id/payout-paid',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "A COD refund paid by hand, with the payment's reference",
        params: idParams,
        body: payoutPaidSchema,
        response: { 200: returnResponse, ...errors },
      },
    },
    async (request) => ({
      return: toReturnDto(
        await returns.markPayoutPaid(authUserOf(request), request.params.id, request.body.reference),
        { full: true },
      ),
    }),
  );
}
