import type { OrderStatus } from '@shop/shared/order-status';
import type { PaymentMethod } from '@shop/shared/pricing';
import type { PaymentStatus } from '@shop/shared/schemas/order';
import { accountMailWords } from './account-mail-words';
import { orderMailWords, type OrderMailWords } from './order-mail-words';
import { shopperMailWords, type ShopperMailWords } from './shopper-mail-words';
import { escapeHtml } from '@shop/shared/html-escape';

const ENGLISH = orderMailWords('en');

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
  /** The shop's theme colour (`#rrggbb`, white text readable on it: decision 215); '' = ShopKart's own. */
  themeColor?: string;
  /** Absolute address of the shop's logo; '' = the name alone. */
  logoUrl?: string;
}

const DEFAULT_MAIL_COLOUR = '#4f46e5';
const headerColour = (ctx: MailContext) =>
  /^#[0-9a-f]{6}$/i.test(ctx.themeColor ?? '') ? ctx.themeColor! : DEFAULT_MAIL_COLOUR;

/** The footer's contact and address lines (plain text), from the shop settings. */
export function contactLines(ctx: MailContext, words: OrderMailWords = ENGLISH): string[] {
  const contact = [ctx.supportEmail, ctx.supportPhone].filter(Boolean).join(' · ');
  const lines: string[] = [];
  if (contact) lines.push(words.questions(`${contact}${ctx.supportHours ? ` (${ctx.supportHours})` : ''}`));
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
    /** "Size M / Maroon" for a variant (decision 217). */
    variantTitle?: string | null;
    quantity: number;
    unitPricePaise: number;
    sku: string | null;
    discountPaise?: number;
    gstRatePercent?: number;
  }[];
  /** The admin's reason for cancelling, shown to the customer. */
  cancelReason?: string | null;
  /** The customer's language when ordering (a `Locale`): the order's mails are written in it (decision 258). */
  language?: string;
  /** A COD order's fee asked in advance by UPI and when it was paid (decision 252); absent: none. */
  codFeeAdvancePaise?: number;
  codFeeAdvancePaidAt?: Date | null;
}

export type CancelReason = 'customer' | 'admin' | 'payment-expired';

export { escapeHtml };

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

/** `words`: the language of the mail (its `lang` and footer); English unless an order's mail says otherwise. */
export function layout(ctx: MailContext, title: string, bodyHtml: string, words: OrderMailWords = ENGLISH): string {
  const shop = escapeHtml(ctx.shopName);
  return `<!doctype html>
<html lang="${words.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${headerColour(ctx)};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold">${
    ctx.logoUrl
      ? `<img src="${escapeHtml(ctx.logoUrl)}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:10px;border:0">`
      : ''
  }${shop}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:18px 28px;background:#f8fafc;color:#64748b;font-size:12px">${words.sentBy(shop)} <a href="${escapeHtml(ctx.publicUrl)}" style="color:#4f46e5">${escapeHtml(ctx.publicUrl)}</a>${contactLines(
    ctx,
    words,
  )
    .map((line) => `<br>${escapeHtml(line)}`)
    .join('')}</td></tr>
</table></td></tr></table></body></html>`;
}

export function textLayout(ctx: MailContext, title: string, lines: string[], words: OrderMailWords = ENGLISH): string {
  return [
    title,
    '='.repeat(title.length),
    '',
    ...lines,
    '',
    '--',
    `${ctx.shopName}`,
    ctx.publicUrl,
    ...contactLines(ctx, words),
    '',
  ].join('\n');
}

/** `language`: the account's (decision 253); its words are in account-mail-words.ts. */
export function welcomeMail(ctx: MailContext, user: { name: string; language?: string }): RenderedMail {
  const w = orderMailWords(user.language);
  const a = accountMailWords(user.language);
  const title = a.welcome.title(ctx.shopName);
  const shopLink = `${ctx.publicUrl}${a.pathPrefix}/products`;
  return {
    subject: title,
    text: textLayout(ctx, title, [w.hello(user.name), '', a.welcome.line, '', a.welcome.start(shopLink)], w),
    html: layout(
      ctx,
      title,
      p(escapeHtml(w.hello(user.name))) + p(escapeHtml(a.welcome.line)) + button(shopLink, a.welcome.button),
      w,
    ),
  };
}

