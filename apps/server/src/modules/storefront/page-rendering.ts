import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  compress,
  compressInBackground,
  type ContentEncoding,
  MIN_COMPRESS_BYTES,
  preferredEncoding,
} from '../../lib/content-encoding';
import type { ReadTicket } from '../catalog';
import { DEFAULT_LOCALE, splitLocalePath } from '@shop/shared/locale';
import { createInjectTransport, type RenderVisitor } from './api-transport';
import type { CachedPage, PageCache } from './page-cache';
import { publicOrigin } from './public-origin';
import type { SsrBundle } from './ssr-bundle';

export interface PageRenderer {
  /**
   * Answers the page if the server renders it (true); otherwise the plain shell is for the caller to send,
   * with the title the renderer gave for it (the page's language and the shop's name), if any.
   */
  tryRender(request: FastifyRequest, reply: FastifyReply): Promise<true | { shellTitle: string | undefined }>;
}

/** `head` placed just before </head>: after the style sheet, so the shop's theme wins (decision 215). */
export function withHead(html: string, head: string): string {
  return head ? html.replace('</head>', `${head}</head>`) : html;
}

function etagOf(content: string): string {
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}

/** How old a kept page may be to stand in while the database is down: a day-old catalogue beats an empty page. */
const STALE_IF_ERROR_MS = 24 * 60 * 60_000;

/** What the page cache needs of the catalogue: when a render began, and whether anything changed since. */
export interface CatalogueVersion {
  beginRead(): ReadTicket;
}

