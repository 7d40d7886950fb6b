import { formatMonth, formatNetQuantity, isMadeInIndia, type UnitSalePrice } from '@shop/shared/declarations';
import type { NetQuantityUnit } from '@shop/shared/declaration-terms';
import { formatPaise } from '@shop/shared/money';
import { INTL_LOCALE } from '@shop/shared/locale';
import type { Translator } from './i18n/i18n';

/*
 * The Legal Metrology figures of a product page in the shopper's language (issue 39): "500 g" stays a symbol,
 * "2 units" and "₹0.90 per gram (₹90.00 per 100 grams)" are words, and so is the month of manufacture. English
 * reads as the shared formatters write it for mails and the admin.
 */

/** "500 g", "1.5 kg", "60 units" / "60 यूनिट". */
export function netQuantityWords(translator: Translator, quantity: number, unit: NetQuantityUnit): string {
  return unit === 'unit' ? translator.t('product.units', { count: quantity }) : formatNetQuantity(quantity, unit);
}

/** One `per` of a unit sale price ('1 kg', '100 g', '1 unit') after its price. */
function pricePer(translator: Translator, paise: number, per: string): string {
  const [amount, unit = ''] = per.split(' ');
  const price = formatPaise(paise);
  return amount === '100'
    ? translator.t('product.pricePer100', { price, unit })
    : translator.t('product.pricePer', { price, unit });
}

/** "₹0.90 per gram (₹90.00 per 100 grams)", "₹1,599.00 per litre". */
export function unitSalePriceWords(translator: Translator, price: UnitSalePrice): string {
  const main = pricePer(translator, price.paise, price.per);
  return price.per100 ? `${main} (${pricePer(translator, price.per100.paise, price.per100.per)})` : main;
}

/** "2026-03" -> "March 2026" / "मार्च 2026". */
export function monthWords(translator: Translator, month: string): string {
  return formatMonth(month, INTL_LOCALE[translator.locale]);
}

/**
 * The country of origin as the merchant wrote it, but India in the page's language ("भारत"): most of a shop's
 * goods are made here, and the merchant writes it in English.
 */
export function originWords(translator: Translator, country: string): string {
  if (!isMadeInIndia(country)) return country;
  return new Intl.DisplayNames([INTL_LOCALE[translator.locale]], { type: 'region' }).of('IN') ?? country;
}
