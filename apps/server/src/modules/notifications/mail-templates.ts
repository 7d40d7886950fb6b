import { asSentence } from '@shop/shared/sentence';
import { DEFAULT_GST_RATE_PERCENT, describeIncludedGst, orderGst } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { OrderStatus } from '@shop/shared/order-status';
import type { PaymentMethod } from '@shop/shared/pricing';
import type { PaymentStatus } from '@shop/shared/schemas/order';

/** Every mail has an HTML part and a plain-text part saying the same thing. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  shopName: string;
  /** Base for links in mails, without a trailing slash. */
  publicUrl: string;
  /** The shop's contact details and address from its settings, in every mail's footer ('' = left out). */
  supportEmail?: string;
  supportPhone?: string;
  supportHours?: string;
  legalName?: string;
  address?: string;
}

/** The footer's contact and address lines (plain text), from the shop settings. */
export function contactLines(ctx: MailContext): string[] {
  const contact = [ctx.supportEmail, ctx.supportPhone].filter(Boolean).join(' · ');
  const lines: string[] = [];
  if (contact) lines.push(`Questions? ${contact}${ctx.supportHours ? ` (${ctx.supportHours})` : ''}`);
  const seller = [ctx.legalName && ctx.legalName !== ctx.shopName ? ctx.legalName : '', ctx.address ?? '']
    .filter(Boolean)
    .join(', ');
  if (seller) lines.push(seller);
  return lines;
}

/** The parts of an order a mail shows; the orders module's OrderWithItems fits it as it is. */
export interface MailOrder {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  customerName: string;
  subtotalPaise: number;
  shippingFeePaise: number;
  totalPaise: number;
  trackingNumber: string | null;
  invoiceNumber: string | null;
  createdAt: Date;
  shippingAddress: { name: string; phone: string; street: string; city: string; state: string; pincode: string };
  items: {
    name: string;
    quantity: number;
    unitPricePaise: number;
    sku: string | null;
    discountPaise?: number;
    gstRatePercent?: number;
  }[];
  /** The admin's reason for cancelling, shown to the customer. */
  cancelReason?: string | null;
}

export type CancelReason = 'customer' | 'admin' | 'payment-expired';

const PAYMENT_LABELS: Record<MailOrder['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online payment (UPI, cards, netbanking)',
  whatsapp: 'WhatsApp order',
};

