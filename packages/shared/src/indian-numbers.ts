import { INTL_LOCALE, type Locale } from './locale';

/**
 * Numbers and rupees in Indian grouping (lakh and crore: 1,00,000 and 1,00,00,000) in either language, through
 * Intl's en-IN and hi-IN (both write Latin digits, as Indian shops do on screen).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 1234567 -> "12,34,567". */
export function formatIndianNumber(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** 123456.5 -> "₹1,23,456.50". */
export function formatIndianRupees(rupees: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

/** The CLDR plural category of a count: Hindi says "one" for 0 and 1 ("0 सामान" like "1 सामान"). */
const pluralRules = new Map<Locale, Intl.PluralRules>();
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
