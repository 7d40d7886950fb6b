/**
 * Initial JS and CSS per shopper route, gzip, from the Vite build: what a browser must download before the
 * route can render. For a route that is the entry chunk (index.html) with its static imports, transitively,
 * plus the route's lazy chunk with its static imports, and every CSS file those chunks bring. Each file is
 * gzipped here (zlib, default level) and summed.
 *
 * Source: apps/web/dist/.vite/manifest.json. Without a manifest the entry is read from dist/index.html and
 * static imports are followed in the chunks' text; lazy route chunks cannot be told apart then, so every
 * route reports the entry alone (and says so).
 *
 * Each chunk's source map names the modules inside it, which is how admin, chart and PDF code is caught if it
 * ever slips into a shopper route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './lib';

export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

/**
 * Shopper routes, the source module of their lazy chunk (null: rendered by the entry chunk alone) and the
 * message catalogue section the route loads with it (apps/web/src/lib/i18n/i18n.ts, decision 249).
 */
export const SHOPPER_ROUTES: { route: string; module: string | null; messages: string }[] = [
  { route: '/', module: 'src/features/home/routes/home.tsx', messages: 'home' },
  { route: '/products', module: 'src/features/products/routes/products.tsx', messages: 'shop' },
  { route: '/products/:id', module: 'src/app/routes/product-page.tsx', messages: 'product' },
  { route: '/categories', module: 'src/features/categories/routes/categories.tsx', messages: 'categories' },
  { route: '/cart', module: 'src/features/cart/routes/cart.tsx', messages: 'buy' },
];

/**
 * Each language's catalogues, fetched before the page renders: the core one and the route's section. English
 * routes are measured as they are, Hindi ones under `/hi` (decision 249).
 */
const LANGUAGES = [
  {
    prefix: '',
    core: 'lingui-catalogue:src/lib/i18n/catalogues/en.json',
    section: (s: string) => `lingui-catalogue:src/lib/i18n/catalogues/${s}/en.json`,
  },
  {
    prefix: '/hi',
    core: 'lingui-catalogue:src/lib/i18n/catalogues/hi.json',
    section: (s: string) => `lingui-catalogue:src/lib/i18n/catalogues/${s}/hi.json`,
  },
];

/** The manifest key of a catalogue: the plugin's module id carries the absolute path and a `.js` suffix. */
function catalogueKey(manifest: Manifest, wanted: string): string | undefined {
  if (manifest[wanted]) return wanted;
  const relative = wanted.replace('lingui-catalogue:', '');
  return Object.keys(manifest).find((key) => key.startsWith('lingui-catalogue:') && key.endsWith(`${relative}.js`));
}

/** Modules that belong to the admin area, charts or PDF generation and must not load on a shopper route. */
const FORBIDDEN_MODULE = /src\/features\/admin\/|node_modules\/(recharts|d3-[a-z]+|victory[a-z-]*|pdfkit|jspdf)\//;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  cssFiles: number;
  /** Modules from the admin area, charts or PDF code found in the route's initial files (should be empty). */
  forbiddenModules: string[];
  note?: string;
}

export interface BundleReport {
  source: 'manifest' | 'index.html' | 'missing';
  distDir: string;
  routes: RouteBundle[];
  note?: string;
}

const gzipSizes = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(WEB_DIST, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Original modules bundled into a chunk, from its source map (empty when there is none). */
function modulesOf(file: string): string[] {
  const mapPath = join(WEB_DIST, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  try {
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] };
    return map.sources ?? [];
  } catch {
    return [];
  }
}

function summarize(route: string, jsFiles: Set<string>, cssFiles: Set<string>, note?: string): RouteBundle {
  const forbidden = new Set<string>();
  for (const file of jsFiles) {
    for (const source of modulesOf(file)) {
      if (FORBIDDEN_MODULE.test(source)) forbidden.add(source.replace(/^(\.\.\/)+/, ''));
    }
  }
  const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gzipBytes(f), 0);
  return {
    route,
    jsGzipBytes: sum(jsFiles),
    cssGzipBytes: sum(cssFiles),
    jsFiles: jsFiles.size,
    cssFiles: cssFiles.size,
    forbiddenModules: [...forbidden].sort(),
    ...(note ? { note } : {}),
  };
}

function fromManifest(manifest: Manifest): RouteBundle[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const collect = (key: string, js: Set<string>, css: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const imported of chunk.imports ?? []) collect(imported, js, css, seen);
  };
  return LANGUAGES.flatMap((language) =>
    SHOPPER_ROUTES.map(({ route, module, messages }) => {
      const js = new Set<string>();
      const css = new Set<string>();
      const seen = new Set<string>();
      const name = `${language.prefix}${route}`;
      collect(entryKey, js, css, seen);
      for (const catalogue of [language.core, language.section(messages)]) {
        const key = catalogueKey(manifest, catalogue);
        if (key) collect(key, js, css, seen);
      }
      if (module === null) return summarize(name, js, css);
      if (!manifest[module]) return summarize(name, js, css, `${module} is not in the manifest: entry chunk only`);
      collect(module, js, css, seen);
      return summarize(name, js, css);
    }),
  );
}

/** Without a manifest: index.html's module script and stylesheets, then static imports found in the chunks. */
function fromIndexHtml(): RouteBundle[] {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="/?([^"]+)"`).exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  const pending: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src') ?? attr(tag, 'href');
    if (!src || /^[a-z]+:/i.test(src)) continue;
    if (src.endsWith('.js')) pending.push(src);
    else if (src.endsWith('.css')) css.add(src);
  }
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (js.has(file) || !existsSync(join(WEB_DIST, file))) continue;
    js.add(file);
    const text = readFileSync(join(WEB_DIST, file), 'utf8');
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(join(dirname(file), m[1]!));
    }
  }
  const note = 'no Vite manifest: entry chunk only';
  return SHOPPER_ROUTES.map(({ route }) => summarize(route, js, css, note));
}

export function measureInitialBundles(): BundleReport {
  const manifestPath = join(WEB_DIST, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    return { source: 'manifest', distDir: 'apps/web/dist', routes: fromManifest(manifest) };
  }
  if (existsSync(join(WEB_DIST, 'index.html'))) {
    return { source: 'index.html', distDir: 'apps/web/dist', routes: fromIndexHtml() };
  }
  return { source: 'missing', distDir: 'apps/web/dist', routes: [], note: 'apps/web/dist is not built' };
}
