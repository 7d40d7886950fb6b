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

export const clientChunks: Rolldown.OutputOptions = {
  // File names are only the content hash: the names were about 1 KB gzip of every page's preload lists and imports.
  chunkFileNames: 'assets/[hash].js',
  codeSplitting: {
    groups: [
      // Whatever the entry imports statically loads on every page anyway: as one chunk it minifies and
      // compresses better than the half-dozen shared chunks it would otherwise be split into.
      { name: 'index', tags: ['$initial'] },
      { name: 'page-basics', test: isPageBasic },
    ],
  },
};
