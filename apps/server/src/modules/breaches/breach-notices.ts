import { BOARD_REPORT_HOURS, boardReportDueAt } from '@shop/shared/schemas/breaches';
import { asLocale, type Locale } from '@shop/shared/locale';
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
export function istTime(at: Date, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  const text = at.toLocaleString(locale, {
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

const contactOf = (shop: BreachShop) =>
  [shop.contactName, shop.contactEmail, shop.contactPhone].filter(Boolean).join(', ');

/**
 * The notice to each affected person (DPDP Rules 2025 r.7(1)): (a) what happened, its nature, extent, timing and
 * location; (b) what it may mean for them; (c) what the shop has done; (d) what they can do; (e) whom to ask.
 * `language`: the person's account language (decision 233); Hindi frames the merchant's own descriptions, which are
 * shown as written.
 */
export function shopperNotice(
  incident: BreachRecord,
  shop: BreachShop,
  language?: string | null,
): { subject: string; text: string } {
  return SHOPPER_NOTICES[asLocale(language)](incident, shop);
}

type Notice = (incident: BreachRecord, shop: BreachShop) => { subject: string; text: string };

function englishShopperNotice(incident: BreachRecord, shop: BreachShop): { subject: string; text: string } {
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
      `Questions: ${contactOf(shop)}. Quote ${incident.reference}.`,
      'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    ].join('\n'),
  };
}

/** The same notice, point by point, in Hindi; the Board keeps its English name beside the Hindi (decision 253). */
function hindiShopperNotice(incident: BreachRecord, shop: BreachShop): { subject: string; text: string } {
  const occurred = incident.occurredAt ? `यह ${istTime(incident.occurredAt, 'hi-IN')} के आसपास हुआ। ` : '';
  return {
    subject: `ज़रूरी सूचना: ${shop.shopName} में एक सुरक्षा घटना, जिसका असर आपके निजी डेटा पर पड़ा है`,
    text: [
      `हम आपको ${shop.shopName} (${shop.legalName}) में हुई एक सुरक्षा घटना के बारे में बता रहे हैं, जिसका असर आपके निजी डेटा पर पड़ा है (संदर्भ ${incident.reference})।`,
      '',
      `क्या हुआ: ${incident.description}`,
      `${occurred}हमें इसका पता ${istTime(incident.discoveredAt, 'hi-IN')} को चला।`,
      '',
      `आपका कौन-सा डेटा प्रभावित हुआ: ${incident.dataAffected}`,
      '',
      `आपके लिए इसका क्या मतलब हो सकता है: ${incident.consequences}`,
      '',
      `हमने क्या किया है: ${incident.measures}`,
      '',
      `आप क्या कर सकते हैं: ${incident.shopperSteps}`,
      '',
      `सवालों के लिए: ${contactOf(shop)}। ${incident.reference} का उल्लेख करें।`,
      'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) में शिकायत कर सकते हैं।',
    ].join('\n'),
  };
}

/** The notice in each language the shop speaks (docs/decisions/271-adding-a-language.md). */
const SHOPPER_NOTICES: Record<Locale, Notice> = { en: englishShopperNotice, hi: hindiShopperNotice };

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
