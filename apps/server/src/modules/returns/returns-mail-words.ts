import { asLocale, type InLocale, wordTable } from '@shop/shared/locale';
import { formatPaise } from '@shop/shared/money';
import { RETURN_REASON_LABELS, type ReturnReason } from '@shop/shared/returns';

/**
 * The words of the return, refund and exchange mails in each language (docs/decisions/253-hindi-policies-and-account-mails.md):
 * the account's saved language (`users.language`) picks them, English otherwise. Figures, order numbers, product
 * names as ordered and the merchant's own notes stay as they are.
 */
interface ReturnWordTable {
  reason: Record<ReturnReason, string>;
  requested: {
    subject: (n: string) => string;
    message: (what: string, items: string, exchangeFor: string | null, reason: string) => string;
  };
  openedByShop: { subject: (n: string) => string; message: (items: string, reason: string, note: string) => string };
  approved: {
    subject: (n: string, exchange: boolean) => string;
    message: (exchange: boolean, replacement: string) => string;
    replacement: (title: string, n: string, difference: string) => string;
    dearer: (amount: number) => string;
    cheaper: (amount: number) => string;
    same: string;
  };
  rejected: { subject: (n: string) => string; message: (note: string) => string };
  pickup: { subject: (n: string) => string; message: (awb: string) => string };
  inTransit: { subject: (n: string) => string; message: string };
  received: {
    subject: (n: string) => string;
    exchanged: string;
    refund: (amount: number, by: string, days: number) => string;
  };
  refunded: {
    subject: (amount: number, n: string) => string;
    online: (amount: number, refundId: string) => string;
    payout: (amount: number, payee: string, reference: string) => string;
  };
  replacementCancelled: {
    subject: (n: string) => string;
    message: (replacement: string, amount: number, how: string, when: string) => string;
    original: string;
    to: (payee: string) => string;
    askPayout: string;
    by: (date: string) => string;
    onArrival: string;
  };
  date: (at: Date) => string;
}

const dateIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return (at: Date) => format.format(at);
};

const en: ReturnWordTable = {
  reason: RETURN_REASON_LABELS,
  requested: {
    subject: (n) => `We received your return request for order ${n}`,
    message: (what, items, exchangeFor, reason) =>
      `Your request to ${what === 'exchange' ? 'exchange' : 'return'} ${items} ` +
      (exchangeFor ? `for ${exchangeFor} ` : '') +
      `(${reason.toLowerCase()}) has reached us. We will review it and write to you within 2 business days.`,
  },
  openedByShop: {
    subject: (n) => `We have opened a return for order ${n}`,
    message: (items, reason, note) =>
      `As agreed with you, we have opened a return of ${items} (${reason.toLowerCase()}).\n\n${note}\n\n` +
      'We will write to you again when the courier is booked to collect it.',
  },
  approved: {
    subject: (n, exchange) => `Your ${exchange ? 'exchange' : 'return'} of order ${n} is approved`,
    message: (exchange, replacement) =>
      `We have approved your ${exchange ? 'exchange' : 'return'}. We are booking a courier to collect it.${replacement}`,
    replacement: (title, n, difference) => ` Your replacement, ${title}, is order ${n}. ${difference}`,
    dearer: (amount) => `The replacement costs ${formatPaise(amount)} more: please pay it from My Orders.`,
    cheaper: (amount) => `The replacement costs ${formatPaise(amount)} less: we refund it once your return arrives.`,
    same: 'The prices are the same: there is nothing to pay or refund.',
  },
  rejected: {
    subject: (n) => `About your return request for order ${n}`,
    message: (note) => `We could not accept this return: ${note}`,
  },
  pickup: {
    subject: (n) => `Pickup booked for your return of order ${n}`,
    message: (awb) =>
      `A courier will collect the items from your delivery address${awb}. Please pack them with their tags and accessories.`,
  },
  inTransit: {
    subject: (n) => `Your return of order ${n} was picked up`,
    message: 'The courier has collected your return. We will check it as soon as it arrives and then refund you.',
  },
  received: {
    subject: (n) => `We received your return of order ${n}`,
    exchanged: 'Your return has arrived and been checked. Your exchange is complete: there is nothing to refund.',
    refund: (amount, by, days) =>
      `Your return has arrived and been checked. Your refund of ${formatPaise(amount)} will be sent by ${by} (within ${days} business days).`,
  },
  refunded: {
    subject: (amount, n) => `Refund of ${formatPaise(amount)} for order ${n}`,
    online: (amount, refundId) =>
      `We have refunded ${formatPaise(amount)} to your original payment method (Razorpay refund ${refundId}). ` +
      'Banks usually show it within 5-7 business days.',
    payout: (amount, payee, reference) =>
      `We have paid ${formatPaise(amount)} to ${payee}. Payment reference: ${reference}.`,
  },
  replacementCancelled: {
    subject: (n) => `Your replacement for order ${n} was cancelled`,
    message: (replacement, amount, how, when) =>
      `We could not send the replacement of your exchange (order ${replacement}). ` +
      `We will refund the value of the item you returned, ${formatPaise(amount)}, ${how}${when}.`,
    original: 'to your original payment method',
    to: (payee) => `to ${payee}`,
    askPayout:
      'by bank transfer or UPI: please reply to this mail with your UPI ID or bank account (name, number, IFSC)',
    by: (date) => ` by ${date}`,
    onArrival: ' once your return reaches us',
  },
  date: dateIn('en-IN'),
};

