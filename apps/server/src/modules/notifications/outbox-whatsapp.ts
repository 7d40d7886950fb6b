import { MailSendError } from '../../providers/mail/mailer';
import { WhatsAppError, type WhatsAppClient } from '../../providers/whatsapp/client';
import type { OutboxWhatsAppTemplate } from '../../db/schema';
import type { ClaimedMail, OutboxRepository } from './notifications.repository';

/** Meta's "Template name does not exist in the translation": nothing was sent. */
const TEMPLATE_NOT_IN_LANGUAGE = 132001;

/**
 * The buyer's language first; a Hindi template the merchant has not had approved (Meta refuses it before sending
 * anything) is followed at once by the English one, so the buyer still hears (docs/decisions/264-whatsapp-in-the-buyers-language.md).
 */
async function sendInLanguageOrEnglish(client: WhatsAppClient, to: string, message: OutboxWhatsAppTemplate) {
  const { english, ...inLanguage } = message;
  try {
    return await client.sendTemplate({ to, ...inLanguage });
  } catch (error) {
    const isNotApproved = error instanceof WhatsAppError && error.details.code === TEMPLATE_NOT_IN_LANGUAGE;
    if (!english || !isNotApproved) throw error;
    return client.sendTemplate({ to, name: message.name, language: 'en', components: english });
  }
}

/**
 * Hands one WhatsApp outbox row to Meta (docs/decisions/230-whatsapp-sending.md). Failures come back as
 * MailSendError so the worker settles them like mail: permanent ones are recorded and never retried, the rest
 * retry with the mail backoff. The Cloud API has no idempotency key, so a call is repeated only when Meta's
 * answer (or a refused connection) says the message was not taken; a call cut off by a crash or a time-out may
 * have reached the phone and is given up, never sent twice.
 */
export async function sendWhatsAppRow(
  client: WhatsAppClient | null,
  repository: Pick<OutboxRepository, 'markCallStarted'>,
  mail: ClaimedMail,
): Promise<{ response: string }> {
  if (!client) throw new MailSendError('WhatsApp is not configured (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN)', true);
  if (!mail.whatsapp) throw new MailSendError('WhatsApp row without its template', true);
  if (mail.callStartedAt) {
    throw new MailSendError('The shop stopped while WhatsApp was answering; not resent, it may have arrived', true);
  }
  if (!(await repository.markCallStarted(mail))) throw new MailSendError('The claim on this message expired', false);
  try {
    const sent = await sendInLanguageOrEnglish(client, mail.to, mail.whatsapp);
    return { response: sent.messageId };
  } catch (error) {
    if (!(error instanceof WhatsAppError)) throw new MailSendError('WhatsApp send failed unexpectedly', true);
    const wasRefused = error.details.status !== undefined || error.details.neverSent === true;
    const isTemporary = error.kind === 'unavailable' && wasRefused;
    const reason = error.kind === 'unavailable' && !wasRefused ? `${error.message}; not resent, it may have arrived` : error.message;
    const code = error.details.code !== undefined ? ` (code ${error.details.code})` : '';
    throw new MailSendError(`${reason}${code}`, !isTemporary);
  }
}
