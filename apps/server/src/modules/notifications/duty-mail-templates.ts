import { formatIndiaDate } from '@shop/shared/india-calendar';
import { formatPaise } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { button, escapeHtml, layout, p, textLayout, type MailContext, type RenderedMail } from './mail-templates';

/** Mails that hold the shop to a promise made to shoppers by law or by its own policy (issue 33). */

export interface OverdueRefundMail {
  returnId: string;
  orderId: string;
  amountPaise: number;
  dueAt: Date;
  method: 'razorpay' | 'manual';
}

/** To the shop: a return's refund is past the 15 business days the returns policy promises (decision 178). */
export function refundOverdueAlert(ctx: MailContext, refund: OverdueRefundMail): RenderedMail {
  const number = formatOrderNumber(refund.orderId);
  const subject = `Refund overdue for order ${number}`;
  const how =
    refund.method === 'manual'
      ? 'Pay the cash-on-delivery payout and record its reference on the return.'
      : 'Send the refund from the return (or the Razorpay dashboard) and check why it has not gone through.';
  const lead =
    `The refund of ${formatPaise(refund.amountPaise)} for the return of order ${number} was due by ` +
    `${formatIndiaDate(refund.dueAt)} (15 business days after the return was received) and has not been paid. ${how}`;
  const link = `${ctx.publicUrl}/admin/returns`;
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', `Open the returns: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(lead)) + button(link, 'Open the returns')),
  };
}
