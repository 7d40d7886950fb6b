import { asLocale, type InLocale, wordTable } from '@shop/shared/locale';

/**
 * The words of the account mails in each language (docs/decisions/253-hindi-policies-and-account-mails.md): the
 * account's saved language (`users.language`, decision 249) picks them. The mail's frame (its `lang`, "sent by",
 * the contact line) is the order mails' (order-mail-words.ts), so every mail of one language reads alike.
 */
interface AccountWordTable {
  pasteLink: string;
  welcome: { title: (shop: string) => string; line: string; start: (url: string) => string; button: string };
  reset: { title: string; subject: (shop: string) => string; lines: string[]; button: string; ignore: string };
  verify: {
    title: string;
    subject: (shop: string) => string;
    lines: (shop: string) => string[];
    button: string;
    ignore: string;
  };
}

const en: AccountWordTable = {
  pasteLink: 'Or paste this link into your browser:',
  welcome: {
    title: (shop) => `Welcome to ${shop}!`,
    line: 'Your account is ready. You can now check out faster, save your address and track your orders.',
    start: (url) => `Start shopping: ${url}`,
    button: 'Start shopping',
  },
  reset: {
    title: 'Reset your password',
    subject: (shop) => `Reset your ${shop} password`,
    lines: [
      'We received a request to reset the password of your account.',
      'The link below works once and expires in one hour.',
    ],
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  verify: {
    title: 'Confirm your email address',
    subject: (shop) => `Confirm your email address for ${shop}`,
    lines: (shop) => [
      `Please confirm that this is your email address, so that ${shop} can link your messages and orders to your account.`,
      'The link below works once and expires in 48 hours.',
    ],
    button: 'Confirm my email address',
    ignore: 'If you did not create an account, ignore this email: nothing will be linked to this address.',
  },
};

const hi: AccountWordTable = {
  pasteLink: 'या यह लिंक अपने ब्राउज़र में चिपकाएँ:',
  welcome: {
    title: (shop) => `${shop} में आपका स्वागत है!`,
    line: 'आपका खाता तैयार है। अब आप जल्दी चेकआउट कर सकते हैं, अपना पता सहेज सकते हैं और अपने ऑर्डर ट्रैक कर सकते हैं।',
    start: (url) => `ख़रीदारी शुरू करें: ${url}`,
    button: 'ख़रीदारी शुरू करें',
  },
  reset: {
    title: 'अपना पासवर्ड बदलें',
    subject: (shop) => `अपना ${shop} पासवर्ड बदलें`,
    lines: [
      'हमें आपके खाते का पासवर्ड बदलने का अनुरोध मिला है।',
      'नीचे दिया गया लिंक एक बार चलता है और एक घंटे में समाप्त हो जाता है।',
    ],
    button: 'नया पासवर्ड चुनें',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  verify: {
    title: 'अपना ईमेल पता पक्का करें',
    subject: (shop) => `${shop} के लिए अपना ईमेल पता पक्का करें`,
    lines: (shop) => [
      `कृपया पक्का करें कि यह आपका ईमेल पता है, ताकि ${shop} आपके संदेश और ऑर्डर आपके खाते से जोड़ सके।`,
      'नीचे दिया गया लिंक एक बार चलता है और 48 घंटे में समाप्त हो जाता है।',
    ],
    button: 'मेरा ईमेल पता पक्का करें',
    ignore: 'अगर आपने खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें: इस पते से कुछ नहीं जोड़ा जाएगा।',
  },
};

/** The words with their language's page prefix (`''`, `/hi`: decision 249's URLs). */
export type AccountMailWords = InLocale<AccountWordTable>;

const WORDS = wordTable({ en, hi });

/** The account's language (one the shop does not have is English). */
export function accountMailWords(language: string | null | undefined): AccountMailWords {
  return WORDS[asLocale(language)];
}
