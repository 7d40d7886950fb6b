/**
 * A shopper-facing message with values, before it is worded in a language (docs/decisions/203-server-words-in-the-
 * shoppers-language.md): its English ICU template, the key of the message catalogue (`shopper-messages/`), and
 * the values. The server words it in the asking page's language; amounts, lists and days are formatted for that
 * language there (Indian grouping in both), so the values stay language-free here.
 */
export type WordValue =
  | string
  | number
  /** An amount: "₹1,00,000.00" in either language. */
  | { readonly paise: number }
  /** Names joined as the language joins them: "size and colour", "size और colour". */
  | { readonly list: readonly string[] }
  /** A calendar day in India: "1 Dec 2026", "1 दिस॰ 2026". */
  | { readonly day: Date }
  /** A delivery day in India: "Thu, 4 Dec", "गुरु, 4 दिस॰". */
  | { readonly weekday: Date };

export interface Words {
  readonly template: string;
  readonly values: Readonly<Record<string, WordValue>>;
}

/** `words(COUPON_MESSAGES.minOrder, { short: { paise }, min: { paise } })`. */
export function words(template: string, values: Record<string, WordValue> = {}): Words {
  return { template, values };
}

export function isWords(value: unknown): value is Words {
  return typeof value === 'object' && value !== null && 'template' in value && 'values' in value;
}
