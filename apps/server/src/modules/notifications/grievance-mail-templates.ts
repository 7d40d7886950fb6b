import {
  button,
  escapeHtml,
  layout,
  p,
  paragraphsHtml,
  textLayout,
  type MailContext,
  type RenderedMail,
} from './mail-templates';
import type { ContactMessageMail } from './merchant-mail-templates';
import { orderMailWords } from './order-mail-words';
import { shopperMailWords, type ShopperMailWords } from './shopper-mail-words';

/**
 * Grievance mails (docs/decisions/160-grievance-relay-guard.md, 161-grievance-lifecycle.md). A mail to the
 * complainant's address carries only the ticket number and the shop's own text: never the name, subject,
 * message or order number the form was given, so nobody can make the shop mail their words to any address.
 * The alerts to the shop's own addresses may show what was written.
 */

/** A grievance as its mails see it. */
export interface GrievanceNotice {
  id: string;
  ticket: string;
  email: string;
  resolveBy: Date;
  /** The language it was filed in (decision 233): the complainant's mails are written in it. */
  language?: string;
}

/** A new grievance as the shop's alert shows it. */
export interface GrievanceMail extends ContactMessageMail, GrievanceNotice {
  orderNumber: string | null;
  acknowledgeBy: Date;
}

export interface GrievanceOfficer {
  grievanceOfficerName?: string;
  grievanceOfficerDesignation?: string;
  grievanceOfficerEmail?: string;
  grievanceOfficerPhone?: string;
}

export type DeadlineStage = 'week' | 'day' | 'overdue';

const ENGLISH = orderMailWords('en');
const longDate = (d: Date) => ENGLISH.date.format(d);

/** The ticket's status page, in the complainant's language (`/hi/grievance/status` for Hindi). */
export const grievanceStatusLink = (ctx: MailContext, ticket: string, language?: string) =>
  `${ctx.publicUrl}${shopperMailWords(language).pathPrefix}/grievance/status?ticket=${encodeURIComponent(ticket)}`;

/** The officer's details as the merchant typed them, after the words of the complainant's language. */
function officerLine(officer: GrievanceOfficer, words: ShopperMailWords): string {
  if (!officer.grievanceOfficerName) return '';
  const parts = [
    officer.grievanceOfficerName,
    officer.grievanceOfficerDesignation,
    officer.grievanceOfficerEmail,
    officer.grievanceOfficerPhone,
  ].filter(Boolean);
  return words.grievance.officer(parts.join(', '));
}

/** The two word tables of a complainant's mail: its frame and its sentences. */
function wordsFor(grievance: GrievanceNotice) {
  return { frame: orderMailWords(grievance.language), words: shopperMailWords(grievance.language) };
}

/** A mail to the complainant: the shop's paragraphs, then the link to the ticket's status page. */
function toComplainant(
  ctx: MailContext,
  grievance: GrievanceNotice,
  subject: string,
  paragraphs: string[],
): RenderedMail {
  const { frame, words } = wordsFor(grievance);
  const link = grievanceStatusLink(ctx, grievance.ticket, grievance.language);
  const shown = paragraphs.filter(Boolean);
  return {
    subject,
    text: textLayout(ctx, subject, [...shown.flatMap((line) => [line, '']), words.grievance.followAt(link)], frame),
    html: layout(
      ctx,
      subject,
      shown.map((line) => p(escapeHtml(line))).join('') + button(link, words.grievance.follow),
      frame,
    ),
  };
}

/** The acknowledgement the Consumer Protection (E-Commerce) Rules ask for within 48 hours: sent at once. */
export function grievanceAcknowledgementMail(
  ctx: MailContext,
  grievance: GrievanceNotice,
  officer: GrievanceOfficer,
): RenderedMail {
  const { frame, words } = wordsFor(grievance);
  const { ticket } = grievance;
  return toComplainant(ctx, grievance, words.grievance.ackSubject(ticket), [
    ...words.grievance.ackLines(ticket, frame.date.format(grievance.resolveBy)),
    officerLine(officer, words),
    words.grievance.ackQuote(ticket),
  ]);
}

