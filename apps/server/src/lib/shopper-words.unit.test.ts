import { COD_RULE_MESSAGES } from '@shop/shared/cod-rules';
import { MESSAGES } from '@shop/shared/messages';
import { words } from '@shop/shared/shopper-words';
import { describe, expect, it } from 'vitest';
import { english, messageKeyOf, serverWords, wordsIn } from './shopper-words';

describe('shopper messages in the asking page language (decision 203)', () => {
  it('words a listed message in Hindi by its English, and keeps English as it is', () => {
    expect(wordsIn('hi', MESSAGES.invalidCredentials)).toBe('ईमेल या पासवर्ड गलत है');
    expect(wordsIn('en', MESSAGES.invalidCredentials)).toBe(MESSAGES.invalidCredentials);
    expect(messageKeyOf(MESSAGES.invalidCredentials)).toBe('auth.invalidCredentials');
  });

  it('fills in values with Indian grouping and the language plural rule', () => {
    const limit = words(COD_RULE_MESSAGES.maxValue, { amount: { paise: 2_00_000_00 } });
    expect(english(limit)).toBe('Cash on delivery is available for orders up to ₹2,00,000.00. Please pay online.');
    expect(wordsIn('hi', limit)).toBe('कैश ऑन डिलीवरी ₹2,00,000.00 तक के ऑर्डर पर ही उपलब्ध है। कृपया ऑनलाइन पेमेंट करें।');
    expect(english(serverWords('order.tooManyUnits', { max: 100000 }))).toBe(
      'You can order at most 1,00,000 units of each product in one order.',
    );
    expect(english(serverWords('order.tooManyUnits', { max: 1 }))).toBe(
      'You can order at most 1 unit of each product in one order.',
    );
    expect(wordsIn('hi', serverWords('order.shortOfStock', { name: 'Kurta', available: 2 }))).toBe(
      'Kurta के केवल 2 बचे हैं',
    );
    expect(english(serverWords('order.shortOfStock', { name: 'Kurta', available: 0 }))).toBe('Kurta is out of stock');
  });

  it('joins lists and writes days as each language does', () => {
    const options = serverWords('order.chooseOptions', { options: { list: ['size', 'colour'] }, name: 'Kurta' });
    expect(english(options)).toBe('Please choose the size and colour of Kurta before ordering it.');
    expect(wordsIn('hi', options)).toBe('ऑर्डर करने से पहले कृपया Kurta का size और colour चुनें।');
    const day = serverWords('shipping.deliversBy', { day: { weekday: new Date('2026-12-04T12:00:00+05:30') } });
    expect(english(day)).toBe('Delivers by Fri, 4 Dec');
    expect(wordsIn('hi', day)).toMatch(/^\S+, 4 \S+ तक डिलीवरी$/);
  });

  it('answers a message the catalogue does not hold in English, values filled in, never blank', () => {
    expect(wordsIn('hi', 'Product deleted')).toBe('Product deleted');
    expect(wordsIn('hi', words('{count} rows imported', { count: 1234567 }))).toBe('12,34,567 rows imported');
    expect(messageKeyOf('Product deleted')).toBeUndefined();
  });
});
