import { PRIVACY_MESSAGES, type ErasureRefusals } from '@shop/shared/privacy';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { eraseContactMessagesFrom, openGrievancesFrom } from '../contact';
import { eraseMailsTo, eraseWhatsAppMessagesFor } from '../notifications';
import { anonymiseOrdersOf, erasureBlockers, orderIdsOf } from '../orders';
import type { UserAccounts } from '../users';
import { personalDataOf } from './personal-data';
import type { PrivacyServiceOptions } from './privacy.types';
import { keepForRetention } from './retention';

type Account = NonNullable<Awaited<ReturnType<UserAccounts['findById']>>>;
type LinkedModules = Pick<PrivacyServiceOptions, 'returns' | 'reviews' | 'wishlist' | 'deliveryIssues'>;

/** `meera@example.com` -> `m***@example.com`: enough for the admin to answer "was my account deleted?". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export interface ErasureRequest {
  requestedBy: 'customer' | 'admin';
  /** Whom the audit entry names as having done it. */
  actor: AuditActor;
  /** Why it is refused, in the words of whoever asked. */
  refusals: ErasureRefusals;
  /** Runs inside the erasure's transaction, before anything is erased; throws to refuse. */
  guard?: (tx: Db) => Promise<void>;
}

export interface ErasureResult {
  cancelledOrders: number;
  keptInvoicedOrders: number;
  anonymisedOrders: number;
}

/**
 * Inside the deletion's transaction: returns erased (amounts, items and credit notes kept), reviews
 * de-identified, votes and wishlist removed (docs/decisions/111-personal-data-returns-reviews.md).
 */
async function eraseLinkedData(
  tx: Db,
  { returns, reviews, wishlist, deliveryIssues }: LinkedModules,
  userId: string,
  orderIds: string[],
) {
  const returned = await returns.eraseFor(tx, userId);
  const reviewed = await reviews.deidentifyFor(tx, userId);
  const wishlistItems = await wishlist.eraseFor(tx, userId);
  const stockAlerts = await wishlist.eraseStockAlertsFor(tx, userId);
  const deliveryAnswers = await deliveryIssues.eraseFor(tx, orderIds);
  return { returned, reviewed, wishlistItems, stockAlerts, deliveryAnswers };
}
type LinkedErasure = Awaited<ReturnType<typeof eraseLinkedData>>;

/** The audit entry's counts for the returns, reviews and wishlist. */
function linkedErasureDetails({ returned, reviewed, wishlistItems, stockAlerts, deliveryAnswers }: LinkedErasure) {
  return {
    returnsErased: returned.erased,
    returnCreditNotesKept: returned.keptCreditNotes,
    returnEvidenceFilesDeleted: returned.evidenceUrls.length,
    reviewsDeidentified: reviewed.reviewsDeidentified,
    helpfulVotesRemoved: reviewed.votesRemoved,
    wishlistItemsRemoved: wishlistItems,
    stockAlertsRemoved: stockAlerts,
    deliveryAnswersErased: deliveryAnswers,
  };
}

/** After the commit: evidence files out of the store, product pages with a changed review rendered again. */
async function afterErasure({ returns, reviews, log }: PrivacyServiceOptions, userId: string, done: LinkedErasure) {
  reviews.afterErase(done.reviewed.productIds);
  const failed = await returns.removeEvidence(done.returned.evidenceUrls);
  // The rows are gone, so nothing links these files to anyone; a leftover file is logged for removal by hand.
  if (failed.length > 0) log?.error({ userId, files: failed }, 'return evidence files could not be deleted');
}

/**
 * Deletes an account at once, whoever asked (docs/decisions/110-personal-data.md). Refused while an order is with
 * the courier, paid and undelivered, or has an open return, or a grievance awaits its resolution (decision 175);
 * a copy is kept for DPDP Rules r.8(3) until the daily purge; open unpaid orders are cancelled first (stock back,
 * through the orders module's own cancellation). Invoiced orders keep what the tax invoice shows until the GST
 * retention period ends, the rest is anonymised.
 */
