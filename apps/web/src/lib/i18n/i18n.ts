/**
 * The shopper's language at run time (docs/decisions/249-shop-languages-lingui.md): one Lingui instance per
 * language, over compiled catalogues (build/lingui-catalogues.ts). The language comes from the URL and is fixed
 * for a page load (the switcher loads the other URL). The catalogues are split like the pages: the core one
 * (header, footer, toasts) is fetched before the app renders, each screen's section with that screen's code,
 * so a page downloads only its own words, and only in its own language.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shop/shared/locale';
import { createContext, use } from 'react';
import type account from './catalogues/account/en.json';
import type buy from './catalogues/buy/en.json';
import type core from './catalogues/en.json';
import type footer from './catalogues/footer/en.json';
import type home from './catalogues/home/en.json';
import type order from './catalogues/order/en.json';
import type shop from './catalogues/shop/en.json';
import type below from './catalogues/below/en.json';
import type product from './catalogues/product/en.json';
import type categories from './catalogues/categories/en.json';
import type policy from './catalogues/policy/en.json';
import type info from './catalogues/info/en.json';
import type reviews from './catalogues/reviews/en.json';
import type tracking from './catalogues/tracking/en.json';

/**
 * Every message key; English is the reference catalogue, and a unit test holds Hindi to the same keys.
 */
export type MessageKey =
  | keyof typeof core
  | keyof typeof footer
  | keyof typeof home
  | keyof typeof buy
  | keyof typeof account
  | keyof typeof order
  | keyof typeof shop
  | keyof typeof below
  | keyof typeof product
  | keyof typeof categories
  | keyof typeof policy
  | keyof typeof info
  | keyof typeof reviews
  | keyof typeof tracking;
export type MessageValues = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
}

type Catalogue = () => Promise<{ default: unknown }>;

/**
 * core: every page's header, and the product card; footer: the footer (a lazy chunk of its own); home: the home
 * page; shop: the listing; product: the product page; categories: the categories page; below: what those pages
 * load later (the product page's tabs, legal information, option pickers, size chart, share menu, PIN check; the
 * home page's testimonials); buy: the cart; order: checkout, order success, My Orders (and the order dialog's
 * parts, the COD confirmation and delivery-issue links); account: sign in and up, wishlist, e-mail verification,
 * the profile and the 404 page; reviews: the product page's reviews (a lazy chunk of their own); policy: the
 * help, shipping, returns, privacy and terms pages (decision 253); info: about, contact and grievance pages;
 * tracking: the courier's statuses, fetched with a tracking answer (decision 262). Each
 * section costs every page's entry chunk about 35 bytes gzip (its two imports), so small screens share one.
 */
const SECTIONS = {
  core: { en: () => import('./catalogues/en.json'), hi: () => import('./catalogues/hi.json') },
  footer: { en: () => import('./catalogues/footer/en.json'), hi: () => import('./catalogues/footer/hi.json') },
  home: { en: () => import('./catalogues/home/en.json'), hi: () => import('./catalogues/home/hi.json') },
  shop: { en: () => import('./catalogues/shop/en.json'), hi: () => import('./catalogues/shop/hi.json') },
  product: { en: () => import('./catalogues/product/en.json'), hi: () => import('./catalogues/product/hi.json') },
  below: { en: () => import('./catalogues/below/en.json'), hi: () => import('./catalogues/below/hi.json') },
  categories: {
    en: () => import('./catalogues/categories/en.json'),
    hi: () => import('./catalogues/categories/hi.json'),
  },
  buy: { en: () => import('./catalogues/buy/en.json'), hi: () => import('./catalogues/buy/hi.json') },
  account: { en: () => import('./catalogues/account/en.json'), hi: () => import('./catalogues/account/hi.json') },
  order: { en: () => import('./catalogues/order/en.json'), hi: () => import('./catalogues/order/hi.json') },
  policy: { en: () => import('./catalogues/policy/en.json'), hi: () => import('./catalogues/policy/hi.json') },
  info: { en: () => import('./catalogues/info/en.json'), hi: () => import('./catalogues/info/hi.json') },
  reviews: { en: () => import('./catalogues/reviews/en.json'), hi: () => import('./catalogues/reviews/hi.json') },
  tracking: {
    en: () => import('./catalogues/tracking/en.json'),
    hi: () => import('./catalogues/tracking/hi.json'),
  },
} satisfies Record<string, Record<Locale, Catalogue>>;
export type MessageSection = keyof typeof SECTIONS;
const ALL_SECTIONS = Object.keys(SECTIONS) as MessageSection[];

interface Loaded {
  i18n: I18n;
  translator: Translator;
  sections: Map<MessageSection, Promise<void>>;
}

const loaded = new Map<Locale, Loaded>();

function loadedFor(locale: Locale): Loaded {
  let entry = loaded.get(locale);
  if (!entry) {
    // Lingui formats `#` and numbers with the Indian locale: 1,00,000 in both languages.
    const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
    entry = { i18n, translator: { locale, t: (key, values) => i18n._(key, values) }, sections: new Map() };
    loaded.set(locale, entry);
  }
  return entry;
}

function loadSection(locale: Locale, section: MessageSection): Promise<void> {
  const entry = loadedFor(locale);
  let loading = entry.sections.get(section);
  if (!loading) {
    loading = SECTIONS[section][locale]().then((module) => entry.i18n.load(locale, module.default as Messages));
    entry.sections.set(section, loading);
  }
  return loading;
}

/** The browser's language for this page load; the server renders both and loads every section. */
let browserLocale: Locale | null = null;

/** A language with the given sections loaded (all of them by default: the server and tests). */
export async function loadTranslator(
  locale: Locale,
  sections: readonly MessageSection[] = ALL_SECTIONS,
): Promise<Translator> {
  await Promise.all(sections.map((section) => loadSection(locale, section)));
  return loadedFor(locale).translator;
}

/** In the browser: the page's language, with the core catalogue. */
export function loadBrowserTranslator(locale: Locale): Promise<Translator> {
  browserLocale = locale;
  return loadTranslator(locale, ['core']);
}

/** A lazy page's code together with its screen's words, in the browser's language (nothing on the server). */
export function withMessages<T>(section: MessageSection, page: Promise<T>): Promise<T> {
  if (!browserLocale) return page;
  return Promise.all([page, loadSection(browserLocale, section)]).then(([module]) => module);
}

/** In the browser: a section's words, for data that needs them when it arrives (nothing on the server). */
export function loadMessages(section: MessageSection): Promise<void> {
  return browserLocale ? loadSection(browserLocale, section) : Promise.resolve();
}

/** Without a provider (a component test) the messages' keys show; tests install English in their setup. */
let fallback: Translator = { locale: DEFAULT_LOCALE, t: (key) => key };

/** For tests: the translator used where no provider is mounted. */
export function setFallbackTranslator(translator: Translator): void {
  fallback = translator;
}

export const I18nContext = createContext<Translator | null>(null);

/** The page's language and its `t`. */
export function useT(): Translator {
  return use(I18nContext) ?? fallback;
}
