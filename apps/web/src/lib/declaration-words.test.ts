import { unitSalePrice } from '@shop/shared/declarations';
import { describe, expect, it } from 'vitest';
import { loadTranslator } from './i18n/i18n';
import { monthWords, netQuantityWords, originWords, unitSalePriceWords } from './declaration-words';

/** A product page's Legal Metrology figures in the page's language (issue 39); English as mails write them. */
describe('declaration words', () => {
  it('writes units, unit sale prices and the month in English as the shared formatters do', async () => {
    const en = await loadTranslator('en', ['core', 'product']);
    expect(netQuantityWords(en, 1, 'unit')).toBe('1 unit');
    expect(netQuantityWords(en, 60, 'unit')).toBe('60 units');
    expect(netQuantityWords(en, 500, 'g')).toBe('500 g');
    expect(unitSalePriceWords(en, unitSalePrice(45_000, 500, 'g')!)).toBe('₹0.90 per gram (₹90.00 per 100 grams)');
    expect(unitSalePriceWords(en, unitSalePrice(1_599_00, 1, 'l')!)).toBe('₹1,599.00 per litre');
    expect(unitSalePriceWords(en, unitSalePrice(600_00, 6, 'unit')!)).toBe('₹100.00 per unit');
    expect(monthWords(en, '2026-03')).toBe('March 2026');
    expect(originWords(en, 'india')).toBe('India');
  });

  it('writes them in Hindi on a Hindi page, keeping the metric symbols', async () => {
    const hi = await loadTranslator('hi', ['core', 'product']);
    expect(netQuantityWords(hi, 1, 'unit')).toBe('1 यूनिट');
    expect(netQuantityWords(hi, 500, 'g')).toBe('500 g');
    expect(unitSalePriceWords(hi, unitSalePrice(45_000, 500, 'g')!)).toBe('₹0.90 प्रति ग्राम (₹90.00 प्रति 100 ग्राम)');
    expect(unitSalePriceWords(hi, unitSalePrice(1_599_00, 1, 'l')!)).toBe('₹1,599.00 प्रति लीटर');
    expect(unitSalePriceWords(hi, unitSalePrice(2_500_00, 2, 'kg')!)).toBe('₹1,250.00 प्रति किलोग्राम');
    expect(monthWords(hi, '2026-03')).toBe('मार्च 2026');
    expect(monthWords(hi, 'soon')).toBe('soon');
    expect(originWords(hi, 'India')).toBe('भारत');
    expect(originWords(hi, 'Vietnam')).toBe('Vietnam');
  });
});
