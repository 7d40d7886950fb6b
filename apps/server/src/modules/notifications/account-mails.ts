import type { Db } from '../../db/client';
import { accountMailWords } from './account-mail-words';
import { emailVerificationMail, passwordResetMail, welcomeMail } from './mail-templates';
import { toMail, type NotificationsContext } from './notifications-context';
import { createOutboxRepository } from './notifications.repository';
import type { MailRecipient } from './notifications.types';

/** Plugged into the auth service: mails about the account itself, in the account's language (decision 253). */
export function createAccountMails({ contextFor, wakeWorker }: NotificationsContext) {
  return {
    accountMail: {
      async welcome(tx: Db, user: MailRecipient): Promise<void> {
        const ctx = await contextFor(tx);
        await createOutboxRepository(tx).enqueue([
          toMail(welcomeMail(ctx, user), user.email, 'welcome', `welcome:${user.id}`),
        ]);
      },
      /** The raw token appears only here, in the link; the database keeps its hash. */
      async passwordReset(tx: Db, user: MailRecipient, token: string, tokenHash: string): Promise<void> {
        const ctx = await contextFor(tx);
        const link = `${ctx.publicUrl}${accountMailWords(user.language).pathPrefix}/reset-password?token=${encodeURIComponent(token)}`;
        await createOutboxRepository(tx).enqueue([
          toMail(
            passwordResetMail(ctx, { name: user.name, link, language: user.language }),
            user.email,
            'password-reset',
            `password-reset:${tokenHash}`,
            {
              isSensitive: true,
            },
          ),
        ]);
      },
      /** Like the reset link: the token only in the mail, blanked in the outbox once a mail server has it. */
      async emailVerification(tx: Db, user: MailRecipient, token: string, tokenHash: string): Promise<void> {
        const ctx = await contextFor(tx);
        const link = `${ctx.publicUrl}${accountMailWords(user.language).pathPrefix}/verify-email?token=${encodeURIComponent(token)}`;
        await createOutboxRepository(tx).enqueue([
          toMail(
            emailVerificationMail(ctx, { name: user.name, link, language: user.language }),
            user.email,
            'email-verification',
            `email-verification:${tokenHash}`,
            {
              isSensitive: true,
            },
          ),
        ]);
      },
      afterCommit: wakeWorker,
    },
  };
}
