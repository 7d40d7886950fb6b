import { asSentence } from '@shop/shared/sentence';
import { DEFAULT_GST_RATE_PERCENT, describeIncludedGst, orderGst } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { itemName } from '@shop/shared/item-name';
import {
  button,
  escapeHtml,
  layout,
  p,
  textLayout,
  type CancelReason,
  type MailContext,
  type MailOrder,
  type RenderedMail,
} from './mail-templates';
import { codCollection } from '@shop/shared/cod-fee-advance';
import { orderMailWords, type OrderMailWords } from './order-mail-words';

/** The split of decision 252 for a mail: what was paid in advance and what is due at the door. */
const collectionOf = (order: MailOrder) =>
  codCollection({
    paymentMethod: order.paymentMethod,
    totalPaise: order.totalPaise,
    codFeeAdvancePaise: order.codFeeAdvancePaise ?? 0,
    codFeeAdvancePaidAt: order.codFeeAdvancePaidAt ?? null,
  });

/** A COD order's payment note: the fee to pay now by UPI while it is awaited, else the cash to keep ready. */
function codPayNote(order: MailOrder, w: OrderMailWords): string {
  const fee = order.codFeeAdvancePaise ?? 0;
  if (fee > 0 && !order.codFeeAdvancePaidAt) return w.placed.payCodFeeFirst(fee, order.totalPaise - fee);
  return w.placed.payCod(collectionOf(order).dueOnDeliveryPaise);
}

/**
 * The customer's mails about an order, in the order's language (docs/decisions/258-hindi-catalogue-content.md):
 * placed, paid, packed, shipped, delivered, cancelled (with its refund), and the admin's 'Send Update'.
 */

function addressLines(order: MailOrder, w: OrderMailWords): string[] {
  const a = order.shippingAddress;
  return [a.name, a.street, `${a.city}, ${a.state} ${a.pincode}`, `${w.summary.phone}: ${a.phone}`];
}

/** The invoice's GST breakup in a line, from the shared calculation (docs/gst.md); English legal wording. */
function mailGstLine(order: MailOrder): string {
  const gst = orderGst({
    items: order.items.map((item) => ({ ...item, ratePercent: item.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT })),
    shippingFeePaise: order.shippingFeePaise,
  });
  return describeIncludedGst(gst, formatPaise);
}

/** `w`: the language to write it in (a shop alert passes English whatever the customer's language). */
export function orderSummaryText(order: MailOrder, w: OrderMailWords): string[] {
  const s = w.summary;
  const lines = order.items.map(
    (i) =>
      `- ${itemName(i.name, i.variantTitle)} x ${i.quantity} @ ${formatPaise(i.unitPricePaise)} = ${formatPaise(i.unitPricePaise * i.quantity)}`,
  );
  return [
    `${s.orderNumber}: ${formatOrderNumber(order.id)}`,
    `${s.date}: ${w.date.format(order.createdAt)}`,
    `${s.paymentMethod}: ${w.payment[order.paymentMethod]}`,
    '',
    `${s.items}:`,
    ...lines,
    '',
    `${s.subtotal}: ${formatPaise(order.subtotalPaise)}`,
    `${s.shipping}: ${order.shippingFeePaise === 0 ? s.free : formatPaise(order.shippingFeePaise)}`,
    `${s.total}: ${formatPaise(order.totalPaise)}`,
    mailGstLine(order),
    '',
    `${s.deliveryAddress}:`,
    ...addressLines(order, w),
  ];
}

