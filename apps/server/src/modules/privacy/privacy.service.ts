import {
  ADMIN_ERASURE_MESSAGES,
  PRIVACY_MESSAGES,
  SHOPPER_ERASURE_REFUSALS,
  type EraseAccountResponse,
  type PersonalDataExport,
} from '@shop/shared/privacy';
import { USER_MESSAGES } from '@shop/shared/schemas/users';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { AuditActor } from '../audit';
import { createAccountErasure, maskEmail } from './account-erasure';
import { personalDataOf } from './personal-data';
import type { PrivacyServiceOptions } from './privacy.types';

/**
 * The customer's rights over their personal data (DPDP Act 2023 s.11-12): "Download my data" and "Delete my
 * account". What is erased, what is kept for tax law and for how long: docs/decisions/110-personal-data.md.
 */
export function createPrivacyService(options: PrivacyServiceOptions) {
  const { db, accounts } = options;
  const erase = createAccountErasure(options);
  return {
    /** Everything held about this customer, and nothing about anyone else. */
    async exportFor(userId: string): Promise<PersonalDataExport> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound('User not found');
      return db.transaction((tx) => personalDataOf(tx, options, user));
    },

    /**
     * "Delete my account": the customer's own request, confirmed with their password. Admins are refused: their
     * role is changed by another admin first.
     */
    async eraseAccount(userId: string, password: string): Promise<EraseAccountResponse> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound('User not found');
      if (user.role === 'admin') throw conflict(PRIVACY_MESSAGES.adminCannotErase);
      if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(PRIVACY_MESSAGES.passwordWrong);
      const result = await erase(user, {
        requestedBy: 'customer',
        actor: { id: userId, email: maskEmail(user.email) },
        refusals: SHOPPER_ERASURE_REFUSALS,
      });
      return { message: PRIVACY_MESSAGES.erased, ...result };
    },

    /**
     * The admin's Delete of a user: the same erasure as "Delete my account" (the same refusals, told to the
     * merchant), so an account deleted from the admin leaves no more personal data behind than one the customer
     * deleted. `guard` runs inside the erasure's transaction (the users module's last-admin rule).
     */
    async eraseForAdmin(actor: AuditActor, userId: string, guard: (tx: Db) => Promise<void>): Promise<void> {
      const user = await accounts.findById(userId);
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      await erase(user, { requestedBy: 'admin', actor, refusals: ADMIN_ERASURE_MESSAGES, guard });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