/** Storefront pages as HTML with their content; any failure falls back to the shell, never to a 5xx. */
export function createPageRenderer(
  app: FastifyInstance,
  {
    bundle,
    template,
    publicUrl,
    cache,
    catalogue,
    settingsVersion = () => 0,
    themeHead = async () => '',
    databaseReachable = async () => true,
  }: {
    bundle: SsrBundle;
    template: string;
    publicUrl: string | undefined;
    /** Rendered pages per URL (absent: every view renders); see docs/decisions/082-page-cache.md. */
    cache?: PageCache;
    catalogue?: CatalogueVersion;
    /** Pages show the shop's details: a settings change starts a fresh set of cached pages. */
    settingsVersion?: () => number;
    /** The shop's theme <style>, put in the head of every page (decision 215). */
    themeHead?: () => Promise<string>;
    /** Whether the database answers now: a page that could not load is replaced by its last known copy if not. */
    databaseReachable?: () => Promise<boolean>;
  },
): PageRenderer {
  // Renders overlap; each one's API calls must count against its own visitor.
  const visitor = new AsyncLocalStorage<RenderVisitor>();
  const fetchApi = createInjectTransport(app, () => visitor.getStore() ?? { ip: '127.0.0.1', locale: DEFAULT_LOCALE });
  // Requests for a URL that arrive while it is being rendered wait for that render instead of starting their
  // own: a burst on a page that is not cached yet (a cold start, a catalogue change, an expired page) would
  // otherwise render it once per request and stall every request behind them (docs/decisions/082-page-cache.md).
  const rendering = new Map<string, Promise<RenderOutcome>>();

  async function renderOnce(request: FastifyRequest, key: string, origin: string): Promise<RenderOutcome> {
    const ticket = catalogue?.beginRead();
    let result;
    try {
      const head = await themeHead();
      // The page's language is its path's (`/hi/...`): the API reads for it ask for Hindi (decision 258).
      const { locale } = splitLocalePath(request.url);
      result = await visitor.run({ ip: request.ip, locale }, () =>
        bundle.render({ url: request.url, origin, template: withHead(template, head), fetchApi }),
      );
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server-side rendering failed; serving the plain page');
      return { kind: 'client-only', failed: true };
    }
    if (result.kind === 'client-only') return { kind: 'client-only', failed: false, title: result.title };
    if (result.kind !== 'page') return result;
    // The HTML itself differs on every render (the cache carries fetch times), its content does not.
    const page = { status: result.status, html: result.html, etag: etagOf(result.fingerprint) };
    // Only complete pages are kept: one rendered around a passing API failure shows that part loading.
    const stored =
      cache && ticket && result.status === 200 && result.cacheable === true
        ? cache.store(key, ticket, page)
        : undefined;
    return { kind: 'page', page: stored ?? { ...page, encoded: {} }, stored, complete: result.cacheable === true };
  }

  /**
   * Stale-if-error (decision 239): a page that failed or came out incomplete while the database cannot be reached
   * is answered with the last copy rendered within a day, so a shop whose database blinks keeps its storefront.
   */
  async function lastKnownWhileDatabaseDown(page: string, outcome: RenderOutcome) {
    const failed = outcome.kind === 'client-only' ? outcome.failed : outcome.kind === 'page' && !outcome.complete;
    if (!failed || !cache) return undefined;
    const kept = cache.lastKnown(`|${page}`, STALE_IF_ERROR_MS);
    return kept && !(await databaseReachable()) ? kept : undefined;
  }

  function sharedRender(request: FastifyRequest, key: string, origin: string): Promise<RenderOutcome> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = renderOnce(request, key, origin).finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  }

  /**
   * One render in the background replaces a page whose time is up; its compressed copies are made again off
   * the main thread, so no request waits for the render or the compression.
   */
  function refresh(request: FastifyRequest, key: string, origin: string, previous: CachedPage) {
    if (rendering.has(key)) return;
    sharedRender(request, key, origin)
      .then(async (outcome) => {
        const stored = outcome.kind === 'page' ? outcome.stored : undefined;
        if (!stored) return;
        for (const encoding of Object.keys(previous.encoded) as ContentEncoding[]) {
          cache?.attachEncoded(key, stored, encoding, await compressInBackground(stored.html, encoding));
        }
      })
      .catch((err: unknown) => request.log.error({ err, url: request.url }, 'refreshing a cached page failed'));
  }

  return {
    async tryRender(request, reply) {
      const origin = publicOrigin(request, publicUrl);
      // The session lives in the browser, so every visitor gets the same HTML for a URL.
      const key = `${settingsVersion()}|${origin}${request.url}`;
      const found = cache?.lookup(key);
      // A page whose stock changed is answered only while someone's render replaces it (decision 284): on sale day
      // the hot product's viewers do not all wait for it, and the first view after a quiet change still shows it.
      if (found && (!found.isStockStale || rendering.has(key))) {
        // Past its time but nothing it shows has changed (a change drops it): answered now, renewed behind.
        // Waiting for the render instead stalled every request for the page once a minute.
        if (found.isExpired) refresh(request, key, origin, found.page);
        const cached = found.page;
        await sendPage(request, reply.header('x-cache', found.isExpired ? 'stale' : 'hit'), cached, (encoding, data) =>
          cache?.attachEncoded(key, cached, encoding, data),
        );
        return true;
      }
      const outcome = await sharedRender(request, key, origin);
      const kept = await lastKnownWhileDatabaseDown(`${origin}${request.url}`, outcome);
      if (kept) {
        await sendPage(request, reply.header('x-cache', 'stale-if-error'), kept, () => undefined);
        return true;
      }
      if (outcome.kind === 'client-only') return { shellTitle: outcome.title };
      if (outcome.kind === 'redirect') {
        await reply.redirect(outcome.location, 301);
        return true;
      }
      const { page, stored } = outcome;
      await sendPage(request, reply.header('x-cache', 'miss'), page, (encoding, data) => {
        if (stored) cache?.attachEncoded(key, stored, encoding, data);
      });
      return true;
    },
  };
}

/** What one render of a URL gave, shared by every request that waited for it. */
type RenderOutcome =
  | { kind: 'client-only'; failed: boolean; title?: string }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      page: Pick<CachedPage, 'status' | 'html' | 'etag' | 'encoded'>;
      stored: CachedPage | undefined;
      /** Every API call the page made answered (it is the shop as it is, not a part left loading). */
      complete: boolean;
    };

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Pick<CachedPage, 'status' | 'html' | 'etag' | 'encoded'>,
  keepEncoded: (encoding: 'br' | 'gzip', data: Buffer) => void,
): Promise<void> {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    await reply.status(304).send();
    return;
  }
  reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  // Pages are answered from the not-found handler, which @fastify/compress (per route) never sees; a
  // product page's HTML with its data is ~100 KB, a third of a second on a slow 4G phone uncompressed.
  const encoding =
    page.html.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) {
    await reply.send(page.html);
    return;
  }
  let body = page.encoded[encoding];
  if (!body) {
    body = compress(page.html, encoding);
    keepEncoded(encoding, body);
  }
  await reply.header('content-encoding', encoding).send(body);
}