const hi: ReturnWordTable = {
  reason: {
    wrong_item: 'ग़लत सामान पहुँचा',
    damaged: 'सामान टूटा-फूटा पहुँचा',
    not_as_described: 'विवरण से काफ़ी अलग',
    late_delivery: 'वादे से देर से पहुँचा',
    defect_after_48h: 'पहले 48 घंटे के बाद ख़राबी मिली',
    exchange_size: 'दूसरे साइज़ या रंग से बदलना',
  },
  requested: {
    subject: (n) => `ऑर्डर ${n} की वापसी का आपका अनुरोध हमें मिल गया है`,
    message: (what, items, exchangeFor, reason) =>
      `${items} ${exchangeFor ? `को ${exchangeFor} से बदलने` : what === 'exchange' ? 'बदलने' : 'लौटाने'} का आपका अनुरोध ` +
      `(${reason}) हमें मिल गया है। हम इसे देखकर 2 कामकाजी दिनों में आपको लिखेंगे।`,
  },
  openedByShop: {
    subject: (n) => `हमने ऑर्डर ${n} की वापसी खोल दी है`,
    message: (items, reason, note) =>
      `आपसे हुई बात के अनुसार, हमने ${items} की वापसी खोल दी है (${reason})।\n\n${note}\n\n` +
      'कूरियर बुक होने पर हम आपको फिर लिखेंगे।',
  },
  approved: {
    subject: (n, exchange) => `ऑर्डर ${n} ${exchange ? 'का बदलाव' : 'की वापसी'} मंज़ूर हो गई है`,
    message: (exchange, replacement) =>
      `हमने आपकी ${exchange ? 'बदलाव' : 'वापसी'} की अर्ज़ी मंज़ूर कर दी है। सामान लेने के लिए हम कूरियर बुक कर रहे हैं।${replacement}`,
    replacement: (title, n, difference) => ` आपका बदला हुआ सामान, ${title}, ऑर्डर ${n} है। ${difference}`,
    dearer: (amount) => `बदला हुआ सामान ${formatPaise(amount)} महँगा है: कृपया इसे मेरे ऑर्डर से चुकाएँ।`,
    cheaper: (amount) => `बदला हुआ सामान ${formatPaise(amount)} सस्ता है: आपकी वापसी पहुँचने पर हम यह लौटा देंगे।`,
    same: 'दाम बराबर हैं: न कुछ चुकाना है, न कुछ लौटाना।',
  },
  rejected: {
    subject: (n) => `ऑर्डर ${n} की वापसी के आपके अनुरोध के बारे में`,
    message: (note) => `हम यह वापसी स्वीकार नहीं कर सके: ${note}`,
  },
  pickup: {
    subject: (n) => `ऑर्डर ${n} की वापसी के लिए पिकअप बुक हो गया है`,
    message: (awb) => `कूरियर आपके डिलीवरी पते से सामान ले जाएगा${awb}। कृपया सामान को उसके टैग और साथ आई चीज़ों के साथ पैक करें।`,
  },
  inTransit: {
    subject: (n) => `ऑर्डर ${n} की आपकी वापसी उठा ली गई है`,
    message: 'कूरियर ने आपकी वापसी ले ली है। पहुँचते ही हम इसे जाँचेंगे और फिर आपको रिफ़ंड करेंगे।',
  },
  received: {
    subject: (n) => `ऑर्डर ${n} की आपकी वापसी हमें मिल गई है`,
    exchanged: 'आपकी वापसी पहुँच गई है और जाँच ली गई है। आपका बदलाव पूरा हुआ: कुछ भी रिफ़ंड नहीं करना है।',
    refund: (amount, by, days) =>
      `आपकी वापसी पहुँच गई है और जाँच ली गई है। आपका ${formatPaise(amount)} का रिफ़ंड ${by} तक भेज दिया जाएगा (${days} कामकाजी दिनों के भीतर)।`,
  },
  refunded: {
    subject: (amount, n) => `ऑर्डर ${n} के लिए ${formatPaise(amount)} का रिफ़ंड`,
    online: (amount, refundId) =>
      `हमने ${formatPaise(amount)} आपके भुगतान के मूल तरीक़े पर लौटा दिए हैं (Razorpay रिफ़ंड ${refundId})। ` +
      'बैंक आमतौर पर इसे 5-7 कामकाजी दिनों में दिखाते हैं।',
    payout: (amount, payee, reference) => `हमने ${formatPaise(amount)} ${payee} को भेज दिए हैं। भुगतान संदर्भ: ${reference}।`,
  },
  replacementCancelled: {
    subject: (n) => `ऑर्डर ${n} के लिए आपका बदला हुआ सामान रद्द हो गया है`,
    message: (replacement, amount, how, when) =>
      `हम आपके बदलाव का सामान (ऑर्डर ${replacement}) नहीं भेज सके। ` +
      `आपके लौटाए सामान की क़ीमत, ${formatPaise(amount)}, हम ${how}${when} लौटा देंगे।`,
    original: 'आपके भुगतान के मूल तरीक़े पर',
    to: (payee) => `${payee} पर`,
    askPayout: 'बैंक ट्रांसफ़र या UPI से: कृपया इस मेल के जवाब में अपना UPI ID या बैंक खाता (नाम, नंबर, IFSC) भेजें',
    by: (date) => ` ${date} तक`,
    onArrival: ' आपकी वापसी हम तक पहुँचने पर',
  },
  date: dateIn('hi-IN'),
};

/** The words with their language (`locale`: the mail's frame follows it). */
export type ReturnMailWords = InLocale<ReturnWordTable>;

const WORDS = wordTable({ en, hi });

/** The account's language (one the shop does not have is English). */
export function returnMailWords(language: string | null | undefined): ReturnMailWords {
  return WORDS[asLocale(language)];
}

/** The items of a return, "2 x Kurta, 1 x Dupatta", the same in both languages. */
export const itemsLine = (items: readonly { quantity: number; name: string }[]) =>
  items.map((i) => `${i.quantity} x ${i.name}`).join(', ');
