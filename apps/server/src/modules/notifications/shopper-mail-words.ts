import { asLocale, type InLocale, wordTable } from '@shop/shared/locale';

/**
 * The words of the mails that answer a shopper's form or request, in each language
 * (docs/decisions/233-hindi-form-and-alert-mails.md): the grievance acknowledgement, resolution and reopening, the
 * shop's reply to a contact message, and the back-in-stock mails. The language is the one the form or request was
 * sent in (the signed-in account's, else the page's), kept on its row. The frame (`lang`, greeting, "sent by",
 * contact line) is the order mails' (order-mail-words.ts). Ticket numbers, dates' figures, the grievance officer's
 * details and the shop's own texts (a resolution, a reply) are shown as they are.
 */
interface ShopperWordTable {
  grievance: {
    follow: string;
    followAt: (url: string) => string;
    officer: (details: string) => string;
    ackSubject: (ticket: string) => string;
    ackLines: (ticket: string, by: string) => string[];
    /** After the officer's line. */
    ackQuote: (ticket: string) => string;
    resolvedSubject: (ticket: string) => string;
    resolvedLead: (ticket: string) => string;
    resolvedAfter: string;
    reopenedSubject: (ticket: string) => string;
    reopenedLines: (ticket: string, by: string) => string[];
  };
  contactReply: { wrote: (name: string) => string };
  backInStock: {
    subject: (product: string) => string;
    wished: (product: string) => string;
    asked: (product: string) => string;
    seeIt: string;
    seeItAt: (url: string) => string;
  };
}

const en: ShopperWordTable = {
  grievance: {
    follow: 'Follow your grievance',
    followAt: (url) => `Follow your grievance: ${url}`,
    officer: (details) => `Grievance officer: ${details}`,
    ackSubject: (ticket) => `Grievance ${ticket} received`,
    ackLines: (ticket, by) => [
      `We have received your grievance and registered it as ${ticket}.`,
      `Our grievance officer will resolve it by ${by} at the latest (within one month of receipt).`,
    ],
    ackQuote: (ticket) =>
      `Please quote ${ticket} in any reply. If you did not file this grievance, you can ignore this mail.`,
    resolvedSubject: (ticket) => `Grievance ${ticket} resolved`,
    resolvedLead: (ticket) => `Our grievance officer has resolved your grievance ${ticket}:`,
    resolvedAfter: 'If you are not satisfied, reply to this mail quoting the ticket number and we will reopen it.',
    reopenedSubject: (ticket) => `Grievance ${ticket} reopened`,
    reopenedLines: (ticket, by) => [
      `We have reopened your grievance ${ticket} and are looking into it again.`,
      `It will be resolved by ${by} at the latest.`,
    ],
  },
  contactReply: { wrote: (name) => `${name} wrote:` },
  backInStock: {
    subject: (product) => `Back in stock: ${product}`,
    wished: (product) => `Good news! ${product}, which you saved to your wishlist, is back in stock.`,
    asked: (product) =>
      `Good news! ${product} is back in stock. You asked us to tell you, so this is our one email about it.`,
    seeIt: 'See it now',
    seeItAt: (url) => `See it now: ${url}`,
  },
};

const hi: ShopperWordTable = {
  grievance: {
    follow: 'अपनी शिकायत की स्थिति देखें',
    followAt: (url) => `अपनी शिकायत की स्थिति देखें: ${url}`,
    officer: (details) => `शिकायत अधिकारी (Grievance Officer): ${details}`,
    ackSubject: (ticket) => `शिकायत ${ticket} हमें मिल गई है`,
    ackLines: (ticket, by) => [
      `हमें आपकी शिकायत मिल गई है और यह ${ticket} नंबर से दर्ज हो गई है।`,
      `हमारे शिकायत अधिकारी इसे ज़्यादा से ज़्यादा ${by} तक सुलझा देंगे (मिलने के एक महीने के अंदर)।`,
    ],
    ackQuote: (ticket) => `हर जवाब में ${ticket} लिखें। अगर यह शिकायत आपने दर्ज नहीं की है, तो इस ईमेल को अनदेखा कर सकते हैं।`,
    resolvedSubject: (ticket) => `शिकायत ${ticket} सुलझा दी गई है`,
    resolvedLead: (ticket) => `हमारे शिकायत अधिकारी ने आपकी शिकायत ${ticket} इस तरह सुलझाई है:`,
    resolvedAfter: 'अगर आप संतुष्ट नहीं हैं, तो टिकट नंबर लिखकर इस ईमेल का जवाब दें, हम इसे फिर से खोल देंगे।',
    reopenedSubject: (ticket) => `शिकायत ${ticket} फिर से खोली गई है`,
    reopenedLines: (ticket, by) => [
      `हमने आपकी शिकायत ${ticket} फिर से खोली है और इसे दोबारा देख रहे हैं।`,
      `इसे ज़्यादा से ज़्यादा ${by} तक सुलझा दिया जाएगा।`,
    ],
  },
  contactReply: { wrote: (name) => `${name} ने लिखा:` },
  backInStock: {
    subject: (product) => `फिर से स्टॉक में: ${product}`,
    wished: (product) => `अच्छी ख़बर! आपकी विशलिस्ट में सहेजा गया ${product} फिर से स्टॉक में है।`,
    asked: (product) =>
      `अच्छी ख़बर! ${product} फिर से स्टॉक में है। आपने हमें बताने को कहा था, इसलिए इसके बारे में यह हमारा एक ही ईमेल है।`,
    seeIt: 'अभी देखें',
    seeItAt: (url) => `अभी देखें: ${url}`,
  },
};

/** The words with their language's page prefix (`''`, `/hi`: decision 249's URLs). */
export type ShopperMailWords = InLocale<ShopperWordTable>;

const WORDS = wordTable({ en, hi });

/** The words for a form's or request's language; English for any other value. */
export function shopperMailWords(language: string | null | undefined): ShopperMailWords {
  return WORDS[asLocale(language)];
}
