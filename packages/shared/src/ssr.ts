/**
 * The contract between the server and the web app's server renderer
 * (docs/decisions/013-server-rendered-public-pages.md): apps/web/src/entry-server.tsx implements `render`,
 * apps/server/src/modules/storefront/ssr-bundle.ts loads the built bundle and calls it. The server does not compile web code, so this file is the one place both agree on.
 *
 * `packages/shared` runs in no particular environment, so the fetch types are parameters: both sides pass the
 * platform's own `RequestInit` and `Response`.
 */
export interface RenderRequest<FetchInit, FetchResponse> {
  /** Path and query of the page, e.g. `/products/42?ref=x`. */
  url: string;
  /** Scheme and host for absolute links (canonical, og:url), without a trailing slash. */
  origin: string;
  /** The built index.html. */
  template: string;
  /** Answers `/api/...` requests; the server passes one call into itself (installed process-wide). */
  fetchApi: (url: string, init: FetchInit) => Promise<FetchResponse>;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The page's content without the cache's fetch times: equal for equal pages (an ETag's input). */
      fingerprint: string;
      /** False when a query failed for a passing reason, so the page shows part of itself loading: not cached. */
      cacheable: boolean;
    }
  | { kind: 'redirect'; location: string }
  /**
   * Signed-in and admin screens (and anything unknown to the renderer): serve the plain shell, titled in the
   * page's language with the shop's name until the page sets its own title (absent when it could not be told).
   */
  | { kind: 'client-only'; title?: string };