/** An admin's own words to one user or to many. */
/** `words`: the frame's language (a return mail's is its customer's, decision 253); English by default. */
export function adminMessageMail(
  ctx: MailContext,
  input: { subject: string; message: string; name?: string },
  words: OrderMailWords = ENGLISH,
): RenderedMail {
  const hello = input.name ? words.hello(input.name) : words === ENGLISH ? 'Hello,' : words.hello('');
  return {
    subject: input.subject,
    text: textLayout(ctx, input.subject, [hello, '', input.message], words),
    html: layout(ctx, input.subject, p(escapeHtml(hello)) + paragraphsHtml(input.message), words),
  };
}

/** A mail whose point is one single-use link: reset and verification, in the account's language. */
function linkMail(
  ctx: MailContext,
  input: { name: string; link: string; language?: string },
  words: { title: string; subject: string; lines: string[]; button: string; ignore: string },
): RenderedMail {
  const w = orderMailWords(input.language);
  const a = accountMailWords(input.language);
  return {
    subject: words.subject,
    text: textLayout(ctx, words.title, [w.hello(input.name), '', ...words.lines, '', input.link, '', words.ignore], w),
    html: layout(
      ctx,
      words.title,
      p(escapeHtml(w.hello(input.name))) +
        p(words.lines.map(escapeHtml).join(' ')) +
        button(input.link, words.button) +
        p(
          `${escapeHtml(a.pasteLink)}<br><a href="${escapeHtml(input.link)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.link)}</a>`,
        ) +
        p(escapeHtml(words.ignore)),
      w,
    ),
  };
}

/** `link` already points at the page in the account's language (`/hi/reset-password` for Hindi). */
export function passwordResetMail(
  ctx: MailContext,
  input: { name: string; link: string; language?: string },
): RenderedMail {
  const { reset } = accountMailWords(input.language);
  return linkMail(ctx, input, { ...reset, subject: reset.subject(ctx.shopName) });
}

/** The link that verifies a new account's address (docs/decisions/150-email-verification.md). */
export function emailVerificationMail(
  ctx: MailContext,
  input: { name: string; link: string; language?: string },
): RenderedMail {
  const { verify } = accountMailWords(input.language);
  return linkMail(ctx, input, { ...verify, subject: verify.subject(ctx.shopName), lines: verify.lines(ctx.shopName) });
}

/** The product page in the mail's language: `/hi/products/:id` for Hindi (decision 249's URLs). */
const productLink = (ctx: MailContext, productId: string, words: ShopperMailWords) =>
  `${ctx.publicUrl}${words.pathPrefix}/products/${productId}`;

/** One back-in-stock mail: the greeting, one line, and the product's link. */
function backInStock(
  ctx: MailContext,
  name: string,
  product: { id: string; name: string },
  line: (words: ShopperMailWords, product: string) => string,
  language: string | undefined,
): RenderedMail {
  const frame = orderMailWords(language);
  const words = shopperMailWords(language);
  const title = words.backInStock.subject(product.name);
  const link = productLink(ctx, product.id, words);
  const said = line(words, product.name);
  const hello = frame.hello(name);
  return {
    subject: title,
    text: textLayout(ctx, title, [hello, '', said, '', words.backInStock.seeItAt(link)], frame),
    html: layout(ctx, title, p(escapeHtml(hello)) + p(escapeHtml(said)) + button(link, words.backInStock.seeIt), frame),
  };
}

/**
 * A wished product is in stock again (docs/decisions/133-back-in-stock-once.md), in the wisher's account language
 * (decision 233); `product.name` is already the name in that language.
 */
export function backInStockMail(
  ctx: MailContext,
  user: { name: string; language?: string },
  product: { id: string; name: string },
): RenderedMail {
  return backInStock(ctx, user.name, product, (w, name) => w.backInStock.wished(name), user.language);
}

/**
 * A "Notify me when back in stock" request is answered (docs/decisions/212-back-in-stock-requests.md): once, to
 * the address given on the product page, signed in or not, in the language the request was made in (decision 233).
 */
export function stockAlertMail(
  ctx: MailContext,
  product: { id: string; name: string },
  language?: string,
): RenderedMail {
  return backInStock(ctx, '', product, (w, name) => w.backInStock.asked(name), language);
}