const STATUS_LABELS: Record<MailOrder['status'], string> = {
  pending: 'Order placed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Plain text typed by an admin, shown as HTML: escaped, line breaks kept. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

export const p = (html: string) => `<p style="margin:0 0 14px">${html}</p>`;

export function button(href: string, label: string): string {
  return `<p style="margin:22px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

export function layout(ctx: MailContext, title: string, bodyHtml: string): string {
  const shop = escapeHtml(ctx.shopName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#4f46e5;padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold">${shop}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:18px 28px;background:#f8fafc;color:#64748b;font-size:12px">This email was sent by ${shop}. <a href="${escapeHtml(ctx.publicUrl)}" style="color:#4f46e5">${escapeHtml(ctx.publicUrl)}</a>${contactLines(
    ctx,
  )
    .map((line) => `<br>${escapeHtml(line)}`)
    .join('')}</td></tr>
</table></td></tr></table></body></html>`;
}

export function textLayout(ctx: MailContext, title: string, lines: string[]): string {
  return [
    title,
    '='.repeat(title.length),
    '',
    ...lines,
    '',
    '--',
    `${ctx.shopName}`,
    ctx.publicUrl,
    ...contactLines(ctx),
    '',
  ].join('\n');
}

function addressLines(order: MailOrder): string[] {
  const a = order.shippingAddress;
  return [a.name, a.street, `${a.city}, ${a.state} ${a.pincode}`, `Phone: ${a.phone}`];
}

/** The invoice's GST breakup in a line, from the shared calculation (docs/gst.md). */
function mailGstLine(order: MailOrder): string {
  const gst = orderGst({
    items: order.items.map((item) => ({ ...item, ratePercent: item.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT })),
    shippingFeePaise: order.shippingFeePaise,
  });
  return describeIncludedGst(gst, formatPaise);
}

export function orderSummaryText(order: MailOrder): string[] {
  const lines = order.items.map(
    (i) =>
      `- ${i.name} x ${i.quantity} @ ${formatPaise(i.unitPricePaise)} = ${formatPaise(i.unitPricePaise * i.quantity)}`,
  );
  return [
    `Order number: ${formatOrderNumber(order.id)}`,
    `Date: ${dateFormat.format(order.createdAt)}`,
    `Payment method: ${PAYMENT_LABELS[order.paymentMethod]}`,
    '',
    'Items:',
    ...lines,
    '',
    `Subtotal: ${formatPaise(order.subtotalPaise)}`,
    `Shipping: ${order.shippingFeePaise === 0 ? 'Free' : formatPaise(order.shippingFeePaise)}`,
    `Total: ${formatPaise(order.totalPaise)}`,
    mailGstLine(order),
    '',
    'Delivery address:',
    ...addressLines(order),
  ];
}

export function orderSummaryHtml(order: MailOrder): string {
  const cell = 'padding:8px;border-bottom:1px solid #e2e8f0';
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${escapeHtml(i.name)}</td><td style="${cell};text-align:center">${i.quantity}</td><td style="${cell};text-align:right">${formatPaise(i.unitPricePaise)}</td><td style="${cell};text-align:right">${formatPaise(i.unitPricePaise * i.quantity)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, bold = false) =>
    `<tr><td colspan="3" style="padding:6px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">${label}</td><td style="padding:6px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">${value}</td></tr>`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;font-size:14px">
<tr><td style="color:#64748b">Order number</td><td style="font-weight:bold">${formatOrderNumber(order.id)}</td></tr>
<tr><td style="color:#64748b">Date</td><td>${dateFormat.format(order.createdAt)}</td></tr>
<tr><td style="color:#64748b">Payment method</td><td>${PAYMENT_LABELS[order.paymentMethod]}</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px;margin:0 0 16px">
<thead><tr style="background:#f8fafc"><th style="padding:8px;text-align:left">Item</th><th style="padding:8px">Qty</th><th style="padding:8px;text-align:right">Price</th><th style="padding:8px;text-align:right">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${total('Subtotal', formatPaise(order.subtotalPaise))}${total('Shipping', order.shippingFeePaise === 0 ? 'Free' : formatPaise(order.shippingFeePaise))}${total('Total', formatPaise(order.totalPaise), true)}${total('', escapeHtml(mailGstLine(order)))}</tfoot>
</table>
<p style="margin:0 0 4px;font-weight:bold">Delivery address</p>
${p(addressLines(order).map(escapeHtml).join('<br>'))}`;
}

function ordersLink(ctx: MailContext): string {
  return `${ctx.publicUrl}/orders`;
}

function greeting(name: string): string {
  return `Hello ${name.trim() || 'there'},`;
}

export function welcomeMail(ctx: MailContext, user: { name: string }): RenderedMail {
  const title = `Welcome to ${ctx.shopName}!`;
  const shopLink = `${ctx.publicUrl}/products`;
  return {
    subject: title,
    text: textLayout(ctx, title, [
      greeting(user.name),
      '',
      'Your account is ready. You can now check out faster, save your address and track your orders.',
      '',
      `Start shopping: ${shopLink}`,
    ]),
    html: layout(
      ctx,
      title,
      p(escapeHtml(greeting(user.name))) +
        p('Your account is ready. You can now check out faster, save your address and track your orders.') +
        button(shopLink, 'Start shopping'),
    ),
  };
}

export function orderPlacedMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  const title = `Order ${number} placed`;
  const payNote =
    order.paymentMethod === 'razorpay' && order.paymentStatus !== 'paid'
      ? 'We will start packing as soon as your online payment is confirmed.'
      : order.paymentMethod === 'cod'
        ? `Please keep ${formatPaise(order.totalPaise)} ready to pay on delivery.`
        : 'We will confirm the details with you on WhatsApp.';
  return {
    subject: `Your ${ctx.shopName} order ${number} has been placed`,
    text: textLayout(ctx, title, [
      greeting(order.customerName),
      '',
      `Thank you for your order. ${payNote}`,
      '',
      ...orderSummaryText(order),
      '',
      `Track your orders: ${ordersLink(ctx)}`,
    ]),
    html: layout(
      ctx,
      title,
      p(escapeHtml(greeting(order.customerName))) +
        p(`Thank you for your order. ${escapeHtml(payNote)}`) +
        orderSummaryHtml(order) +
        button(ordersLink(ctx), 'View my orders'),
    ),
  };
}

export function paymentReceivedMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  const title = 'Payment received';
  const line = `We have received your payment of ${formatPaise(order.totalPaise)} for order ${number} (${PAYMENT_LABELS[order.paymentMethod]}).`;
  return {
    subject: `Payment received for order ${number}`,
    text: textLayout(ctx, title, [greeting(order.customerName), '', line, '', `Your orders: ${ordersLink(ctx)}`]),
    html: layout(
      ctx,
      title,
      p(escapeHtml(greeting(order.customerName))) + p(escapeHtml(line)) + button(ordersLink(ctx), 'View my orders'),
    ),
  };
}

function trackingLines(order: MailOrder, ctx: MailContext): { text: string[]; html: string } {
  if (!order.trackingNumber) return { text: [], html: '' };
  return {
    text: [`Tracking number: ${order.trackingNumber}`, `Track your shipment: ${ordersLink(ctx)}`],
    html:
      p(`Tracking number: <strong>${escapeHtml(order.trackingNumber)}</strong>`) +
      button(ordersLink(ctx), 'Track your shipment'),
  };
}

/** Packed, shipped or delivered. */
export function orderProgressMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  const tracking = trackingLines(order, ctx);
  let subject: string;
  let line: string;
  switch (order.status) {
    case 'packed':
      subject = `Your order ${number} has been packed`;
      line = `Good news: your order ${number} has been packed and will be handed to the courier soon.`;
      break;
    case 'shipped':
      subject = `Your order ${number} has been shipped`;
      line = `Your order ${number} is on its way.`;
      break;
    case 'delivered':
      subject = `Your order ${number} has been delivered`;
      line = `Your order ${number} has been delivered. Your tax invoice${order.invoiceNumber ? ` ${order.invoiceNumber}` : ''} is attached to this email.`;
      break;
    default:
      subject = `Update on your order ${number}`;
      line = `Your order ${number} is now: ${STATUS_LABELS[order.status]}.`;
  }
  const title = STATUS_LABELS[order.status];
  const showTracking = order.status === 'shipped' || order.status === 'delivered';
  return {
    subject,
    text: textLayout(ctx, title, [
      greeting(order.customerName),
      '',
      line,
      ...(showTracking && tracking.text.length > 0 ? ['', ...tracking.text] : []),
      '',
      `Order total: ${formatPaise(order.totalPaise)}`,
      `Your orders: ${ordersLink(ctx)}`,
    ]),
    html: layout(
      ctx,
      title,
      p(escapeHtml(greeting(order.customerName))) +
        p(escapeHtml(line)) +
        (showTracking ? tracking.html : '') +
        p(`Order total: <strong>${formatPaise(order.totalPaise)}</strong>`) +
        (showTracking && tracking.html ? '' : button(ordersLink(ctx), 'View my orders')),
    ),
  };
}

export function orderCancelledMail(ctx: MailContext, order: MailOrder, reason: CancelReason): RenderedMail {
  const number = formatOrderNumber(order.id);
  const why =
    reason === 'payment-expired'
      ? 'We did not receive the online payment in time, so the order was cancelled and nothing was charged.'
      : reason === 'customer'
        ? 'It was cancelled at your request.'
        : order.cancelReason
          ? `It was cancelled by our team. Reason: ${asSentence(order.cancelReason)} Please contact us if you have any questions.`
          : 'It was cancelled by our team. Please contact us if you have any questions.';
  const refund =
    order.paymentStatus === 'paid'
      ? ` Your payment of ${formatPaise(order.totalPaise)} will be refunded to the original payment method.`
      : '';
  const line = `Your order ${number} has been cancelled. ${why}${refund}`;
  return {
    subject: `Your order ${number} has been cancelled`,
    text: textLayout(ctx, 'Order cancelled', [
      greeting(order.customerName),
      '',
      line,
      '',
      `Continue shopping: ${ctx.publicUrl}/products`,
    ]),
    html: layout(
      ctx,
      'Order cancelled',
      p(escapeHtml(greeting(order.customerName))) +
        p(escapeHtml(line)) +
        button(`${ctx.publicUrl}/products`, 'Continue shopping'),
    ),
  };
}

/** Admin 'Send Update': the order's current status, whatever it is. */
export function orderUpdateMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const number = formatOrderNumber(order.id);
  const tracking = order.status === 'shipped' ? trackingLines(order, ctx) : { text: [], html: '' };
  const line = `Here is the latest on your order ${number}: ${STATUS_LABELS[order.status]}.`;
  const payment = `Payment: ${PAYMENT_LABELS[order.paymentMethod]}, ${order.paymentStatus === 'paid' ? 'paid' : 'not paid yet'}.`;
  return {
    subject: `Update on your order ${number}: ${STATUS_LABELS[order.status]}`,
    text: textLayout(ctx, 'Order update', [
      greeting(order.customerName),
      '',
      line,
      payment,
      ...(tracking.text.length > 0 ? ['', ...tracking.text] : []),
      '',
      ...orderSummaryText(order),
      '',
      `Your orders: ${ordersLink(ctx)}`,
    ]),
    html: layout(
      ctx,
      'Order update',
      p(escapeHtml(greeting(order.customerName))) +
        p(escapeHtml(line)) +
        p(escapeHtml(payment)) +
        tracking.html +
        orderSummaryHtml(order) +
        (tracking.html ? '' : button(ordersLink(ctx), 'View my orders')),
    ),
  };
}

/** An admin's own words to one user or to many. */
export function adminMessageMail(
  ctx: MailContext,
  input: { subject: string; message: string; name?: string },
): RenderedMail {
  const hello = input.name ? greeting(input.name) : 'Hello,';
  return {
    subject: input.subject,
    text: textLayout(ctx, input.subject, [hello, '', input.message]),
    html: layout(ctx, input.subject, p(escapeHtml(hello)) + paragraphsHtml(input.message)),
  };
}

export function passwordResetMail(ctx: MailContext, input: { name: string; link: string }): RenderedMail {
  const title = 'Reset your password';
  const lines = [
    'We received a request to reset the password of your account.',
    'The link below works once and expires in one hour.',
  ];
  const ignore = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    subject: `Reset your ${ctx.shopName} password`,
    text: textLayout(ctx, title, [greeting(input.name), '', ...lines, '', input.link, '', ignore]),
    html: layout(
      ctx,
      title,
      p(escapeHtml(greeting(input.name))) +
        p(lines.map(escapeHtml).join(' ')) +
        button(input.link, 'Choose a new password') +
        p(
          `Or paste this link into your browser:<br><a href="${escapeHtml(input.link)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.link)}</a>`,
        ) +
        p(escapeHtml(ignore)),
    ),
  };
}

