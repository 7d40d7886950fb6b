import type { z } from 'zod';
import { ndrActionAnswerSchema, ndrListAnswerSchema } from './answer-schemas';
import { parseOkAnswer } from './client-answers';
import type { ShiprocketTransport } from './client-transport';
import type { NdrActionInput, NdrShipment, ShippingProvider } from './types';

type NdrRow = z.output<typeof ndrListAnswerSchema>['data'][number];

function toNdrShipment(row: NdrRow): NdrShipment {
  return {
    awb: String(row.awb_code),
    shipmentId: String(row.shipment_id),
    reason: row.reason ?? '',
    attempts: row.attempts ?? 1,
    raisedAt: row.ndr_raised_at ?? '',
    courier: row.courier ?? null,
    paymentMethod: row.payment_method ?? null,
    history: (row.history ?? []).map((entry) => ({
      reason: entry.ndr_reason ?? '',
      attempt: entry.ndr_attempt ?? 1,
      raisedAt: entry.ndr_raised_at ?? '',
      comment: entry.comment || null,
    })),
  };
}

/**
 * The body of `POST ndr/{awb}/action`, with the field names of the "Action NDR" parameter table in Shiprocket's
 * published collection (decision 220 and its addendum): `action` (`re-attempt` or `return`; the shop never claims a
 * `fake-attempt`), `comments`, and for a re-attempt the corrected `phone`, `address1`, `address2` and the
 * `deferred_date` the courier takes as the preferred date. A corrected phone or address is not an action of its own.
 */
export function ndrActionRequest(input: NdrActionInput): Record<string, string> {
  const isReattempt = input.action === 're-attempt';
  return {
    action: input.action,
    comments: input.comments,
    ...(isReattempt && input.deferredDate ? { deferred_date: input.deferredDate } : {}),
    ...(isReattempt && input.phone ? { phone: input.phone } : {}),
    ...(isReattempt && input.address1 ? { address1: input.address1 } : {}),
    ...(isReattempt && input.address2 ? { address2: input.address2 } : {}),
  };
}

/**
 * Failed deliveries (NDR): list them, read one, and act on one (docs/decisions/220-shiprocket-ndr.md). The
 * endpoints, fields and answers are those of Shiprocket's published collection (NDR folder).
 */
export function shiprocketNdrCalls(
  call: ShiprocketTransport['call'],
): Pick<ShippingProvider, 'listNdr' | 'fetchNdr' | 'actOnNdr'> {
  return {
    listNdr({ page = 1, perPage = 50, search } = {}) {
      const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      if (search) query.set('search', search);
      return call('GET', `ndr/all?${query.toString()}`, undefined, { isRepeatable: true }, (answer) => {
        const body = parseOkAnswer(ndrListAnswerSchema, answer, 'the NDR list');
        return { shipments: body.data.map(toNdrShipment), totalPages: body.meta?.pagination?.total_pages ?? 1 };
      });
    },

    fetchNdr(awb) {
      return call('GET', `ndr/${encodeURIComponent(awb)}`, undefined, { isRepeatable: true }, (answer) => {
        if (answer.status === 404) return null;
        const body = parseOkAnswer(ndrListAnswerSchema, answer, 'the NDR');
        const row = body.data.find((r) => String(r.awb_code) === awb);
        return row ? toNdrShipment(row) : null;
      });
    },

    async actOnNdr(awb, input) {
      const request = ndrActionRequest(input);
      await call('POST', `ndr/${encodeURIComponent(awb)}/action`, request, { isRepeatable: false }, (answer) =>
        parseOkAnswer(ndrActionAnswerSchema, answer, 'the NDR action'),
      );
    },
  };
}
