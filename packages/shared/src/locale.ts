/**
 * The shop's languages (docs/decisions/249-shop-languages-lingui.md): English and Hindi, the language in the
 * URL (`/hi/...`; English has no prefix so every existing link stays valid). Adding a language starts here;
 * docs/decisions/271-adding-a-language.md lists the rest (the compiler names every word table that lacks it).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value (a column, a query parameter, a header's tag) is one of the shop's languages. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * A stored or sent language as one of the shop's: itself when the shop has it, else English. Every per-language
 * word table is a `Record<Locale, ...>` looked up through this, so a language added to LOCALES is a type error
 * at each table that lacks it (docs/decisions/271-adding-a-language.md).
 */
export function asLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * Which of the merchant's texts a shopper reads (docs/decisions/258-hindi-catalogue-content.md): the one entered
 * for their language, else the English (also where it was left blank). The merchant's words are kept a column per
 * language (`name_hi`), passed here as `{ hi: row.nameHi }`; a language without columns of its own reads English
 * (docs/decisions/271-adding-a-language.md).
 */
export function merchantText(
  english: string,
  translations: Partial<Record<Locale, string | null | undefined>>,
  locale: Locale,
): string {
  return (locale === DEFAULT_LOCALE ? english : translations[locale]) || english;
}

/** The name of each language in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 tag for Intl (Indian English and Hindi: lakh/crore grouping in both). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The URL prefix of a language: '' for English, '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits `/hi/products?q=x` into the language and the path the route table knows (`/products?q=x`). */
export function splitLocalePath(url: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (url === prefix) return { locale, path: '/' };
    if (url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
      const rest = url.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path: url };
}

/** The same page in another language: ('hi', '/products?q=x') -> '/hi/products?q=x'; ('hi', '/') -> '/hi/'. */
export function localizedPath(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A language's words as a lookup returns them: with the language they are in and its pages' URL prefix. */
export type InLocale<W> = W & { readonly locale: Locale; readonly pathPrefix: string };

/**
 * A per-language word table (`Record<Locale, W>`: a language added to LOCALES is a type error here until its
 * words are written) with each entry told its language, for `<html lang>` and links; built once, so every lookup
 * of a language returns the same object.
 */
export function wordTable<W extends object>(table: Record<Locale, W>): Record<Locale, InLocale<W>> {
  const entries = LOCALES.map((locale) => [locale, { ...table[locale], locale, pathPrefix: localePrefix(locale) }]);
  return Object.fromEntries(entries) as Record<Locale, InLocale<W>>;
}
