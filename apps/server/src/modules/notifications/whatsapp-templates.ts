import { formatOrderNumber } from '@shop/shared/order-number';
import { formatPaise } from '@shop/shared/money';
import type { OutboxWhatsAppTemplate } from '../../db/schema';
import type { TemplateComponent } from '../../providers/whatsapp/types';
import { formatIndiaDeadline } from '@shop/shared/india-calendar';
import type { MailContext, MailOrder } from './mail-templates';

/*
 * The shop's WhatsApp templates, exactly as docs/providers.md tells the merchant to submit them (category
 * Utility, language English "en"); docs/decisions/230-whatsapp-sending.md. `bodyParameters` and `buttons` are
 * what Meta checks a message against (the simulator is given this list as the approved set).
 */
export const WHATSAPP_LANGUAGE = 'en';

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

const template = (name: TemplateName, components: TemplateComponent[]): OutboxWhatsAppTemplate => ({
  name,
  language: WHATSAPP_LANGUAGE,
  components,
});

/** Meta refuses empty parameters: a blank name reads "there" as in the mails. */
const nameOf = (name: string) => name.trim() || 'there';

export function orderPlacedTemplate(ctx: MailContext, order: MailOrder) {
  const values = [nameOf(order.customerName), formatOrderNumber(order.id), formatPaise(order.totalPaise), ctx.shopName];
  return template('order_placed', [body(values)]);
}

/** The two quick replies carry the payloads the webhook acts on (docs/decisions/229-whatsapp-cod-replies.md). */
export function codConfirmationTemplate(ctx: MailContext, order: MailOrder & { codConfirmBy?: Date | null }) {
  const by = order.codConfirmBy ? formatIndiaDeadline(order.codConfirmBy) : 'tomorrow';
  const values = [
    nameOf(order.customerName),
    formatOrderNumber(order.id),
    formatPaise(order.totalPaise),
    ctx.shopName,
    by,
  ];
  return template('cod_confirmation', [
    body(values),
    quickReply(0, `cod-confirm:${order.id}`),
    quickReply(1, `cod-cancel:${order.id}`),
  ]);
}

/** The URL button opens the courier's tracking page for the AWB (`https://shiprocket.co/tracking/{{1}}`). */
export function orderShippedTemplate(order: MailOrder & { trackingNumber: string }) {
  const values = [nameOf(order.customerName), formatOrderNumber(order.id), order.trackingNumber];
  return template('order_shipped', [body(values), urlSuffix(order.trackingNumber)]);
}

export function refundDoneTemplate(order: Pick<MailOrder, 'id' | 'customerName'>, amountPaise: number) {
  const values = [nameOf(order.customerName), formatPaise(amountPaise), formatOrderNumber(order.id)];
  return template('refund_done', [body(values)]);
}

/** The URL button opens the product page (`https://<shop>/products/{{1}}`). */
export function backInStockTemplate(ctx: MailContext, name: string, product: { id: string; name: string }) {
  return template('back_in_stock', [body([nameOf(name), product.name, ctx.shopName]), urlSuffix(product.id)]);
}

/** A readable copy for the admin's outbox list (the phone shows Meta's rendering of the template). */
export function whatsappSummary(message: OutboxWhatsAppTemplate): string {
  const values = message.components.flatMap((c) => (c.type === 'body' ? c.parameters.map((p) => p.text) : []));
  return `WhatsApp template ${message.name} (${message.language}): ${values.join(' | ')}`;
}
