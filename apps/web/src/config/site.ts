/** Brand and contact details shown across the storefront. */
export const SITE = {
  name: 'ShopKart',
  tagline: 'Shop smart, live better',
  blurb:
    'ShopKart brings you quality electronics, fashion, home essentials and more at honest prices, delivered across India with cash on delivery, UPI and card payments.',
  email: 'support@shopkart.in',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  address: '2nd Floor, 14 MG Road, Bengaluru, Karnataka 560001',
  supportHours: '10AM-6PM, Monday to Saturday',
} as const;

/** The footer's and About page's line about the shop, under its name from the settings. */
export function shopBlurb(name: string): string {
  return `${name} brings you quality products at honest prices, delivered across India with cash on delivery, UPI and card payments.`;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.name} | Online Shopping in India`;
}
