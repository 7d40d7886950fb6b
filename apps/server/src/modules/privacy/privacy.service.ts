import {
  PERSONAL_DATA_ITEMS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  type ConsentDto,
  type ConsentPurpose,
  type EraseAccountResponse,
  type PersonalDataExport,
} from '@shop/shared/privacy';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { AuditRecorder } from '../audit/audit.service';
import { contactMessagesFrom, eraseContactMessagesFrom } from '../contact/contact-privacy';
import { eraseMailsTo } from '../notifications/outbox-privacy';
import { anonymiseOrdersOf, erasureBlockers, ordersForExport } from '../orders/order-privacy';
import type { OrdersService } from '../orders/orders.service';
import type { ReturnsPersonalData } from '../returns/returns-privacy';
import type { ReviewsPersonalData } from '../reviews/reviews-privacy';
import type { UserAccounts } from '../users/user-accounts.service';
import type { WishlistPersonalData } from '../wishlist/wishlist-privacy';
import { createConsentsRepository, type ConsentRecord } from './privacy.repository';

function toConsentDto(row: ConsentRecord): ConsentDto {
  return {
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    orderId: row.orderId,
    givenAt: row.createdAt.toISOString(),
  };
}

/** `meera@example.com` -> `m***@example.com`: enough for the admin to answer "was my account deleted?". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** An open return (not refunded or rejected) stops the deletion: the refund still needs the customer (409). */
async function refuseOpenReturn(tx: Db, returns: ReturnsPersonalData, userId: string) {
  const [open] = await returns.openFor(tx, userId);
  if (open) throw conflict(PRIVACY_MESSAGES.returnOpen(open.orderNumber));
}

/** Records consents; the auth and orders routes call it once an account or an order exists. */
export function createConsents(db: Db) {
  const repo = createConsentsRepository(db);
  return {
    async record(userId: string, purpose: ConsentPurpose, noticeVersion: string, orderId?: string): Promise<void> {
      await repo.insert({ userId, purpose, noticeVersion, orderId: orderId ?? null });
    },
  };
}
export type Consents = ReturnType<typeof createConsents>;

export interface PrivacyServiceOptions {
  db: Db;
  accounts: UserAccounts;
  orders: OrdersService;
  audit: AuditRecorder;
  returns: ReturnsPersonalData;
  reviews: ReviewsPersonalData;
  wishlist: WishlistPersonalData;
  log?: { error: (obj: unknown, msg: string) => void };
}

type LinkedModules = Pick<PrivacyServiceOptions, 'returns' | 'reviews' | 'wishlist'>;

/** The returns, reviews and wishlist parts of "Download my data" (docs/decisions/111-personal-data-returns-reviews.md). */
async function linkedDataFor(tx: Db, { returns, reviews, wishlist }: LinkedModules, userId: string) {
  const written = await reviews.forExport(tx, userId);
  return {
    returns: await returns.forExport(tx, userId),
    reviews: written.reviews,
    helpfulVotes: written.helpfulVotes,
    wishlist: await wishlist.forExport(tx, userId),
  };
}

/**
 * Inside the deletion's transaction: returns erased (amounts, items and credit notes kept), reviews
 * de-identified, votes and wishlist removed (docs/decisions/111-personal-data-returns-reviews.md).
 */
async function eraseLinkedData(tx: Db, { returns, reviews, wishlist }: LinkedModules, userId: string) {
  const returned = await returns.eraseFor(tx, userId);
  const reviewed = await reviews.deidentifyFor(tx, userId);
  const wishlistItems = await wishlist.eraseFor(tx, userId);
  return { returned, reviewed, wishlistItems };
}
type LinkedErasure = Awaited<ReturnType<typeof eraseLinkedData>>;