/** The resolution, the shop's own words, to the complainant. */
export function grievanceResolvedMail(ctx: MailContext, grievance: GrievanceNotice, resolution: string): RenderedMail {
  const { frame, words } = wordsFor(grievance);
  const subject = words.grievance.resolvedSubject(grievance.ticket);
  const lead = words.grievance.resolvedLead(grievance.ticket);
  const after = words.grievance.resolvedAfter;
  const link = grievanceStatusLink(ctx, grievance.ticket, grievance.language);
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', resolution, '', after, '', words.grievance.followAt(link)], frame),
    html: layout(
      ctx,
      subject,
      p(escapeHtml(lead)) +
        `<blockquote style="margin:0 0 14px;padding:0 0 0 12px;border-left:3px solid #cbd5e1">${paragraphsHtml(resolution)}</blockquote>` +
        p(escapeHtml(after)) +
        button(link, words.grievance.follow),
      frame,
    ),
  };
}

export function grievanceReopenedMail(ctx: MailContext, grievance: GrievanceNotice): RenderedMail {
  const { frame, words } = wordsFor(grievance);
  return toComplainant(
    ctx,
    grievance,
    words.grievance.reopenedSubject(grievance.ticket),
    words.grievance.reopenedLines(grievance.ticket, frame.date.format(grievance.resolveBy)),
  );
}

/** The shop's alert for a new grievance, with its legal deadlines. */
export function grievanceAlert(ctx: MailContext, grievance: GrievanceMail, acknowledged: boolean): RenderedMail {
  const subject = `Grievance ${grievance.ticket}: ${grievance.subject}`;
  const from = `From: ${grievance.name} <${grievance.email}>${grievance.phone ? `, ${grievance.phone}` : ''}`;
  const ack = acknowledged
    ? 'Acknowledgement sent.'
    : 'Acknowledged on screen only (this address had reached its daily number of acknowledgement mails).';
  const due = `${ack} Resolve by ${longDate(grievance.resolveBy)} (one month, Consumer Protection (E-Commerce) Rules 2020).`;
  const link = `${ctx.publicUrl}/admin/inbox`;
  return {
    subject,
    text: textLayout(ctx, subject, [from, due, '', grievance.message, '', `Track it in the Inbox: ${link}`]),
    html: layout(
      ctx,
      subject,
      p(escapeHtml(from)) + p(escapeHtml(due)) + paragraphsHtml(grievance.message) + button(link, 'Open the Inbox'),
    ),
  };
}

const STAGE_LEADS: Record<DeadlineStage, (ticket: string, by: string) => string> = {
  week: (ticket, by) => `Grievance ${ticket} is still open. It must be resolved by ${by}: one week left.`,
  day: (ticket, by) => `Grievance ${ticket} is still open. It must be resolved by ${by}: one day left.`,
  overdue: (ticket, by) =>
    `Grievance ${ticket} is overdue: it had to be resolved by ${by} (one month after receipt, Consumer Protection (E-Commerce) Rules 2020, rule 4(5)). Resolve it now.`,
};

/** The reminders before the one-month deadline and the overdue alert, to the shop. */
export function grievanceDeadlineAlert(
  ctx: MailContext,
  grievance: GrievanceNotice,
  stage: DeadlineStage,
): RenderedMail {
  const subject =
    stage === 'overdue'
      ? `Overdue grievance ${grievance.ticket}`
      : `Reminder: grievance ${grievance.ticket} due ${longDate(grievance.resolveBy)}`;
  const lead = STAGE_LEADS[stage](grievance.ticket, longDate(grievance.resolveBy));
  const link = `${ctx.publicUrl}/admin/inbox`;
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', `Resolve it from the Inbox: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(lead)) + button(link, 'Open the Inbox')),
  };
}
