import { asLocale, type InLocale, wordTable } from '@shop/shared/locale';
import { formatPaise } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-status';
import type { PaymentMethod } from '@shop/shared/pricing';

/**
 * The words of the customer's order mails in each language (docs/decisions/258-hindi-catalogue-content.md): the
 * order's language (its customer's, when placed) picks them. Figures, order numbers and product names are the
 * same in both; the GST line and "Tax invoice" keep their English legal wording beside the Hindi.
 */
interface OrderWordTable {
  hello: (name: string) => string;
  sentBy: (shop: string) => string;
  questions: (contact: string) => string;
  payment: Record<PaymentMethod, string>;
  status: Record<OrderStatus, string>;
  date: Intl.DateTimeFormat;
  summary: {
    orderNumber: string;
    date: string;
    paymentMethod: string;
    items: string;
    item: string;
    qty: string;
    price: string;
    total: string;
    subtotal: string;
    shipping: string;
    free: string;
    deliveryAddress: string;
    phone: string;
  };
  viewOrders: string;
  trackOrders: (url: string) => string;
  yourOrders: (url: string) => string;
  placed: {
    title: (n: string) => string;
    subject: (shop: string, n: string) => string;
    thanks: (payNote: string) => string;
    payOnline: string;
    payCod: (amount: number) => string;
    /** decision 252: the COD fee asked in advance by UPI, not paid yet. */
    payCodFeeFirst: (fee: number, due: number) => string;
    payWhatsapp: string;
  };
  paid: {
    title: string;
    subject: (n: string) => string;
    line: (amount: number, n: string, method: string) => string;
    /** decision 252: a COD order's online payment is its fee in advance; the rest is paid at the door. */
    codFeeLine: (fee: number, n: string, due: number) => string;
  };
  tracking: { number: string; track: string; trackAt: (url: string) => string };
  progress: {
    packed: { subject: (n: string) => string; line: (n: string) => string };
    shipped: { subject: (n: string) => string; line: (n: string) => string };
    delivered: { subject: (n: string) => string; line: (n: string, invoice: string | null) => string };
    other: { subject: (n: string) => string; line: (n: string, status: string) => string };
    orderTotal: string;
  };
  cancelled: {
    title: string;
    subject: (n: string) => string;
    expired: string;
    customer: string;
    adminWithReason: (reason: string) => string;
    admin: string;
    refund: (amount: number) => string;
    line: (n: string, why: string, refund: string) => string;
    continueShopping: string;
  };
  cod: {
    confirm: (by: string) => string;
    link: (url: string) => string;
    button: string;
    reminderTitle: (n: string) => string;
    reminderSubject: (shop: string, n: string) => string;
    reminderLead: (n: string, amount: number) => string;
  };
}

const dateIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

