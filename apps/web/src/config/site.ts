/**
 * Texts of the storefront that are not the shop's own. The shop's name, contact details and address come from the
 * admin Settings (`useShop`, `useShopContact`; docs/decisions/033-shop-settings-in-the-database.md): nothing
 * shop-specific is written into the web app.
 */
export const SITE = {
  tagline: 'Shop smart, live better',
} as const;

/** Stands for the shop's name in page texts (page-meta.ts) until filled in with `withShopName`. */
export const SHOP_NAME_TOKEN = '{shop}';

/** A page text with the shop's name put in; "our shop" while the name is not known. */
export function withShopName(text: string, shopName: string | undefined): string {
  return text.replaceAll(SHOP_NAME_TOKEN, shopName?.trim() || 'our shop');
}

/** The footer's and About page's line about the shop, under its name from the settings. */
export function shopBlurb(name: string): string {
  return `${name} brings you quality products at honest prices, delivered across India with cash on delivery, UPI and card payments.`;
}

/** "<title> | <shop name>", the shop's own title for the home page; without a name, just the page's part. */
export function pageTitle(title: string | undefined, shopName: string | undefined): string {
  const name = shopName?.trim() ?? '';
  if (!name) return title ?? 'Online Shopping in India';
  return title ? `${title} | ${name}` : `${name} | Online Shopping in India`;
}
