import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

/** What the chat message needs of an order: a subset of the API's order shape (rupees). */
export interface WhatsAppOrder {
  orderNumber: string;
  items: readonly { name: string; quantity: number; price: number }[];
  subtotal: number;
  shippingFee: number;
  total: number;
  paymentMethod?: string;
  notes?: string | null;
  shippingAddress: {
    name: string;
    phone: string;
    email?: string;
    street: string;
    city: string;
    state: string;
    pincode: string;
  };
}

export interface WhatsAppMessageOptions {
  shopName?: string;
  /** Budget for the URL-encoded message; wa.me links longer than about 2,000 characters fail on some phones. */
  maxEncodedLength?: number;
}

const DEFAULT_MAX_ENCODED_LENGTH = 1900;
const MAX_ITEM_NAME = 60;

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function itemLine(item: WhatsAppOrder['items'][number], index: number): string {
  const lineTotal = paiseToRupees(rupeesToPaise(item.price) * item.quantity);
  return `${index + 1}. ${shorten(item.name, MAX_ITEM_NAME)} x ${item.quantity} @ ${formatRupees(item.price)} = ${formatRupees(lineTotal)}`;
}

function composeMessage(order: WhatsAppOrder, shownItems: number, shopName: string | undefined): string {
  const a = order.shippingAddress;
  const hidden = order.items.length - shownItems;
  const lines = [
    shopName ? `Hello ${shopName}! I would like to place an order.` : 'Hello! I would like to place an order.',
    '',
    `Order No: ${order.orderNumber}`,
    '',
    'Items:',
    ...order.items.slice(0, shownItems).map(itemLine),
    ...(hidden > 0 ? [`...and ${hidden} more item${hidden === 1 ? '' : 's'}`] : []),
    '',
    `Subtotal: ${formatRupees(order.subtotal)}`,
    `Shipping: ${order.shippingFee > 0 ? formatRupees(order.shippingFee) : 'Free'}`,
    `Total: ${formatRupees(order.total)}`,
    '',
    'Deliver to:',
    a.name,
    a.street,
    `${a.city}, ${a.state} - ${a.pincode}`,
    `Phone: ${a.phone}`,
    ...(a.email ? [`Email: ${a.email}`] : []),
  ];
  if (order.notes) lines.push('', `Notes: ${shorten(order.notes, 200)}`);
  return lines.join('\n');
}

/**
 * The prefilled chat message for a WhatsApp order: items with quantities and prices, totals, the delivery
 * address and the order number. Items that would push the link past the length budget are summarised.
 */
export function buildWhatsAppOrderMessage(order: WhatsAppOrder, options: WhatsAppMessageOptions = {}): string {
  const budget = options.maxEncodedLength ?? DEFAULT_MAX_ENCODED_LENGTH;
  let shown = order.items.length;
  let message = composeMessage(order, shown, options.shopName);
  while (shown > 1 && encodeURIComponent(message).length > budget) {
    shown -= 1;
    message = composeMessage(order, shown, options.shopName);
  }
  return message;
}

/** Digits with the country code, no `+`: a bare 10-digit Indian number gets 91 in front. */
export function normalizeWhatsAppNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * `https://wa.me/<digits>?text=<message>`. encodeURIComponent, not URLSearchParams, which would turn spaces
 * into `+` that WhatsApp shows literally.
 */
export function buildWhatsAppUrl(number: string, message: string): string {
  return `https://wa.me/${normalizeWhatsAppNumber(number)}?text=${encodeURIComponent(message)}`;
}
