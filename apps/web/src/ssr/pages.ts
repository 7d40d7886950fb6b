import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  isPolicyTab,
  type PageMeta,
  pageMeta,
  pageMetaText,
  policyTabMeta,
  productsPageMeta,
} from '../config/page-meta';
import { paths } from '../config/paths';
import { pageTitle } from '../config/site';
import type { Translator } from '../lib/i18n/i18n';
import { categoriesQueryOptions, categoryLabelOf } from '../lib/categories/get-categories';
import { FEATURED_PRODUCTS_QUERY } from '../features/home/routes/home';
import { productQueryOptions, type ProductDetail } from '../lib/products/get-product';
import { productPageTitle } from '../lib/products/variant-choice';
import { shopQueryOptions } from '../lib/shop/get-shop';
import { infiniteProductsQueryOptions, productsQueryOptions } from '../lib/products/get-products';
import { listParamsFrom, toProductQuery } from '../features/products/utils/list-params';
import { toMetaDescription } from '../hooks/use-page-meta';
import { ApiError } from '../lib/api-client';
import type { PageHead } from './page-head';
import { productJsonLd } from './product-json-ld';
import { FIRST_REVIEWS_PAGE, reviewsQueryOptions } from '../features/reviews/api/reviews';

export interface PageContext {
  params: Params;
  searchParams: URLSearchParams;
  pathname: string;
  /** Scheme and host the visitor used (or the configured public URL), without a trailing slash. */
  origin: string;
  queryClient: QueryClient;
  /** The page's language: its title and description are written in it (decision 262). */
  t: Translator['t'];
}

export interface PageDescription {
  status: number;
  head: PageHead;
}

/** A storefront page the server renders: the catalogue data it needs, then its status and head. */
export interface ServerPage {
  /** Where to send the visitor instead (e.g. an unknown policy tab), if anywhere. */
  redirectTo?: (context: PageContext) => string | null;
  prefetch?: (context: PageContext) => Promise<unknown>;
  describe: (context: PageContext) => PageDescription;
}

/** A path on this shop made absolute; full URLs (a picture elsewhere) are kept. */
function absoluteUrl(context: PageContext, path: string): string {
  // Appended, not resolved: `//other.host/x` is a path here, never another host.
  return path.startsWith('/') ? `${context.origin}${path}` : new URL(path, `${context.origin}/`).href;
}

function staticPage(meta: PageMeta, status = 200): ServerPage {
  return { describe: (context) => ({ status, head: websiteHead(context, meta) }) };
}

/** The shop's name from its settings, prefetched for every rendered page (entry-server.tsx). */
function shopNameOf(context: PageContext): string | undefined {
  return context.queryClient.getQueryData(shopQueryOptions().queryKey)?.shopName;
}

function websiteHead(context: PageContext, meta: PageMeta, canonicalPath = context.pathname): PageHead {
  const shopName = shopNameOf(context);
  const text = pageMetaText(meta, context.t, shopName);
  return {
    title: pageTitle(text.title, shopName, context.t),
    siteName: shopName,
    description: toMetaDescription(text.description),
    canonicalUrl: absoluteUrl(context, canonicalPath),
    type: 'website',
  };
}

/** The title of the variant a `?variant=` URL names, when it is an active variant of a product with options. */
function chosenVariantTitle(context: PageContext, detail: ProductDetail | undefined): string | null {
  const wanted = context.searchParams.get('variant');
  if (!wanted || !detail || detail.options.length === 0) return null;
  return detail.variants.find((v) => v._id === wanted && v.optionValues.length > 0)?.title ?? null;
}

