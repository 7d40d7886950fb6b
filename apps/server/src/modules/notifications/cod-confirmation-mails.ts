import { formatOrderNumber } from '@shop/shared/order-number';
import { formatIndiaDeadline } from '@shop/shared/india-calendar';
import {
  button,
  escapeHtml,
  layout,
  p,
  textLayout,
  type MailContext,
  type MailOrder,
  type RenderedMail,
} from './mail-templates';
import { orderSummaryHtml, orderSummaryText } from './order-mail-templates';
import { orderMailWords } from './order-mail-words';

/** What a COD order awaiting its buyer's confirmation says in a mail (docs/decisions/227-cod-confirmation.md). */
export function codConfirmationLines(order: MailOrder & { codConfirmBy?: Date | string | null }, url: string) {
  const w = orderMailWords(order.language);
  const confirm = w.cod.confirm(order.codConfirmBy ? formatIndiaDeadline(order.codConfirmBy) : '');
  return {
    text: [confirm, w.cod.link(url)],
    html: p(escapeHtml(confirm)) + button(url, w.cod.button),
  };
}

/** The one reminder halfway through the window. */
export function codConfirmationReminderMail(
  ctx: MailContext,
  order: MailOrder & { codConfirmBy?: Date | string | null },
  url: string,
): RenderedMail {
  const w = orderMailWords(order.language);
  const number = formatOrderNumber(order.id);
  const title = w.cod.reminderTitle(number);
  const lines = codConfirmationLines(order, url);
  const hello = w.hello(order.customerName);
  const lead = w.cod.reminderLead(number, order.totalPaise);
  return {
    subject: w.cod.reminderSubject(ctx.shopName, number),
    text: textLayout(ctx, title, [hello, '', lead, '', ...lines.text, '', ...orderSummaryText(order, w)], w),
    html: layout(ctx, title, p(escapeHtml(hello)) + p(escapeHtml(lead)) + lines.html + orderSummaryHtml(order, w), w),
  };
}