/** The link that verifies a new account's address (docs/decisions/150-email-verification.md). */
export function emailVerificationMail(ctx: MailContext, input: { name: string; link: string }): RenderedMail {
  const title = 'Confirm your email address';
  const lines = [
    `Please confirm that this is your email address, so that ${ctx.shopName} can link your messages and orders to your account.`,
    'The link below works once and expires in 48 hours.',
  ];
  const ignore = 'If you did not create an account, ignore this email: nothing will be linked to this address.';
  return {
    subject: `Confirm your email address for ${ctx.shopName}`,
    text: textLayout(ctx, title, [greeting(input.name), '', ...lines, '', input.link, '', ignore]),
    html: layout(
      ctx,
      title,
      p(escapeHtml(greeting(input.name))) +
        p(lines.map(escapeHtml).join(' ')) +
        button(input.link, 'Confirm my email address') +
        p(
          `Or paste this link into your browser:<br><a href="${escapeHtml(input.link)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.link)}</a>`,
        ) +
        p(escapeHtml(ignore)),
    ),
  };
}

/** A wished product is in stock again (docs/decisions/133-back-in-stock-once.md). */
export function backInStockMail(
  ctx: MailContext,
  user: { name: string },
  product: { id: string; name: string },
): RenderedMail {
  const title = `Back in stock: ${product.name}`;
  const link = `${ctx.publicUrl}/products/${product.id}`;
  const line = `Good news! ${product.name}, which you saved to your wishlist, is back in stock.`;
  return {
    subject: title,
    text: textLayout(ctx, title, [greeting(user.name), '', line, '', `See it now: ${link}`]),
    html: layout(ctx, title, p(escapeHtml(greeting(user.name))) + p(escapeHtml(line)) + button(link, 'See it now')),
  };
}
