/**
 * How the browser build splits its code into files (decision 081). The bundler's own split is right about what
 * to load when, but leaves many small files: each one is gzipped on its own, names its imports and exports, and
 * is listed by name in every lazy page's preload list in the entry chunk, which every page downloads.
 */
import type { Rolldown } from 'vite';

/** Modules every storefront page uses (head tags, skeletons, toasts), as one chunk instead of five small ones. */
const PAGE_BASICS = [
  'hooks/use-page-meta',
  'hooks/use-document-title',
  'config/page-meta',
  'components/ui/skeleton',
  'components/ui/toast/use-toast',
];
const isPageBasic = (id: string) => PAGE_BASICS.some((path) => id.includes(`/src/${path}.`));

/**
 * Small modules the product page shares with a few other lazy chunks (the cart's stepper and stock note, the
 * admin's declaration labels), as one chunk instead of seven: the product page's first JavaScript is the closest
 * to its budget, and each small file costs its own gzip frame, imports and preload entry. The tabs are not among
 * them: the product page shows them below the fold, from a lazy chunk (decision 261).
 */
const PRODUCT_PARTS = [
  '/src/components/ui/quantity-stepper.',
  '/src/lib/i18n/use-stock-note.',
  '/lucide-react/dist/esm/icons/minus.',
  '/lucide-react/dist/esm/icons/plus.',
  '/lucide-react/dist/esm/icons/check.',
];
const isProductPart = (id: string) => PRODUCT_PARTS.some((path) => id.includes(path));

/** The product perks' icons (shipping, warranty, returns), which the home page shows too: one file, not three. */
const isPerkIcon = (id: string) => /\/lucide-react\/dist\/esm\/icons\/(truck|shield-check|rotate-ccw)\./.test(id);

/**
 * Small modules the catalogue pages (home, listing, product, wishlist) share, as one chunk instead of six tiny
 * ones: the product page's catalogue of words needed the bytes their frames and preload entries cost (decision 249).
 */
const SHOP_PARTS = [
  // The product picture and its sources, and the titled section (decision 197): the same pages show them.
  '/src/components/product/product-image.',
  '/src/components/product/image-sources.',
  '/src/components/ui/titled-section.',
  '/src/components/product/star-rating.',
  '/lucide-react/dist/esm/icons/star.',
  '/lucide-react/dist/esm/icons/package-x.',
  '/src/lib/products/product-keys.',
  '/src/lib/remembered-pincode.',
  '/packages/shared/src/plural.',
];
const isShopPart = (id: string) => SHOP_PARTS.some((path) => id.includes(path));

/**
 * What a product page and the cart both load before they render (the product's query, its variant choice, the
 * declarations and the quantity stepper), as one file instead of four (decision 197).
 */
const PRODUCT_DATA = [
  '/src/lib/products/get-product.',
  '/src/lib/products/variant-choice.',
  '/packages/shared/src/declarations.',
  '/packages/shared/src/unit-words.',
  // Their words in the page's language, which the product page's first screen and its lazy legal section share.
  '/src/lib/declaration-words.',
];
const isProductData = (id: string) => PRODUCT_DATA.some((path) => id.includes(path));

/** The toasts' icons, fetched by every page at start (toast-provider.tsx): one file, not four. */
const isToastIcon = (id: string) =>
  id.includes('/src/components/ui/toast/toast-icons.') ||
  /\/lucide-react\/dist\/esm\/icons\/(circle-x|circle-check|info)\./.test(id);

/**
 * The layout's lazy parts every page fetches once it runs (footer with its icons, search suggestions, scroll
 * restoration): one file instead of about nine (decision 197). None is in a page's first JavaScript.
 */
const LAYOUT_PARTS = [
  '/src/app/layouts/footer.',
  '/src/app/layouts/search-suggestions.',
  '/src/app/routing/scroll-restoration.',
];
const isLayoutPart = (id: string) => LAYOUT_PARTS.some((path) => id.includes(path));

/**
 * Form pieces the product page's lazy parts share with the checkout and account screens (text input and its
 * browser words, dates, rich text), taken before the product's lazy parts so they do not end up inside them.
 * The control stays a file of its own: the product list loads it first, and its budget has no room for the rest.
 */
const FORM_PARTS = [
  '/src/components/ui/input.',
  '/src/lib/i18n/browser-words.',
  '/src/lib/format.',
  '/src/lib/i18n/rich-text.',
];
const isFormPart = (id: string) => FORM_PARTS.some((path) => id.includes(path));
const isControl = (id: string) => id.includes('/src/components/ui/control.');

/**
 * Groups that keep the files the bundler made on its own, so that the lazy groups below, which take their
 * modules' imports with them, do not take these: a page's first JavaScript imports them, and would then import
 * the whole lazy group. The price with its cart and wishlist buttons (home, list, product page), and the product
 * cards (home, list, related products).
 */
const PRICE_PARTS = [
  '/src/components/product/product-price.',
  '/src/stores/cart/use-add-to-cart.',
  '/src/stores/wishlist/wishlist-store.',
  '/src/stores/wishlist/use-wishlist.',
  '/src/components/heart-button.',
];
const isPricePart = (id: string) => PRICE_PARTS.some((path) => id.includes(path));
const PRODUCT_CARDS = [
  '/src/components/product/product-card.',
  '/src/components/product/product-grid.',
  '/src/components/product/shop-product-grid.',
];
const isProductCard = (id: string) => PRODUCT_CARDS.some((path) => id.includes(path));

/**
 * The product page's lazy parts, which it fetches together before it hydrates (decision 265): picker, size
 * chart, the tabs below the fold and the reviews, one file instead of six.
 */
const PRODUCT_EXTRAS = [
  '/src/features/products/components/variant-picker.',
  '/src/features/products/components/size-chart-button.',
  '/src/features/products/components/product-below-fold.',
  '/src/features/products/components/product-tabs.',
  '/src/features/products/components/legal-information.',
  '/src/features/reviews/components/reviews-section.',
  '/src/features/reviews/api/reviews.',
];
const isProductExtra = (id: string) => PRODUCT_EXTRAS.some((path) => id.includes(path));

export const clientChunks: Rolldown.OutputOptions = {
  // File names are only the content hash: the names were about 1 KB gzip of every page's preload lists and imports.
  chunkFileNames: 'assets/[hash].js',
  codeSplitting: {
    groups: [
      // Whatever the entry imports statically loads on every page anyway: as one chunk it minifies and
      // compresses better than the half-dozen shared chunks it would otherwise be split into.
      { name: 'index', tags: ['$initial'] },
      { name: 'product-parts', test: isProductPart },
      { name: 'perk-icons', test: isPerkIcon },
      // The page basics with the shop's parts: the five shopper pages load both (decision 197).
      { name: 'shop-parts', test: (id) => isPageBasic(id) || isShopPart(id) },
      { name: 'product-data', test: isProductData },
      { name: 'toast-icons', test: isToastIcon },
      { name: 'layout-parts', test: isLayoutPart },
      { name: 'control', test: isControl },
      { name: 'price-parts', test: isPricePart },
      { name: 'product-cards', test: isProductCard },
      { name: 'form-parts', test: isFormPart },
      { name: 'product-extras', test: isProductExtra },
    ],
  },
};