/** The audit entry's counts for the returns, reviews and wishlist. */
function linkedErasureDetails({ returned, reviewed, wishlistItems }: LinkedErasure) {
  return {
    returnsErased: returned.erased,
    returnCreditNotesKept: returned.keptCreditNotes,
    returnEvidenceFilesDeleted: returned.evidenceUrls.length,
    reviewsDeidentified: reviewed.reviewsDeidentified,
    helpfulVotesRemoved: reviewed.votesRemoved,
    wishlistItemsRemoved: wishlistItems,
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
 * The customer's rights over their personal data (DPDP Act 2023 s.11-12): "Download my data" and "Delete my
 * account". What is erased, what is kept for tax law and for how long: docs/decisions/110-personal-data.md.
 */
export function createPrivacyService(options: PrivacyServiceOptions) {
  const { db, accounts, orders, audit } = options;
  return {
    /** Everything held about this customer, and nothing about anyone else. */
    async exportFor(userId: string): Promise<PersonalDataExport> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound('User not found');
      return db.transaction(async (tx) => {
        const orderList = await ordersForExport(tx, userId);
        const consentRows = await createConsentsRepository(tx).listForUser(userId);
        const messages = await contactMessagesFrom(tx, user.email);
        const addresses: PersonalDataExport['addresses'] = [];
        if (user.street || user.city || user.state || user.pincode) {
          addresses.push({
            source: 'profile',
            street: user.street,
            city: user.city,
            state: user.state,
            pincode: user.pincode,
          });
        }
        const seen = new Set<string>();
        for (const order of orderList) {
          const a = order.shippingAddress;
          const key = [a.name, a.phone, a.street, a.city, a.state, a.pincode].join('|').toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          addresses.push({
            source: `order ${order.orderNumber}`,
            name: a.name,
            phone: a.phone,
            street: a.street,
            city: a.city,
            state: a.state,
            pincode: a.pincode,
          });
        }
        return {
          exportedAt: new Date().toISOString(),
          noticeVersion: PRIVACY_NOTICE_VERSION,
          profile: {
            _id: user.id,
            name: user.name,
            email: user.email,
            phone: user.phone,
            role: user.role,
            createdAt: user.createdAt.toISOString(),
          },
          addresses,
          orders: orderList,
          consents: consentRows.map(toConsentDto),
          contactMessages: messages,
          ...(await linkedDataFor(tx, options, userId)),
          whatWeHold: PERSONAL_DATA_ITEMS.map(({ key, label, purpose, retention }) => ({
            key,
            label,
            purpose,
            retention,
          })),
        };
      });
    },

    /**
     * Deletes the account at once. Refused while an order is with the courier or paid and undelivered; open
     * unpaid orders are cancelled first (stock back, through the orders module's own cancellation).
     */
    async eraseAccount(userId: string, password: string): Promise<EraseAccountResponse> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound('User not found');
      if (user.role === 'admin') throw conflict(PRIVACY_MESSAGES.adminCannotErase);
      if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(PRIVACY_MESSAGES.passwordWrong);

      const refuseFor = async (tx: Db, blockers: Awaited<ReturnType<typeof erasureBlockers>>) => {
        await refuseOpenReturn(tx, options.returns, userId);
        const inTransit = blockers.inTransit[0];
        if (inTransit) throw conflict(PRIVACY_MESSAGES.orderInTransit(formatOrderNumber(inTransit.id)));
        const paid = blockers.paidOpen[0];
        if (paid) throw conflict(PRIVACY_MESSAGES.paidOrderOpen(formatOrderNumber(paid.id)));
      };

      const before = await db.transaction(async (tx) => {
        const blockers = await erasureBlockers(tx, userId);
        await refuseFor(tx, blockers);
        return blockers;
      });
      let cancelled = 0;
      for (const order of before.unpaidOpen) {
        try {
          await orders.cancelByCustomer({ id: userId, role: 'user' }, order.id);
          cancelled += 1;
        } catch (error) {
          // Changed meanwhile (paid, shipped, expired): the check inside the transaction below decides.
          if (!(error instanceof AppError)) throw error;
        }
      }

      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        if (!(await accounts.lockById(userId, tx))) throw notFound('User not found');
        const blockers = await erasureBlockers(tx, userId);
        await refuseFor(tx, blockers);
        if (blockers.unpaidOpen.length > 0) {
          throw conflict('An order was placed while your account was being deleted. Please try again.');
        }
        const anonymised = await anonymiseOrdersOf(tx, userId, now);
        const contactMessages = await eraseContactMessagesFrom(tx, user.email);
        const mails = await eraseMailsTo(tx, user.email);
        const linked = await eraseLinkedData(tx, options, userId);
        if (!(await accounts.deleteById(userId, tx))) throw notFound('User not found');
        // The entry names the account by id and a masked address only: the log must not undo the erasure.
        await audit.record(
          { id: userId, email: maskEmail(user.email) },
          {
            action: 'user.erase',
            entityType: 'user',
            entityId: userId,
            details: {
              requestedBy: 'customer',
              email: maskEmail(user.email),
              cancelledOrders: cancelled,
              anonymisedOrders: anonymised.anonymised,
              keptInvoices: anonymised.keptInvoices,
              invoicesKeptUntil: anonymised.retainUntil?.toISOString() ?? null,
              contactMessagesErased: contactMessages,
              mailsErased: mails,
              ...linkedErasureDetails(linked),
            },
          },
          tx,
        );
        return { ...anonymised, linked };
      });
      await afterErasure(options, userId, outcome.linked);
      return {
        message: PRIVACY_MESSAGES.erased,
        cancelledOrders: cancelled,
        keptInvoicedOrders: outcome.keptInvoices.length,
        anonymisedOrders: outcome.anonymised,
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