export function createAccountErasure(options: PrivacyServiceOptions) {
  const { db, accounts, orders, audit } = options;

  async function refuseIfBlocked(tx: Db, user: Account, refusals: ErasureRefusals) {
    const userId = user.id;
    // The complaint must be redressed first: erasing it would erase what the shop still owes an answer to.
    const [grievance] = await openGrievancesFrom(tx, user.email);
    if (grievance) throw conflict(refusals.grievanceOpen(grievance.ticket));
    const [openReturn] = await options.returns.openFor(tx, userId);
    if (openReturn) throw conflict(refusals.returnOpen(openReturn.orderNumber));
    const blockers = await erasureBlockers(tx, userId);
    const inTransit = blockers.inTransit[0];
    if (inTransit) throw conflict(refusals.orderInTransit(formatOrderNumber(inTransit.id)));
    const paid = blockers.paidOpen[0];
    if (paid) throw conflict(refusals.paidOrderOpen(formatOrderNumber(paid.id)));
    return blockers;
  }

  async function cancelUnpaidOrders(userId: string, orderIds: string[]): Promise<number> {
    let cancelled = 0;
    for (const orderId of orderIds) {
      try {
        // On the customer's behalf, through the same path as their own Cancel.
        await orders.cancelByCustomer({ id: userId, role: 'user' }, orderId);
        cancelled += 1;
      } catch (error) {
        // Changed meanwhile (paid, shipped, expired): the check inside the erasure's transaction decides.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return cancelled;
  }

  return async function erase(user: Account, request: ErasureRequest): Promise<ErasureResult> {
    const userId = user.id;
    const before = await db.transaction(async (tx) => {
      await request.guard?.(tx);
      return refuseIfBlocked(tx, user, request.refusals);
    });
    const cancelled = await cancelUnpaidOrders(
      userId,
      before.unpaidOpen.map((order) => order.id),
    );

    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      if (!(await accounts.lockById(userId, tx))) throw notFound('User not found');
      await request.guard?.(tx);
      const blockers = await refuseIfBlocked(tx, user, request.refusals);
      if (blockers.unpaidOpen.length > 0) {
        throw conflict(PRIVACY_MESSAGES.orderPlacedMeanwhile);
      }
      // DPDP Rules r.8(3): a copy kept one year from this last processing, then purged (docs/decisions/175).
      const copyKeptUntil = await keepForRetention(tx, userId, await personalDataOf(tx, options, user), now);
      // The WhatsApp copies hold the phone number: erased with the mails, verified address or not (decision 243);
      // found by the account's order ids, so before the orders are anonymised.
      const orderIds = await orderIdsOf(tx, userId);
      const whatsappMessages = await eraseWhatsAppMessagesFor(tx, { userId, orderIds });
      const anonymised = await anonymiseOrdersOf(tx, userId, now);
      // Data found by the address is the account's only once the address is verified (decision 150).
      const isVerified = user.emailVerifiedAt !== null;
      const contactMessages = isVerified ? await eraseContactMessagesFrom(tx, user.email) : 0;
      const mails = await eraseMailsTo(
        tx,
        user.email,
        isVerified ? { verified: true } : { verified: false, accountCreatedAt: user.createdAt },
      );
      const linked = await eraseLinkedData(tx, options, userId, orderIds);
      if (!(await accounts.deleteById(userId, tx))) throw notFound('User not found');
      // The entry names the account by id and a masked address only: the log must not undo the erasure.
      await audit.record(
        request.actor,
        {
          action: request.requestedBy === 'customer' ? 'user.erase' : 'user.delete',
          entityType: 'user',
          entityId: userId,
          details: {
            requestedBy: request.requestedBy,
            email: maskEmail(user.email),
            role: user.role,
            cancelledOrders: cancelled,
            anonymisedOrders: anonymised.anonymised,
            keptInvoices: anonymised.keptInvoices,
            invoicesKeptUntil: anonymised.retainUntil?.toISOString() ?? null,
            copyKeptUntil: copyKeptUntil.toISOString(),
            contactMessagesErased: contactMessages,
            mailsErased: mails,
            whatsappMessagesErased: whatsappMessages,
            ...linkedErasureDetails(linked),
          },
        },
        tx,
      );
      return { ...anonymised, linked };
    });
    await afterErasure(options, userId, outcome.linked);
    return {
      cancelledOrders: cancelled,
      keptInvoicedOrders: outcome.keptInvoices.length,
      anonymisedOrders: outcome.anonymised,
    };
  };
}