const productPage: ServerPage = {
  prefetch: ({ params, queryClient }) => {
    const id = params.id?.trim() ?? '';
    // The first page of reviews is part of the rendered page and its JSON-LD (docs/decisions/131-rating-from-reviews.md).
    return id
      ? Promise.all([
          queryClient.prefetchQuery(productQueryOptions(id)),
          queryClient.prefetchQuery(reviewsQueryOptions(id, FIRST_REVIEWS_PAGE)),
        ]).then(() => undefined)
      : Promise.resolve();
  },
  describe: (context) => {
    const id = context.params.id?.trim() ?? '';
    const query = context.queryClient.getQueryState(productQueryOptions(id).queryKey);
    const product = query?.data?.product;
    if (!product) {
      // Only the API saying so makes the page a 404; an outage renders the page that retries in the browser.
      const error = query?.error;
      const isMissing = !id || (error instanceof ApiError && (error.status === 404 || error.status === 400));
      const meta = isMissing ? pageMeta.productNotFound : pageMeta.product;
      return { status: isMissing ? 404 : 200, head: websiteHead(context, meta) };
    }
    const canonicalUrl = absoluteUrl(context, paths.product(product._id));
    const firstImage = product.images[0];
    return {
      status: 200,
      head: {
        // A `?variant=` page says the variant in its title (decision 245); canonical and og:url stay the product's.
        title: pageTitle(
          productPageTitle(product.name, chosenVariantTitle(context, query.data)),
          shopNameOf(context),
          context.t,
        ),
        siteName: shopNameOf(context),
        description: toMetaDescription(product.description || product.name),
        canonicalUrl,
        type: 'product',
        imageUrl: firstImage ? absoluteUrl(context, firstImage) : undefined,
        jsonLd: productJsonLd({
          product,
          options: query.data?.options ?? [],
          variants: query.data?.variants ?? [],
          pageUrl: canonicalUrl,
          toAbsolute: (path) => absoluteUrl(context, path),
          reviews: context.queryClient.getQueryData(reviewsQueryOptions(id, FIRST_REVIEWS_PAGE).queryKey)?.reviews,
          shop: context.queryClient.getQueryData(shopQueryOptions().queryKey),
        }),
      },
    };
  },
};

const productsPage: ServerPage = {
  prefetch: ({ searchParams, queryClient }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(infiniteProductsQueryOptions(toProductQuery(listParamsFrom(searchParams)))),
      queryClient.prefetchQuery(categoriesQueryOptions()),
    ]),
  describe: (context) => {
    const { category, q } = listParamsFrom(context.searchParams);
    // A category is a page of its own; sort orders and searches are views of the list.
    const canonicalPath = category && !q ? paths.productsInCategory(category) : paths.products;
    // The category as the page's heading names it, in the page's language (decision 258).
    const categories = context.queryClient.getQueryData(categoriesQueryOptions().queryKey);
    const meta = productsPageMeta({ category: categoryLabelOf(categories, category) ?? category, query: q });
    return { status: 200, head: websiteHead(context, meta, canonicalPath) };
  },
};

const policyPage: ServerPage = {
  redirectTo: ({ params }) => (params.tab === undefined || isPolicyTab(params.tab) ? null : paths.policy),
  describe: (context) => {
    const tab = context.params.tab ?? 'help';
    return { status: 200, head: websiteHead(context, policyTabMeta[isPolicyTab(tab) ? tab : 'help']) };
  },
};

/** Keyed by route id (app/router.tsx). Pages not listed here stay client-rendered. */
export const serverPages: Readonly<Record<string, ServerPage>> = {
  home: {
    prefetch: ({ queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(productsQueryOptions(FEATURED_PRODUCTS_QUERY)),
        queryClient.prefetchQuery(categoriesQueryOptions()),
      ]),
    describe: (context) => ({ status: 200, head: websiteHead(context, pageMeta.home) }),
  },
  products: productsPage,
  product: productPage,
  categories: {
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(categoriesQueryOptions()),
    describe: (context) => ({ status: 200, head: websiteHead(context, pageMeta.categories) }),
  },
  policy: policyPage,
  'policy-tab': policyPage,
  // The page's frame and the shop's details; the lines are in the shopper's browser (features/cart/routes/cart.tsx).
  cart: staticPage(pageMeta.cart),
  terms: staticPage(pageMeta.terms),
  privacy: staticPage(pageMeta.privacy),
  about: staticPage(pageMeta.about),
  contact: staticPage(pageMeta.contact),
  grievance: staticPage(pageMeta.grievance),
  'grievance-status': staticPage(pageMeta.grievanceStatus),
  'not-found': staticPage(pageMeta.notFound, 404),
};
