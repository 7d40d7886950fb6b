import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (kept structural: the server does not compile web code). */
export interface RenderRequest {
  url: string;
  origin: string;
  template: string;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string; fingerprint: string; cacheable?: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'client-only' };

export interface SsrBundle {
  render(request: RenderRequest): Promise<RenderResult>;
}

/**
 * The SSR build sits beside the web build, outside what is served: apps/web/ssr/dist next to apps/web/dist
 * (a `dist` folder, so lint, formatting and Tailwind's scan skip it like the client build).
 */
export function ssrEntryPath(webDist: string): string {
  return join(dirname(webDist), 'ssr', 'dist', 'entry-server.js');
}

function isSsrBundle(value: unknown): value is SsrBundle {
  return typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function';
}

/** Loads the server renderer if it was built; without it every page is the client-rendered shell. */
export async function loadSsrBundle(webDist: string, log: FastifyBaseLogger): Promise<SsrBundle | null> {
  const entry = ssrEntryPath(webDist);
  if (!existsSync(entry)) {
    log.info({ entry }, 'no server-side renderer built; storefront pages are rendered in the browser');
    return null;
  }
  try {
    const bundle: unknown = await import(/* @vite-ignore */ pathToFileURL(entry).href);
    if (isSsrBundle(bundle)) return bundle;
    log.error({ entry }, 'the server-side renderer exports no render(); serving the plain page');
  } catch (err) {
    log.error({ err, entry }, 'the server-side renderer failed to load; serving the plain page');
  }
  return null;
}
