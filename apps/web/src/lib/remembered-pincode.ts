import { readStorage, writeStorage } from './storage';

/**
 * The PIN code a shopper last checked on a product page, kept in this browser so the next product page and
 * checkout's address form start with it (docs/decisions/211-pin-check-on-the-product-page.md).
 */
const KEY = 'pincode';

/** Six digits, not starting with 0 (docs/product.md#validation); '' when none is remembered. */
export function rememberedPincode(): string {
  const pin = readStorage(KEY) ?? '';
  return /^[1-9]\d{5}$/.test(pin) ? pin : '';
}

export function rememberPincode(pin: string): void {
  writeStorage(KEY, pin);
}
