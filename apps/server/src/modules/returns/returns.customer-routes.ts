import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { words } from '@shop/shared/shopper-words';
import { z } from 'zod';
import { paiseToRupees } from '@shop/shared/money';
import { RETURN_MESSAGES, returnEligibilitySchema, returnRequestFieldsSchema } from '@shop/shared/schemas/returns';
import { AppError, badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/error-schema';
import { closeAfterLinger } from '../../lib/refused-upload';
import { authUserOf, routeKit } from '../../plugins/auth';
import { toReturnDto } from './returns-dto';
import { readReturnForm } from './returns-form';
import { idParams, returnErrors as errors, returnResponse } from './returns-http';
import type { ReturnsService } from './returns.service';

export interface ReturnUploadOptions {
  /** Where a request's photos stream to while it is read (a private folder in DATA_DIR). */
  tempDir: string;
  rateLimitsEnabled: boolean;
}

/**
 * Return requests one customer may send per window, counted once the order is known to be theirs and
 * returnable (so nobody spends another's budget, and a refused order costs nothing to read). A person needs
 * a few; each can carry 25 MB, so a script is stopped well before it fills the disk or the CPU.
 */
export const RETURN_UPLOAD_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

/** The customer's return routes under /api/orders/:id/returns, and the evidence photos of a return. */
export function registerCustomerReturnRoutes(
  app: FastifyInstance,
  returns: ReturnsService,
  upload: ReturnUploadOptions,
) {
  const { r, signedIn, tags, security } = routeKit(app, 'returns');
  const uploadLimit = upload.rateLimitsEnabled
    ? app.createRateLimit({
        ...RETURN_UPLOAD_LIMIT,
        keyGenerator: (request) => `return-upload:${request.authUser?.id ?? request.ip}`,
      })
    : null;

  /** Refusals before the body: not the caller's order, not returnable, or too many requests. */
  async function admitUpload(request: FastifyRequest, reply: FastifyReply, orderId: string) {
    try {
      await returns.checkCanRequest(authUserOf(request), orderId);
      const limit = uploadLimit ? await uploadLimit(request) : null;
      if (limit && !limit.isAllowed && limit.isExceeded) {
        throw new AppError(
          'RATE_LIMITED',
          words(RETURN_MESSAGES.tooManyAttempts, { minutes: Math.ceil(limit.ttl / 60_000) }),
        );
      }
    } catch (error) {
      // The unread files are not wanted: drained, not kept, and the connection cut shortly after the answer.
      closeAfterLinger(request, reply);
      throw error;
    }
  }

  r.get(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getOrderReturns',
        tags,
        security,
        summary: "An order's returns and whether a return can be requested now (and which units)",
        params: idParams,
        response: {
          200: returnEligibilitySchema.describe("The order's returns and what can still be returned"),
          ...errors,
        },
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
          variantTitle: i.variantTitle,
          productId: i.productId,
          variantId: i.variantId,
          returnable: i.returnable,
          unitPrice: paiseToRupees(i.unitPricePaise),
        })),
        paymentMethod: e.paymentMethod,
        exchangesAllowed: e.exchangesAllowed,
        returns: e.returns.map((ret) => toReturnDto(ret)),
      };
    },
  );

  r.post(
    '/api/orders/:id/returns',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'requestReturn',
        tags,
        security,
        summary: 'Request a return or an exchange (multipart: items JSON, reason, description, payout JSON, exchangeVariantId, photos)',
        params: idParams,
        response: { 201: returnResponse.describe('The return request'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = authUserOf(request);
      await admitUpload(request, reply, request.params.id);
      const form = await readReturnForm(request, upload.tempDir);
      try {
        const parsed = returnRequestFieldsSchema.safeParse(form.fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? RETURN_MESSAGES.items);
        const created = await returns.request(viewer, request.params.id, parsed.data, form.files);
        return reply.status(201).send({ return: toReturnDto(created) });
      } finally {
        await form.discard();
      }
    },
  );

  r.get(
    '/api/returns/:id/evidence/:evidenceId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getReturnEvidence',
        tags,
        security,
        summary: 'One evidence photo of a return: for the customer who asked for the return and the admins only',
        params: z.object({ id: z.string().max(100), evidenceId: z.uuid() }),
        response: { 200: z.any().describe('The photo'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await returns.evidenceFile(authUserOf(request), request.params.id, request.params.evidenceId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(file.contentType)
        .send(file.body);
    },
  );
}
