import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import {
  button,
  escapeHtml,
  layout,
  p,
  paragraphsHtml,
  textLayout,
  type MailContext,
  type MailOrder,
  type RenderedMail,
} from './mail-templates';
import { orderSummaryHtml, orderSummaryText } from './order-mail-templates';
import { orderMailWords } from './order-mail-words';
import { shopperMailWords } from './shopper-mail-words';

/** The shop's own mails are in English, whatever the customer's language. */
const ENGLISH = orderMailWords('en');

/** Mails to the shop itself (its notification addresses), each linking to the admin screen that acts on it. */

const adminOrderLink = (ctx: MailContext) => `${ctx.publicUrl}/admin/orders`;

function orderAlert(ctx: MailContext, order: MailOrder, subject: string, lead: string): RenderedMail {
  const link = adminOrderLink(ctx);
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', ...orderSummaryText(order, ENGLISH), '', `Open the orders: ${link}`]),
    html: layout(
      ctx,
      subject,
      p(escapeHtml(lead)) + orderSummaryHtml(order, ENGLISH) + button(link, 'Open the orders'),
    ),
  };
}

const WHAT_NEXT: Record<MailOrder['paymentMethod'], string> = {
  cod: 'Cash on delivery: pack it and collect the amount at the door.',
  razorpay: 'Online payment: wait for the payment before packing (a second mail says when it is paid).',
  whatsapp: 'WhatsApp order: confirm it with the customer and then in the admin, or it expires.',
};

export function newOrderAlert(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  return orderAlert(
    ctx,
    order,
    `New order ${number}: ${formatPaise(order.totalPaise)} from ${order.customerName}`,
    `A new order has arrived. ${WHAT_NEXT[order.paymentMethod]}`,
  );
}

export function orderPaidAlert(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  return orderAlert(
    ctx,
    order,
    `Order ${number} paid online: ${formatPaise(order.totalPaise)}`,
    'The online payment for this order has been received. It is ready to pack.',
  );
}

export function customerCancelledAlert(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  const refund = order.paymentStatus === 'paid' ? ' The payment is being refunded automatically.' : '';
  return orderAlert(
    ctx,
    order,
    `Order ${number} cancelled by the customer`,
    `${order.customerName} cancelled this order; its stock is back on sale.${refund} Do not ship it.`,
  );
}

export interface RefundFailure {
  orderId: string;
  amountPaise: number;
}

export function refundFailedAlert(ctx: MailContext, failure: RefundFailure): RenderedMail {
  const number = formatOrderNumber(failure.orderId);
  const subject = `Refund failed for order ${number}`;
  const lead = `Razorpay could not refund ${formatPaise(failure.amountPaise)} for order ${number}. The customer is still owed this money: refund it from the Razorpay dashboard or contact the customer.`;
  const link = adminOrderLink(ctx);
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', `Open the orders: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(lead)) + button(link, 'Open the orders')),
  };
}

/** A courier's news that needs the merchant: a parcel lost, damaged, destroyed or disposed of, or cancelled. */
export interface CourierExceptionMail {
  orderId: string;
  awb: string | null;
  /** Shiprocket's status words (`LOST`, `CANCELLED BEFORE DISPATCHED`). */
  status: string;
  kind: 'lost' | 'cancelled-by-courier';
}

export function courierExceptionAlert(ctx: MailContext, event: CourierExceptionMail): RenderedMail {
  const number = formatOrderNumber(event.orderId);
  const awb = event.awb ? ` (AWB ${event.awb})` : '';
  const subject =
    event.kind === 'lost'
      ? `Parcel ${event.status.toLowerCase()}: order ${number}`
      : `Courier cancelled the shipment of order ${number}`;
  const lead =
    event.kind === 'lost'
      ? `The courier reports the parcel of order ${number}${awb} as ${event.status}. Its journey has ended. Open a claim with Shiprocket and refund the customer from the order (Open a claim / refund the customer).`
      : `The courier cancelled the shipment of order ${number}${awb} before dispatch (${event.status}). Ship it again with another courier or cancel the order.`;
  const link = adminOrderLink(ctx);
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', `Open the orders: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(lead)) + button(link, 'Open the orders')),
  };
}

export interface ContactMessageMail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The language the message was sent in (decision 233): the shop's reply is framed in it. */
  language?: string;
}

export function contactMessageAlert(ctx: MailContext, message: ContactMessageMail): RenderedMail {
  const subject = `New message: ${message.subject}`;
  const from = `From: ${message.name} <${message.email}>${message.phone ? `, ${message.phone}` : ''}`;
  const link = `${ctx.publicUrl}/admin/inbox`;
  return {
    subject,
    text: textLayout(ctx, subject, [from, '', message.message, '', `Answer it from the Inbox: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(from)) + paragraphsHtml(message.message) + button(link, 'Open the Inbox')),
  };
}

/**
 * The shop's answer to a contact message, with the customer's own message quoted below it: the shop's words as
 * written, the greeting, "wrote:" and the footer in the language the message was sent in (decision 233).
 */
export function contactReplyMail(ctx: MailContext, message: ContactMessageMail, reply: string): RenderedMail {
  const frame = orderMailWords(message.language);
  const { contactReply } = shopperMailWords(message.language);
  const subject = `Re: ${message.subject}`;
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const hello = frame.hello(message.name);
  return {
    subject,
    text: textLayout(ctx, subject, [hello, '', reply, '', contactReply.wrote(message.name), quoted], frame),
    html: layout(
      ctx,
      subject,
      p(escapeHtml(hello)) +
        paragraphsHtml(reply) +
        p(`<span style="color:#64748b">${escapeHtml(contactReply.wrote(message.name))}</span>`) +
        `<blockquote style="margin:0 0 14px;padding:0 0 0 12px;border-left:3px solid #cbd5e1;color:#475569">${paragraphsHtml(message.message)}</blockquote>`,
      frame,
    ),
  };
}
