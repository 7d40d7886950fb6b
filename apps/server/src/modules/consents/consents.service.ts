import {
  PRIVACY_MESSAGES,
  checkoutNeedsConsent,
  type AccountConsents,
  type ConsentDto,
  type ConsentPurpose,
} from '@shop/shared/privacy';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createConsentsRepository, toConsentDto } from './consents.repository';

/**
 * Records consents: the account's inside the transaction that creates it (`within`), an order's once the
 * order exists. Tells whether the checkout must ask for consent (docs/decisions/189-consent-at-checkout.md).
 */
export function createConsents(db: Db) {
  const repo = createConsentsRepository(db);
  return {
    /** The account's consents, and whether its next checkout needs the consent tick. */
    async ofAccount(userId: string): Promise<AccountConsents> {
      const rows = await repo.listForUser(userId);
      return { consents: rows.map(toConsentDto), checkoutNeedsConsent: checkoutNeedsConsent(rows) };
    },

    /**
     * An order carries the consent (`noticeVersion`, checked by its schema) or the account holds one under the notice
     * now in force; else 400, before anything is stored (docs/decisions/189-consent-at-checkout.md).
     */
    async requireForCheckout(userId: string, noticeVersion: string | undefined): Promise<void> {
      if (noticeVersion || !checkoutNeedsConsent(await repo.listForUser(userId))) return;
      throw new AppError('BAD_REQUEST', PRIVACY_MESSAGES.consentRequired, { field: 'privacyNoticeVersion' });
    },

    async record(
      userId: string,
      purpose: ConsentPurpose,
      noticeVersion: string,
      orderId?: string,
      within?: Db,
    ): Promise<void> {
      await (within ? createConsentsRepository(within) : repo).insert({
        userId,
        purpose,
        noticeVersion,
        orderId: orderId ?? null,
      });
    },

    /**
     * The consent given on the contact or grievance form, in the transaction that stores the message (no account:
     * the row belongs to the message and goes with it; docs/decisions/163-consent-on-open-forms.md).
     */
    async recordForMessage(
      tx: Db,
      contactMessageId: string,
      purpose: Extract<ConsentPurpose, 'grievance' | 'contact'>,
      noticeVersion: string,
    ): Promise<void> {
      await createConsentsRepository(tx).insert({ userId: null, purpose, noticeVersion, contactMessageId });
    },
  };
}
/** The account's consents, oldest first, read in the caller's transaction ("Download my data"). */
export async function consentsForExport(tx: Db, userId: string): Promise<ConsentDto[]> {
  return (await createConsentsRepository(tx).listForUser(userId)).map(toConsentDto);
}

export type Consents = ReturnType<typeof createConsents>;
