import { BOARD_REPORT_HOURS, boardReportDueAt } from '@shop/shared/schemas/breaches';
import type { BreachRecord } from './breaches.repository';

/** Who the notices name as the shop and as the person who answers questions (r.7(1)(e)). */
export interface BreachShop {
  shopName: string;
  legalName: string;
  address: string;
  gstin: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** India time, e.g. "28 Nov 2026, 10:30 IST": both notices state times the reader can act on. */
export function istTime(at: Date): string {
  const text = at.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  });
  return `${text} IST`;
}

function when(incident: BreachRecord): string {
  const occurred = incident.occurredAt ? `It happened on or around ${istTime(incident.occurredAt)}. ` : '';
  return `${occurred}We found out on ${istTime(incident.discoveredAt)}.`;
}

/**
 * The notice to each affected person (DPDP Rules 2025 r.7(1)): (a) what happened, its nature, extent, timing and
 * location; (b) what it may mean for them; (c) what the shop has done; (d) what they can do; (e) whom to ask.
 */
export function shopperNotice(incident: BreachRecord, shop: BreachShop): { subject: string; text: string } {
  return {
    subject: `Important: a security incident at ${shop.shopName} affecting your personal data`,
    text: [
      `We are writing to tell you about a security incident at ${shop.shopName} (${shop.legalName}) that affected your personal data (reference ${incident.reference}).`,
      '',
      `What happened: ${incident.description}`,
      when(incident),
      '',
      `Your data affected: ${incident.dataAffected}`,
      '',
      `What this may mean for you: ${incident.consequences}`,
      '',
      `What we have done: ${incident.measures}`,
      '',
      `What you can do: ${incident.shopperSteps}`,
      '',
      `Questions: ${[shop.contactName, shop.contactEmail, shop.contactPhone].filter(Boolean).join(', ')}. Quote ${incident.reference}.`,
      'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    ].join('\n'),
  };
}

const TO_COMPLETE = (what: string) => `[to be completed by the shop: ${what}]`;

/**
 * A draft of the report to the Data Protection Board (r.7(2)): the intimation without delay (a) and the detailed
 * report within 72 hours (b), from what the register holds; the parts only the merchant knows are marked.
 */
export function boardReportDraft(
  incident: BreachRecord,
  shop: BreachShop,
  { affectedCount, notifiedCount }: { affectedCount: number; notifiedCount: number },
): string {
  const due = boardReportDueAt(incident.discoveredAt);
  const notices = incident.notifiedAt
    ? `${notifiedCount} affected ${notifiedCount === 1 ? 'person was' : 'people were'} notified by email on ${istTime(incident.notifiedAt)}; the notice is attached.`
    : TO_COMPLETE('notify the affected people from the breach register, then update this part');
  return [
    `To: Data Protection Board of India`,
    `Personal data breach intimation under rule 7(2) of the Digital Personal Data Protection Rules, 2025`,
    `Reference: ${incident.reference}`,
    '',
    `Data Fiduciary: ${shop.legalName} (trading as ${shop.shopName}), ${shop.address}${shop.gstin ? `, GSTIN ${shop.gstin}` : ''}`,
    `Contact: ${[shop.contactName, shop.contactEmail, shop.contactPhone].filter(Boolean).join(', ')}`,
    '',
    '1. Description of the breach (nature, extent, timing and location)',
    `${incident.title}. ${incident.description}`,
    when(incident),
    `Personal data affected: ${incident.dataAffected}`,
    `People affected: ${incident.affectsAll ? `all registered accounts (${affectedCount})` : affectedCount}`,
    '',
    '2. Likely impact',
    incident.consequences,
    '',
    `3. Detailed report (due within ${BOARD_REPORT_HOURS} hours of becoming aware, by ${istTime(due)})`,
    `Events, circumstances and reasons that led to the breach: ${TO_COMPLETE('the timeline and the cause')}`,
    `Measures taken or proposed to mitigate the risk: ${incident.measures}`,
    `Findings about the person who caused the breach: ${TO_COMPLETE('who or what caused it, if known')}`,
    `Remedial measures to prevent a recurrence: ${TO_COMPLETE('what changes so it cannot happen again')}`,
    `Intimations to the affected people: ${notices}`,
  ].join('\n');
}
