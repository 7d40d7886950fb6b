import { formatOrderNumber } from '@shop/shared/order-number';
import { plural } from '@shop/shared/plural';
import { button, escapeHtml, layout, p, textLayout, type MailContext, type RenderedMail } from './mail-templates';

export interface DeliveryIssueMail {
  name: string;
  orderId: string;
  reason: string;
  attempts: number;
  /** `/orders/:id/delivery-issue?token=...` */
  path: string;
}

/** To the buyer: the courier could not deliver; choose a day, correct the phone or address, or cancel (issue 37). */
export function deliveryIssueMail(ctx: MailContext, mail: DeliveryIssueMail): RenderedMail {
  const number = formatOrderNumber(mail.orderId);
  const subject = `We could not deliver order ${number}`;
  const why = mail.reason ? ` The courier says: "${mail.reason}".` : '';
  const lead = `Hello ${mail.name}, the courier tried to deliver your order ${number} but could not (${plural(mail.attempts, 'attempt')} so far).${why}`;
  const ask =
    'Tell us what to do within a day: pick a day for the next attempt, correct your phone number or address, or cancel a cash-on-delivery order. No sign-in needed.';
  const link = `${ctx.publicUrl}${mail.path}`;
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', ask, '', `Answer here: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(lead)) + p(escapeHtml(ask)) + button(link, 'Choose what to do')),
  };
}

export interface DeliveryUnansweredMail {
  orderId: string;
  awb: string | null;
  reason: string;
  attempts: number;
}

/** To the merchant: a failed delivery nobody answered for a day; the parcel will go back unless someone acts. */
export function deliveryUnansweredAlert(ctx: MailContext, alert: DeliveryUnansweredMail): RenderedMail {
  const number = formatOrderNumber(alert.orderId);
  const subject = `Failed delivery not answered: order ${number}`;
  const awb = alert.awb ? ` (AWB ${alert.awb})` : '';
  const lead = `The courier could not deliver order ${number}${awb}: ${alert.reason || 'no reason given'} (${plural(alert.attempts, 'attempt')}). The buyer has not answered for a day. Call them and choose a re-attempt day, or return the parcel, from Deliveries; unanswered, the courier returns it to you at your cost.`;
  const link = `${ctx.publicUrl}/admin/deliveries`;
  return {
    subject,
    text: textLayout(ctx, subject, [lead, '', `Open Deliveries: ${link}`]),
    html: layout(ctx, subject, p(escapeHtml(lead)) + button(link, 'Open Deliveries')),
  };
}