const en: OrderWordTable = {
  hello: (name) => `Hello ${name.trim() || 'there'},`,
  sentBy: (shop) => `This email was sent by ${shop}.`,
  questions: (contact) => `Questions? ${contact}`,
  payment: {
    cod: 'Cash on Delivery',
    razorpay: 'Online payment (UPI, cards, netbanking)',
    whatsapp: 'WhatsApp order',
  },
  status: {
    pending: 'Order placed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  date: dateIn('en-IN'),
  summary: {
    orderNumber: 'Order number',
    date: 'Date',
    paymentMethod: 'Payment method',
    items: 'Items',
    item: 'Item',
    qty: 'Qty',
    price: 'Price',
    total: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    deliveryAddress: 'Delivery address',
    phone: 'Phone',
  },
  viewOrders: 'View my orders',
  trackOrders: (url) => `Track your orders: ${url}`,
  yourOrders: (url) => `Your orders: ${url}`,
  placed: {
    title: (n) => `Order ${n} placed`,
    subject: (shop, n) => `Your ${shop} order ${n} has been placed`,
    thanks: (payNote) => `Thank you for your order. ${payNote}`,
    payOnline: 'We will start packing as soon as your online payment is confirmed.',
    payCod: (amount) => `Please keep ${formatPaise(amount)} ready to pay on delivery.`,
    payCodFeeFirst: (fee, due) =>
      `Pay ${formatPaise(fee)} COD fee now by UPI; pay ${formatPaise(due)} on delivery. We will start packing once the COD fee is paid.`,
    payWhatsapp: 'We will confirm the details with you on WhatsApp.',
  },
  paid: {
    title: 'Payment received',
    subject: (n) => `Payment received for order ${n}`,
    line: (amount, n, method) => `We have received your payment of ${formatPaise(amount)} for order ${n} (${method}).`,
    codFeeLine: (fee, n, due) =>
      `We have received your COD fee of ${formatPaise(fee)} for order ${n} (UPI). ${formatPaise(due)} to pay on delivery.`,
  },
  tracking: {
    number: 'Tracking number',
    track: 'Track your shipment',
    trackAt: (url) => `Track your shipment: ${url}`,
  },
  progress: {
    packed: {
      subject: (n) => `Your order ${n} has been packed`,
      line: (n) => `Good news: your order ${n} has been packed and will be handed to the courier soon.`,
    },
    shipped: { subject: (n) => `Your order ${n} has been shipped`, line: (n) => `Your order ${n} is on its way.` },
    delivered: {
      subject: (n) => `Your order ${n} has been delivered`,
      line: (n, invoice) =>
        `Your order ${n} has been delivered. Your tax invoice${invoice ? ` ${invoice}` : ''} is attached to this email.`,
    },
    other: {
      subject: (n) => `Update on your order ${n}`,
      line: (n, status) => `Your order ${n} is now: ${status}.`,
    },
    orderTotal: 'Order total',
  },
  cancelled: {
    title: 'Order cancelled',
    subject: (n) => `Your order ${n} has been cancelled`,
    expired: 'We did not receive the online payment in time, so the order was cancelled and nothing was charged.',
    customer: 'It was cancelled at your request.',
    adminWithReason: (reason) =>
      `It was cancelled by our team. Reason: ${reason} Please contact us if you have any questions.`,
    admin: 'It was cancelled by our team. Please contact us if you have any questions.',
    refund: (amount) => ` Your payment of ${formatPaise(amount)} will be refunded to the original payment method.`,
    line: (n, why, refund) => `Your order ${n} has been cancelled. ${why}${refund}`,
    continueShopping: 'Continue shopping',
  },
  cod: {
    confirm: (by) =>
      `Please confirm this cash-on-delivery order${by ? ` by ${by}` : ''}. We pack it only once you confirm; unconfirmed orders are cancelled.`,
    link: (url) => `Confirm, cancel or change the delivery address: ${url}`,
    button: 'Confirm my order',
    reminderTitle: (n) => `Please confirm order ${n}`,
    reminderSubject: (shop, n) => `Reminder: please confirm your ${shop} order ${n}`,
    reminderLead: (n, amount) =>
      `Your cash-on-delivery order ${n} of ${formatPaise(amount)} is waiting for your confirmation.`,
  },
};

const hi: OrderWordTable = {
  hello: (name) => `नमस्ते ${name.trim() || 'जी'},`,
  sentBy: (shop) => `यह ईमेल ${shop} ने भेजा है।`,
  questions: (contact) => `कोई सवाल? ${contact}`,
  payment: {
    cod: 'कैश ऑन डिलीवरी (Cash on Delivery)',
    razorpay: 'ऑनलाइन भुगतान (UPI, कार्ड, नेटबैंकिंग)',
    whatsapp: 'WhatsApp ऑर्डर',
  },
  status: {
    pending: 'ऑर्डर हो गया',
    packed: 'पैक हो गया',
    shipped: 'भेज दिया गया',
    delivered: 'डिलीवर हो गया',
    cancelled: 'रद्द',
  },
  date: dateIn('hi-IN'),
  summary: {
    orderNumber: 'ऑर्डर नंबर',
    date: 'तारीख़',
    paymentMethod: 'भुगतान का तरीका',
    items: 'सामान',
    item: 'सामान',
    qty: 'मात्रा',
    price: 'दाम',
    total: 'कुल',
    subtotal: 'सामान का जोड़',
    shipping: 'डिलीवरी शुल्क',
    free: 'मुफ़्त',
    deliveryAddress: 'डिलीवरी का पता',
    phone: 'फ़ोन',
  },
  viewOrders: 'मेरे ऑर्डर देखें',
  trackOrders: (url) => `अपने ऑर्डर ट्रैक करें: ${url}`,
  yourOrders: (url) => `आपके ऑर्डर: ${url}`,
  placed: {
    title: (n) => `ऑर्डर ${n} हो गया`,
    subject: (shop, n) => `${shop} पर आपका ऑर्डर ${n} हो गया है`,
    thanks: (payNote) => `ऑर्डर के लिए धन्यवाद। ${payNote}`,
    payOnline: 'आपका ऑनलाइन भुगतान पक्का होते ही हम पैकिंग शुरू करेंगे।',
    payCod: (amount) => `कृपया डिलीवरी पर देने के लिए ${formatPaise(amount)} तैयार रखें।`,
    payCodFeeFirst: (fee, due) =>
      `अभी UPI से ${formatPaise(fee)} COD फ़ीस दें; बाकी ${formatPaise(due)} डिलीवरी पर दें। COD फ़ीस मिलते ही हम पैकिंग शुरू करेंगे।`,
    payWhatsapp: 'हम WhatsApp पर आपसे जानकारी पक्की करेंगे।',
  },
  paid: {
    title: 'भुगतान मिल गया',
    subject: (n) => `ऑर्डर ${n} का भुगतान मिल गया`,
    line: (amount, n, method) => `हमें ऑर्डर ${n} के लिए आपका ${formatPaise(amount)} का भुगतान मिल गया है (${method})।`,
    codFeeLine: (fee, n, due) =>
      `हमें ऑर्डर ${n} के लिए आपकी ${formatPaise(fee)} की COD फ़ीस मिल गई है (UPI)। डिलीवरी पर ${formatPaise(due)} देने हैं।`,
  },
  tracking: {
    number: 'ट्रैकिंग नंबर',
    track: 'अपना पार्सल ट्रैक करें',
    trackAt: (url) => `अपना पार्सल ट्रैक करें: ${url}`,
  },
  progress: {
    packed: {
      subject: (n) => `आपका ऑर्डर ${n} पैक हो गया है`,
      line: (n) => `अच्छी ख़बर: आपका ऑर्डर ${n} पैक हो गया है और जल्द ही कूरियर को सौंप दिया जाएगा।`,
    },
    shipped: { subject: (n) => `आपका ऑर्डर ${n} भेज दिया गया है`, line: (n) => `आपका ऑर्डर ${n} रास्ते में है।` },
    delivered: {
      subject: (n) => `आपका ऑर्डर ${n} डिलीवर हो गया है`,
      line: (n, invoice) =>
        `आपका ऑर्डर ${n} डिलीवर हो गया है। आपका टैक्स इनवॉइस (Tax Invoice)${invoice ? ` ${invoice}` : ''} इस ईमेल के साथ लगा है।`,
    },
    other: {
      subject: (n) => `आपके ऑर्डर ${n} की जानकारी`,
      line: (n, status) => `आपका ऑर्डर ${n} अब: ${status}।`,
    },
    orderTotal: 'ऑर्डर की कुल रक़म',
  },
  cancelled: {
    title: 'ऑर्डर रद्द हो गया',
    subject: (n) => `आपका ऑर्डर ${n} रद्द हो गया है`,
    expired: 'ऑनलाइन भुगतान समय पर नहीं मिला, इसलिए ऑर्डर रद्द हो गया और कोई पैसा नहीं कटा।',
    customer: 'यह आपके कहने पर रद्द किया गया।',
    // The merchant's reason is shown as typed (usually English).
    adminWithReason: (reason) => `इसे हमारी टीम ने रद्द किया। कारण: ${reason} कोई सवाल हो तो हमसे संपर्क करें।`,
    admin: 'इसे हमारी टीम ने रद्द किया। कोई सवाल हो तो हमसे संपर्क करें।',
    refund: (amount) =>
      ` आपका ${formatPaise(amount)} का भुगतान उसी तरीके से वापस (refund) किया जाएगा जिससे आपने भुगतान किया था।`,
    line: (n, why, refund) => `आपका ऑर्डर ${n} रद्द हो गया है। ${why}${refund}`,
    continueShopping: 'ख़रीदारी जारी रखें',
  },
  cod: {
    confirm: (by) =>
      `कृपया इस कैश ऑन डिलीवरी ऑर्डर को${by ? ` ${by} तक` : ''} पक्का करें। आपके पक्का करने के बाद ही हम इसे पैक करेंगे; बिना पक्के ऑर्डर रद्द हो जाते हैं।`,
    link: (url) => `पक्का करें, रद्द करें या डिलीवरी का पता बदलें: ${url}`,
    button: 'मेरा ऑर्डर पक्का करें',
    reminderTitle: (n) => `कृपया ऑर्डर ${n} पक्का करें`,
    reminderSubject: (shop, n) => `याद दिलाना: कृपया ${shop} पर अपना ऑर्डर ${n} पक्का करें`,
    reminderLead: (n, amount) =>
      `आपका ${formatPaise(amount)} का कैश ऑन डिलीवरी ऑर्डर ${n} आपके पक्का करने का इंतज़ार कर रहा है।`,
  },
};

/** The words with their language (the mail's `<html lang>`) and its page prefix (`''`, `/hi`: decision 249's URLs). */
export type OrderMailWords = InLocale<OrderWordTable>;

const WORDS = wordTable({ en, hi });

/** The words for an order's language; English for any other value. */
export function orderMailWords(language: string | null | undefined): OrderMailWords {
  return WORDS[asLocale(language)];
}
