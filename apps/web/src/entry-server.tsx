/**
 * Server-side rendering of the public storefront pages (built with `vite build --ssr`, loaded by the
 * server's storefront module; never part of the shopper's JavaScript).
 */
import type { RenderRequest as SsrRenderRequest, RenderResult } from '@shop/shared/ssr';
import { type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import {
  DEFAULT_LOCALE,
  type Locale,
  localePrefix,
  localizedPath,
  LOCALES,
  splitLocalePath,
} from '@shop/shared/locale';
import { prerender } from 'react-dom/static';
import { matchRoutes } from 'react-router';
import { StaticRouter } from 'react-router';
import { AppProvider, createAppQueryClient } from './app/providers';
import { isFinalAnswer } from './app/query-state';
import { routes } from './app/router';
import { AppRoutes } from './app/routing/app-routes';
import { ServerRenderedContext } from './app/server-rendered';
import { setApiTransport } from './lib/api-client';
import { pageTitle } from './config/site';
import { I18nContext, loadTranslator, type Translator } from './lib/i18n/i18n';
import { shopQueryOptions } from './lib/shop/get-shop';
import { assembleDocument } from './ssr/document';
import { type PageHead, renderHeadTags } from './ssr/page-head';
import { serializeQueryState } from './ssr/serialize-query-state';
import { type PageContext, serverPages } from './ssr/pages';

/** The render contract, typed once in packages/shared; the browser's fetch types fill it in. */
export type RenderRequest = SsrRenderRequest<RequestInit, Response>;
export type { RenderResult };

function createServerQueryClient(): QueryClient {
  const queryClient = createAppQueryClient();
  const defaults = queryClient.getDefaultOptions();
  // A shopper waits for this page: no retry back-off on the server; the browser retries what failed.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

/**
 * Queries that failed for a passing reason (5xx, timeout) are dropped, so both renders show them loading.
 * Returns how many were dropped.
 */
function forgetPassingFailures(queryClient: QueryClient): number {
  const cache = queryClient.getQueryCache();
  let dropped = 0;
  for (const query of cache.findAll()) {
    if (query.state.status === 'error' && !isFinalAnswer(query.state.error)) {
      cache.remove(query);
      dropped += 1;
    }
  }
  return dropped;
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // prerender waits for every Suspense boundary, so the HTML is complete (no streamed fallbacks).
  // A Suspense boundary past progressiveChunkSize (12.8 KB by default) would be sent after the shell with an
  // inline script to move it in, which the page's CSP refuses: the product page's reviews boundary is one.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * The head of the page in `locale`: its canonical URL in that language, and alternates for every language
 * (hreflang, with English as x-default) so search engines show each shopper their own (decision 249).
 */
function inLanguage(head: PageHead, origin: string, locale: Locale): PageHead {
  const path = head.canonicalUrl.startsWith(origin) ? head.canonicalUrl.slice(origin.length) || '/' : null;
  if (path === null) return head;
  const alternates: { hreflang: string; href: string }[] = LOCALES.map((lang) => ({
    hreflang: lang,
    href: `${origin}${localizedPath(lang, path)}`,
  }));
  alternates.push({ hreflang: 'x-default', href: `${origin}${localizedPath(DEFAULT_LOCALE, path)}` });
  return { ...head, canonicalUrl: `${origin}${localizedPath(locale, path)}`, alternates };
}

/** The plain shell's title: the shop's name and the home page's title, in the page's language (decision 262). */
async function shellTitle(queryClient: QueryClient, t: Translator['t']): Promise<string> {
  const shop = await queryClient.fetchQuery(shopQueryOptions()).catch(() => undefined);
  queryClient.clear();
  return pageTitle(undefined, shop?.shopName, t);
}

export async function render({ url, origin, template, fetchApi }: RenderRequest): Promise<RenderResult> {
  // Installed for the whole process, so the server passes one function for every render.
  setApiTransport(fetchApi);
  // Appended, never resolved: a request for `//other.host/x` must stay a path on this shop.
  const requested = new URL(`${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  // `/hi/products` is the products page in Hindi: the route table sees `/products` (decision 249).
  const { locale, path } = splitLocalePath(requested.pathname);
  const location = new URL(`${origin}${path}${requested.search}`);
  const leaf = matchRoutes(routes, location.pathname)?.at(-1);
  const page = leaf?.route.id ? serverPages[leaf.route.id] : undefined;
  const translator = await loadTranslator(locale);
  const queryClient = createServerQueryClient();
  if (!leaf || !page) return { kind: 'client-only', title: await shellTitle(queryClient, translator.t) };

  const context: PageContext = {
    params: leaf.params,
    searchParams: location.searchParams,
    pathname: location.pathname,
    origin,
    queryClient,
    t: translator.t,
  };
  const redirectTo = page.redirectTo?.(context);
  if (redirectTo) return { kind: 'redirect', location: localizedPath(locale, redirectTo) };

  // Every page shows the shop's details (header, footer, demo banner): from the settings, never hard-coded.
  await Promise.all([queryClient.prefetchQuery(shopQueryOptions()), page.prefetch?.(context)]);
  const isComplete = forgetPassingFailures(queryClient) === 0;

  const appHtml = await renderToHtml(
    <StrictMode>
      <ServerRenderedContext value>
        <I18nContext value={translator}>
          <AppProvider queryClient={queryClient} serverRendered>
            <StaticRouter
              basename={localePrefix(locale) || undefined}
              location={localizedPath(locale, location.pathname) + location.search}
            >
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </I18nContext>
      </ServerRenderedContext>
    </StrictMode>,
  );
  const { status, head } = page.describe(context);
  const headTags = renderHeadTags(inLanguage(head, origin, locale));
  const html = assembleDocument(template, {
    headTags,
    appHtml,
    queryStateJson: serializeQueryState(queryClient),
    lang: locale,
  });
  const data = queryClient
    .getQueryCache()
    .findAll()
    .map((query) => [query.queryHash, query.state.data]);
  queryClient.clear();
  return {
    kind: 'page',
    status,
    html,
    fingerprint: JSON.stringify([template, headTags, appHtml, data]),
    cacheable: isComplete,
  };
}
