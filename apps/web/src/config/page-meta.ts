/** Title (before " | <shop name>") and meta description of a storefront page; "{shop}" stands for the shop name. */
export interface PageMeta {
  /** Undefined gives the shop's own title (home page). */
  title: string | undefined;
  description: string;
}

/**
 * Page titles and descriptions in one place: the pages set them in the browser, the server-side renderer
 * writes the same ones into the HTML head (with OpenGraph tags).
 */
export const pageMeta = {
  home: {
    title: undefined,
    description: `{shop}: shop electronics, fashion, home essentials and more at great prices, with cash on delivery, UPI and fast delivery across India.`,
  },
  categories: {
    title: 'Shop by Categories',
    description: `Explore every {shop} category: electronics, fashion, home, beauty, books and more.`,
  },
  cart: {
    title: 'Shopping Cart',
    description: 'Review the items in your {shop} cart, change quantities and proceed to checkout.',
  },
  terms: {
    title: 'Terms of Service',
    description: `The terms that apply when you shop at {shop}: orders, prices, payment, delivery and returns.`,
  },
  privacy: {
    title: 'Privacy Policy',
    description: `How {shop} collects, uses and protects your personal data.`,
  },
  about: {
    title: 'About Us',
    description: `{shop}: an Indian online shop for electronics, fashion, home essentials and more.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Contact {shop} customer support by email, phone or the contact form. We reply within 24 hours.`,
  },
  grievance: {
    title: 'Grievance Redressal',
    description: `File a grievance with {shop}'s grievance officer: acknowledged within 48 hours, resolved within one month.`,
  },
  grievanceStatus: {
    title: 'Grievance Status',
    description: `Follow a grievance filed with {shop}: its status, dates and resolution, by ticket number and email.`,
  },
  notFound: {
    title: 'Page Not Found',
    description: `This page does not exist at {shop}. Browse our products instead.`,
  },
  productNotFound: {
    title: 'Product Not Found',
    description: `This product is not available at {shop}. Browse our other products instead.`,
  },
} satisfies Record<string, PageMeta>;

export const policyTabMeta = {
  help: {
    title: 'Help Center',
    description: `{shop} Help Center: answers on order tracking, changing orders and payment methods, and how to reach us.`,
  },
  shipping: {
    title: 'Shipping Info',
    description: `{shop} shipping: processing in 1-2 business days, delivery in 3-7 business days in India, and shipment tracking.`,
  },
  returns: {
    title: 'Returns',
    description: `{shop} returns and refunds: wrong, damaged or significantly different products, reported within 48 hours.`,
  },
  privacy: {
    title: 'Privacy Policy',
    description: `How {shop} collects, uses and protects your personal data.`,
  },
} satisfies Record<string, PageMeta>;

export type PolicyTab = keyof typeof policyTabMeta;

export function isPolicyTab(value: string): value is PolicyTab {
  return Object.hasOwn(policyTabMeta, value);
}

/** The products list: a search, a category, or everything. */
export function productsPageMeta({ category, query }: { category: string; query: string }): PageMeta {
  if (query) return { title: `Search: ${query}`, description: `Products matching "${query}" at {shop}.` };
  if (category) {
    return {
      title: category,
      description: `Shop ${category} at {shop}: great prices, cash on delivery and fast delivery across India.`,
    };
  }
  return {
    title: 'Products',
    description: `Browse all products at {shop}: electronics, fashion, home, beauty and more at great prices.`,
  };
}