export function orderSummaryHtml(order: MailOrder, w: OrderMailWords): string {
  const s = w.summary;
  const cell = 'padding:8px;border-bottom:1px solid #e2e8f0';
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${escapeHtml(itemName(i.name, i.variantTitle))}</td><td style="${cell};text-align:center">${i.quantity}</td><td style="${cell};text-align:right">${formatPaise(i.unitPricePaise)}</td><td style="${cell};text-align:right">${formatPaise(i.unitPricePaise * i.quantity)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, bold = false) =>
    `<tr><td colspan="3" style="padding:6px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">${label}</td><td style="padding:6px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">${value}</td></tr>`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;font-size:14px">
<tr><td style="color:#64748b">${s.orderNumber}</td><td style="font-weight:bold">${formatOrderNumber(order.id)}</td></tr>
<tr><td style="color:#64748b">${s.date}</td><td>${w.date.format(order.createdAt)}</td></tr>
<tr><td style="color:#64748b">${s.paymentMethod}</td><td>${w.payment[order.paymentMethod]}</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px;margin:0 0 16px">
<thead><tr style="background:#f8fafc"><th style="padding:8px;text-align:left">${s.item}</th><th style="padding:8px">${s.qty}</th><th style="padding:8px;text-align:right">${s.price}</th><th style="padding:8px;text-align:right">${s.total}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${total(s.subtotal, formatPaise(order.subtotalPaise))}${total(s.shipping, order.shippingFeePaise === 0 ? s.free : formatPaise(order.shippingFeePaise))}${total(s.total, formatPaise(order.totalPaise), true)}${total('', escapeHtml(mailGstLine(order)))}</tfoot>
</table>
<p style="margin:0 0 4px;font-weight:bold">${s.deliveryAddress}</p>
${p(addressLines(order, w).map(escapeHtml).join('<br>'))}`;
}

/** My Orders in the order's language: `/hi/orders` for a Hindi order (decision 249's URLs). */
function ordersLink(ctx: MailContext, w: OrderMailWords): string {
  return `${ctx.publicUrl}${w.pathPrefix}/orders`;
}

/** `confirm`: the COD confirmation request of an order awaiting its buyer (docs/decisions/227-cod-confirmation.md). */
export function orderPlacedMail(
  ctx: MailContext,
  order: MailOrder,
  confirm?: { text: string[]; html: string },
): RenderedMail {
  const w = orderMailWords(order.language);
  const number = formatOrderNumber(order.id);
  const title = w.placed.title(number);
  const payNote =
    order.paymentMethod === 'razorpay' && order.paymentStatus !== 'paid'
      ? w.placed.payOnline
      : order.paymentMethod === 'cod'
        ? codPayNote(order, w)
        : w.placed.payWhatsapp;
  const hello = w.hello(order.customerName);
  return {
    subject: w.placed.subject(ctx.shopName, number),
    text: textLayout(
      ctx,
      title,
      [
        hello,
        '',
        w.placed.thanks(payNote),
        '',
        ...(confirm ? [...confirm.text, ''] : []),
        ...orderSummaryText(order, w),
        '',
        w.trackOrders(ordersLink(ctx, w)),
      ],
      w,
    ),
    html: layout(
      ctx,
      title,
      p(escapeHtml(hello)) +
        p(escapeHtml(w.placed.thanks(payNote))) +
        (confirm?.html ?? '') +
        orderSummaryHtml(order, w) +
        button(ordersLink(ctx, w), w.viewOrders),
      w,
    ),
  };
}

export function paymentReceivedMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const w = orderMailWords(order.language);
  const number = formatOrderNumber(order.id);
  const collection = collectionOf(order);
  // decision 252: a COD order's online payment is its fee in advance; the rest is still paid at the door.
  const isFeeInAdvance = collection.paidInAdvancePaise > 0 && order.status !== 'delivered';
  // At the door a COD order's cash is its balance (the total less the fee paid in advance).
  const received = order.paymentMethod === 'razorpay' ? order.totalPaise : collection.dueOnDeliveryPaise;
  const line = isFeeInAdvance
    ? w.paid.codFeeLine(collection.paidInAdvancePaise, number, collection.dueOnDeliveryPaise)
    : w.paid.line(received, number, w.payment[order.paymentMethod]);
  const hello = w.hello(order.customerName);
  return {
    subject: w.paid.subject(number),
    text: textLayout(ctx, w.paid.title, [hello, '', line, '', w.yourOrders(ordersLink(ctx, w))], w),
    html: layout(
      ctx,
      w.paid.title,
      p(escapeHtml(hello)) + p(escapeHtml(line)) + button(ordersLink(ctx, w), w.viewOrders),
      w,
    ),
  };
}

function trackingLines(order: MailOrder, ctx: MailContext, w: OrderMailWords): { text: string[]; html: string } {
  if (!order.trackingNumber) return { text: [], html: '' };
  return {
    text: [`${w.tracking.number}: ${order.trackingNumber}`, w.tracking.trackAt(ordersLink(ctx, w))],
    html:
      p(`${w.tracking.number}: <strong>${escapeHtml(order.trackingNumber)}</strong>`) +
      button(ordersLink(ctx, w), w.tracking.track),
  };
}

function progressWords(order: MailOrder, w: OrderMailWords, number: string): { subject: string; line: string } {
  switch (order.status) {
    case 'packed':
    case 'shipped':
      return { subject: w.progress[order.status].subject(number), line: w.progress[order.status].line(number) };
    case 'delivered':
      return {
        subject: w.progress.delivered.subject(number),
        line: w.progress.delivered.line(number, order.invoiceNumber),
      };
    default:
      return { subject: w.progress.other.subject(number), line: w.progress.other.line(number, w.status[order.status]) };
  }
}

/** Packed, shipped or delivered. */
export function orderProgressMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const w = orderMailWords(order.language);
  const number = formatOrderNumber(order.id);
  const tracking = trackingLines(order, ctx, w);
  const { subject, line } = progressWords(order, w, number);
  const title = w.status[order.status];
  const showTracking = order.status === 'shipped' || order.status === 'delivered';
  const hello = w.hello(order.customerName);
  return {
    subject,
    text: textLayout(
      ctx,
      title,
      [
        hello,
        '',
        line,
        ...(showTracking && tracking.text.length > 0 ? ['', ...tracking.text] : []),
        '',
        `${w.progress.orderTotal}: ${formatPaise(order.totalPaise)}`,
        w.yourOrders(ordersLink(ctx, w)),
      ],
      w,
    ),
    html: layout(
      ctx,
      title,
      p(escapeHtml(hello)) +
        p(escapeHtml(line)) +
        (showTracking ? tracking.html : '') +
        p(`${w.progress.orderTotal}: <strong>${formatPaise(order.totalPaise)}</strong>`) +
        (showTracking && tracking.html ? '' : button(ordersLink(ctx, w), w.viewOrders)),
      w,
    ),
  };
}

export function orderCancelledMail(ctx: MailContext, order: MailOrder, reason: CancelReason): RenderedMail {
  const w = orderMailWords(order.language);
  const c = w.cancelled;
  const number = formatOrderNumber(order.id);
  const why =
    reason === 'payment-expired'
      ? c.expired
      : reason === 'customer'
        ? c.customer
        : order.cancelReason
          ? c.adminWithReason(asSentence(order.cancelReason))
          : c.admin;
  const refund = order.paymentStatus === 'paid' ? c.refund(order.totalPaise) : '';
  const line = c.line(number, why, refund);
  const shop = `${ctx.publicUrl}${w.pathPrefix}/products`;
  const hello = w.hello(order.customerName);
  return {
    subject: c.subject(number),
    text: textLayout(ctx, c.title, [hello, '', line, '', `${c.continueShopping}: ${shop}`], w),
    html: layout(ctx, c.title, p(escapeHtml(hello)) + p(escapeHtml(line)) + button(shop, c.continueShopping), w),
  };
}

/** Admin 'Send Update': the order's current status, whatever it is (English: the admin's own words may follow). */
export function orderUpdateMail(ctx: MailContext, order: MailOrder): RenderedMail {
  const w = orderMailWords('en');
  const number = formatOrderNumber(order.id);
  const tracking = order.status === 'shipped' ? trackingLines(order, ctx, w) : { text: [], html: '' };
  const line = `Here is the latest on your order ${number}: ${w.status[order.status]}.`;
  const payment = `Payment: ${w.payment[order.paymentMethod]}, ${order.paymentStatus === 'paid' ? 'paid' : 'not paid yet'}.`;
  const hello = w.hello(order.customerName);
  return {
    subject: `Update on your order ${number}: ${w.status[order.status]}`,
    text: textLayout(ctx, 'Order update', [
      hello,
      '',
      line,
      payment,
      ...(tracking.text.length > 0 ? ['', ...tracking.text] : []),
      '',
      ...orderSummaryText(order, w),
      '',
      w.yourOrders(ordersLink(ctx, w)),
    ]),
    html: layout(
      ctx,
      'Order update',
      p(escapeHtml(hello)) +
        p(escapeHtml(line)) +
        p(escapeHtml(payment)) +
        tracking.html +
        orderSummaryHtml(order, w) +
        (tracking.html ? '' : button(ordersLink(ctx, w), w.viewOrders)),
    ),
  };
}
