import { formatOrderNumber } from '@shop/shared/order-number';
import { formatPaise } from '@shop/shared/money';
import type { OutboxWhatsAppTemplate } from '../../db/schema';
import type { TemplateComponent } from '../../providers/whatsapp/types';
import { formatIndiaDeadline } from '@shop/shared/india-calendar';
import { asLocale, DEFAULT_LOCALE, type Locale } from '@shop/shared/locale';
import type { MailContext, MailOrder } from './mail-templates';

/*
 * The shop's WhatsApp templates, exactly as docs/providers.md tells the merchant to submit them (category
 * Utility, in English "en" and Hindi "hi", Meta's codes for both); docs/decisions/230-whatsapp-sending.md.
 * `bodyParameters` and `buttons` are what Meta checks a message against (the simulator is given this list as the
 * approved set). A message goes in the buyer's language; one whose Hindi template Meta has not approved goes in
 * English instead (docs/decisions/264-whatsapp-in-the-buyers-language.md).
 */
export const WHATSAPP_TEMPLATES = [
  { name: 'order_placed', bodyParameters: 4, buttons: [] },
  { name: 'cod_confirmation', bodyParameters: 5, buttons: ['QUICK_REPLY', 'QUICK_REPLY'] },
  { name: 'order_shipped', bodyParameters: 3, buttons: ['URL'] },
  { name: 'refund_done', bodyParameters: 3, buttons: [] },
  { name: 'back_in_stock', bodyParameters: 3, buttons: ['URL'] },
] as const;

type TemplateName = (typeof WHATSAPP_TEMPLATES)[number]['name'];

const body = (values: string[]): TemplateComponent => ({
  type: 'body',
  parameters: values.map((text) => ({ type: 'text', text })),
});
const quickReply = (index: number, payload: string): TemplateComponent => ({
  type: 'button',
  sub_type: 'quick_reply',
  index: String(index),
  parameters: [{ type: 'payload', payload }],
});
const urlSuffix = (suffix: string): TemplateComponent => ({
  type: 'button',
  sub_type: 'url',
  index: '0',
  parameters: [{ type: 'text', text: suffix }],
});

/** The words the shop itself puts into a template's variables, per language. */
const WORDS: Record<Locale, { someone: string; tomorrow: string }> = {
  en: { someone: 'there', tomorrow: 'tomorrow' },
  hi: { someone: 'जी', tomorrow: 'कल' },
};

/**
 * A message in `language`, with its English components kept beside it: Meta answers 132001 for a template not
 * approved in a language, and the sender then sends the English one (outbox-whatsapp.ts).
 */
function template(
  name: TemplateName,
  language: string | undefined,
  components: (words: (typeof WORDS)[Locale]) => TemplateComponent[],
): OutboxWhatsAppTemplate {
  // The buyer's language as a template language: English for anything the shop has no templates in.
  const locale = asLocale(language);
  return {
    name,
    language: locale,
    components: components(WORDS[locale]),
    ...(locale === DEFAULT_LOCALE ? {} : { english: components(WORDS[DEFAULT_LOCALE]) }),
  };
}

/** Meta refuses empty parameters: a blank name reads "there" ("जी" in Hindi), as in the mails. */
const nameOf = (name: string, words: (typeof WORDS)[Locale]) => name.trim() || words.someone;

export function orderPlacedTemplate(ctx: MailContext, order: MailOrder) {
  return template('order_placed', order.language, (words) => [
    body([nameOf(order.customerName, words), formatOrderNumber(order.id), formatPaise(order.totalPaise), ctx.shopName]),
  ]);
}

/** The two quick replies carry the payloads the webhook acts on (docs/decisions/229-whatsapp-cod-replies.md). */
export function codConfirmationTemplate(ctx: MailContext, order: MailOrder & { codConfirmBy?: Date | null }) {
  return template('cod_confirmation', order.language, (words) => [
    body([
      nameOf(order.customerName, words),
      formatOrderNumber(order.id),
      formatPaise(order.totalPaise),
      ctx.shopName,
      order.codConfirmBy ? formatIndiaDeadline(order.codConfirmBy) : words.tomorrow,
    ]),
    quickReply(0, `cod-confirm:${order.id}`),
    quickReply(1, `cod-cancel:${order.id}`),
  ]);
}

/** The URL button opens the courier's tracking page for the AWB (`https://shiprocket.co/tracking/{{1}}`). */
export function orderShippedTemplate(order: MailOrder & { trackingNumber: string }) {
  return template('order_shipped', order.language, (words) => [
    body([nameOf(order.customerName, words), formatOrderNumber(order.id), order.trackingNumber]),
    urlSuffix(order.trackingNumber),
  ]);
}

export function refundDoneTemplate(order: Pick<MailOrder, 'id' | 'customerName' | 'language'>, amountPaise: number) {
  return template('refund_done', order.language, (words) => [
    body([nameOf(order.customerName, words), formatPaise(amountPaise), formatOrderNumber(order.id)]),
  ]);
}

/** The URL button opens the product page (`https://<shop>/products/{{1}}`). */
export function backInStockTemplate(
  ctx: MailContext,
  wisher: { name: string; language?: string },
  product: { id: string; name: string },
) {
  return template('back_in_stock', wisher.language, (words) => [
    body([nameOf(wisher.name, words), product.name, ctx.shopName]),
    urlSuffix(product.id),
  ]);
}

/** A readable copy for the admin's outbox list (the phone shows Meta's rendering of the template). */
export function whatsappSummary(message: OutboxWhatsAppTemplate): string {
  const values = message.components.flatMap((c) => (c.type === 'body' ? c.parameters.map((p) => p.text) : []));
  return `WhatsApp template ${message.name} (${message.language}): ${values.join(' | ')}`;
}
