/**
 * The product's own name and tagline, used only until the shop's settings have loaded. Contact details,
 * address and the shop's name come from the admin Settings (`useShop`, `useShopContact`).
 */
export const SITE = {
  name: 'ShopKart',
  tagline: 'Shop smart, live better',
  blurb:
    'ShopKart brings you quality electronics, fashion, home essentials and more at honest prices, delivered across India with cash on delivery, UPI and card payments.',
} as const;

/** The footer's and About page's line about the shop, under its name from the settings. */
export function shopBlurb(name: string): string {
  return `${name} brings you quality products at honest prices, delivered across India with cash on delivery, UPI and card payments.`;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.name} | Online Shopping in India`;
}
