import { createReplacementCancellation } from './returns-replacement-cancelled';
import { paiseToRupees } from '@shop/shared/money';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/shared/returns';
import { createReturnsContext, type ReturnsServiceOptions } from './returns-context';
import { createAdminReturnOpening } from './returns-admin-open';
import { createReturnDecisions } from './returns-decisions';
import { payoutDestination } from './returns-payout';
import { createReturnTracking } from './returns-pickup';
import { createReturnRefunds } from './returns-refunds';
import { createReturnRequests } from './returns-requests';
import type { ReturnRecord } from './returns.repository';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import { notFound } from '../../lib/errors';
import type { OrderViewer } from '../orders';

export type { ReturnMailSink, ReturnsLogger, ReturnsServiceOptions } from './returns-context';

/**
 * Returns and refunds (issue 18, docs/decisions/120-123). The returns module owns its tables; orders, payments,
 * shipping, GST credit notes, mail and audit are reached through their services, joining this module's
 * transaction where a write must commit with the return's step. Every step is a guarded status change, so a
 * repeated or concurrent call does it once.
 */
export function createReturnsService(options: ReturnsServiceOptions) {
  const ctx = createReturnsContext(options);
  return {
    ...createReturnRequests(ctx),
    ...createReturnDecisions(ctx),
    ...createReturnTracking(ctx),
    ...createReturnRefunds(ctx),
    ...createAdminReturnOpening(ctx),
    ...createReplacementCancellation(ctx),

    /**
     * One evidence photo of a return, for the customer who asked for it and the admins; anyone else (and a
     * file that is gone) gets the same 404, so a return's existence is not told to strangers.
     */
    async evidenceFile(viewer: OrderViewer, returnId: string, evidenceId: string) {
      const ret = await ctx.requireReturn(returnId);
      if (viewer.role !== 'admin' && ret.userId !== viewer.id) throw notFound(RETURN_MESSAGES.notFound);
      const file = ret.evidence.find((e) => e.id === evidenceId);
      const body = file ? await ctx.evidence.open(file.url) : null;
      if (!file || !body) throw notFound('Photo not found');
      return { body, contentType: file.contentType };
    },

    /** Returns in [from, to) for analytics and the sales report: requests, units received back, paise refunded. */
    figures: (from: Date, to: Date) => ctx.repo.figures(from, to),

    /** For the admin: a COD payout's full destination (the list shows it masked). */
    payoutDestination: (ret: ReturnRecord) => payoutDestination(ret.payoutDetails, { full: true }),
    statusLabel: (status: ReturnStatus) => RETURN_STATUS_LABELS[status],
    rupees: (paise: number) => paiseToRupees(paise),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
