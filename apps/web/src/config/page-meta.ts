import type { MessageKey, MessageValues, Translator } from '../lib/i18n/i18n';

/**
 * Title (before " | <shop name>") and meta description of a storefront page, as keys of the words of the section
 * the page loads (decision 262); `{shop}` in them is the shop's name.
 */
export interface PageMeta {
  /** Undefined gives the shop's own title (home page). */
  title: MessageKey | undefined;
  description: MessageKey;
  /** A title that is a name rather than words of ours (a category's), instead of `title`. */
  name?: string;
  /** The messages' other placeholders (a search, a category). */
  values?: MessageValues;
}

/** A page's title and description in the page's language. */
export interface PageMetaText {
  title: string | undefined;
  description: string;
}

/**
 * Page titles and descriptions in one place: the pages set them in the browser, the server-side renderer
 * writes the same ones into the HTML head (with OpenGraph tags). Their words live in each page's own section,
 * so no page carries another's.
 */
export const pageMeta = {
  home: { title: undefined, description: 'meta.home.description' },
  categories: { title: 'meta.categories.title', description: 'meta.categories.description' },
  cart: { title: 'meta.cart.title', description: 'meta.cart.description' },
  terms: { title: 'meta.terms.title', description: 'meta.terms.description' },
  privacy: { title: 'meta.privacy.title', description: 'meta.privacy.description' },
  about: { title: 'meta.about.title', description: 'meta.about.description' },
  contact: { title: 'meta.contact.title', description: 'meta.contact.description' },
  grievance: { title: 'meta.grievance.title', description: 'meta.grievance.description' },
  grievanceStatus: { title: 'meta.grievanceStatus.title', description: 'meta.grievanceStatus.description' },
  notFound: { title: 'meta.notFound.title', description: 'meta.notFound.description' },
  // The server's head of a product it could not load (the browser tries again): the shop's own description.
  product: { title: 'meta.product.title', description: 'meta.home.description' },
  productNotFound: { title: 'meta.productNotFound.title', description: 'meta.productNotFound.description' },
} satisfies Record<string, PageMeta>;

export const policyTabMeta = {
  help: { title: 'meta.help.title', description: 'meta.help.description' },
  shipping: { title: 'meta.shipping.title', description: 'meta.shipping.description' },
  returns: { title: 'meta.returns.title', description: 'meta.returns.description' },
  privacy: pageMeta.privacy,
} satisfies Record<string, PageMeta>;

export type PolicyTab = keyof typeof policyTabMeta;

export function isPolicyTab(value: string): value is PolicyTab {
  return Object.hasOwn(policyTabMeta, value);
}

/** The products list: a search, a category, or everything. */
export function productsPageMeta({ category, query }: { category: string; query: string }): PageMeta {
  if (query) return { title: 'meta.search.title', description: 'meta.search.description', values: { query } };
  if (category) {
    return { title: undefined, name: category, description: 'meta.category.description', values: { category } };
  }
  return { title: 'meta.products.title', description: 'meta.products.description' };
}

/** A page's title and description in the page's language, the shop's name put in ("our shop" while not known). */
export function pageMetaText(meta: PageMeta, t: Translator['t'], shopName: string | undefined): PageMetaText {
  const values = { ...meta.values, shop: shopName?.trim() || t('meta.ourShop') };
  return { title: meta.name ?? (meta.title && t(meta.title, values)), description: t(meta.description, values) };
}
