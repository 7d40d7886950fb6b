import { say } from '../../plugins/answer-language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rupeesToPaise } from '@shop/shared/money';
import { phoneSchema } from '@shop/shared/schemas/address';
import { routeKit, authUserOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/error-schema';
import type { Db } from '../../db/client';
import type { createOrderGuards } from './order-guards';

const query = z.object({
  pincode: z.string().trim().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code'),
  state: z.string().trim().max(60).default(''),
  /** The order's total with the COD fee as checkout shows it, rupees (the server checks the priced one again). */
  totalRupees: z.coerce.number().min(0).max(1_000_000_000).optional(),
  /** The delivery phone as typed at checkout; the "verified phone" rule compares it (decision 240). */
  phone: phoneSchema.optional(),
});

const answer = z.object({
  available: z.boolean(),
  /** Which rule refused: 'max-value', 'pincode', 'state', 'history', 'phone-unverified', or 'disabled' (COD off). */
  rule: z.string().nullable(),
  message: z.string().nullable(),
});

/**
 * Checkout asks this before the shopper picks a payment method, so a COD option the shop's rules refuse is
 * shown disabled with the reason (docs/decisions/228-cod-rules.md). The order itself is checked again.
 */
export async function codRulesRoutes(
  app: FastifyInstance,
  { db, guards }: { db: Db; guards: Pick<ReturnType<typeof createOrderGuards>, 'codAvailability'> },
) {
  const { r, signedIn, tags, security } = routeKit(app, 'orders');
  r.get(
    '/api/orders/cod-availability',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getCodAvailability',
        tags,
        security,
        summary: "Whether the shop's COD rules allow cash on delivery for this buyer, address and total",
        querystring: query,
        response: { 200: answer.describe('Cash on delivery allowed, or the rule that refuses it'), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { pincode, state, totalRupees, phone } = request.query;
      const answer = await guards.codAvailability(db, authUserOf(request), {
        pincode,
        state,
        ...(phone ? { phone } : {}),
        ...(totalRupees !== undefined ? { totalPaise: rupeesToPaise(totalRupees) } : {}),
      });
      // The reason in the page's language (docs/decisions/203); `rule` names it in any language.
      return { ...answer, message: answer.message === null ? null : say(request, answer.message) };
    },
  );
}
