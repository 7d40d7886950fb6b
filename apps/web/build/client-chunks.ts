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
  '/src/components/product/star-rating.',
  '/lucide-react/dist/esm/icons/star.',
  '/lucide-react/dist/esm/icons/package-x.',
  '/src/lib/products/product-keys.',
  '/src/lib/remembered-pincode.',
  '/packages/shared/src/plural.',
];
const isShopPart = (id: string) => SHOP_PARTS.some((path) => id.includes(path));

export const clientChunks: Rolldown.OutputOptions = {
  // File names are only the content hash: the names were about 1 KB gzip of every page's preload lists and imports.
  chunkFileNames: 'assets/[hash].js',
  codeSplitting: {
    groups: [
      // Whatever the entry imports statically loads on every page anyway: as one chunk it minifies and
      // compresses better than the half-dozen shared chunks it would otherwise be split into.
      { name: 'index', tags: ['$initial'] },
      { name: 'page-basics', test: isPageBasic },
      { name: 'product-parts', test: isProductPart },
      { name: 'perk-icons', test: isPerkIcon },
      { name: 'shop-parts', test: isShopPart },
    ],
  },
};
