/**
 * The shop's languages (docs/decisions/249-shop-languages-lingui.md): English and Hindi, the language in the
 * URL (`/hi/...`; English has no prefix so every existing link stays valid). Adding a language is adding it
 * here and one catalogue in apps/web/src/lib/i18n/catalogues/.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

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
