/**
 * The shopper messages in every language (docs/decisions/203): English, the reference, and Hindi. A language is
 * added here, with its file of the same keys.
 */
import type { Locale } from './locale';
import { SHOPPER_MESSAGES_EN, type ShopperMessageCatalogue } from './shopper-messages/en';
import { SHOPPER_MESSAGES_HI } from './shopper-messages/hi';

export const SHOPPER_MESSAGES: Record<Locale, ShopperMessageCatalogue> = {
  en: SHOPPER_MESSAGES_EN,
  hi: SHOPPER_MESSAGES_HI,
};

export type { BrowserMessageKey, ServerMessageKey, ShopperMessageCatalogue } from './shopper-messages/en';
export { SHOPPER_MESSAGES_EN } from './shopper-messages/en';
