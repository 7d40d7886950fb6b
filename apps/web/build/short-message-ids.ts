/**
 * Short message ids in the browser's files (decision 261): the catalogues are keyed by readable ids
 * (`shop.addToCart`), which every page carried twice, in its catalogue and at each call site. While building,
 * each key becomes a short id (`a`, `b`, ... `1z`) in the compiled catalogues and in the string literals of the
 * source that name it. Keys a screen builds at run time (`orders.state.${state}`) keep their names: any key
 * under a prefix written before a `${` or a `+` in the source is left alone. Development and tests keep the
 * readable keys (the plugin runs in `vite build` only), and so do the JSON files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SRC = new URL('../src/', import.meta.url).pathname;
const CATALOGUES = join(SRC, 'lib/i18n/catalogues');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && statSync(file).isFile());
}

/** The prefixes of keys put together at run time: `t(`orders.state.${x}`)` or `'orders.state.' + x`. */
function dynamicPrefixes(files: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.?)\$\{/g)) prefixes.add(m[1]!);
    for (const m of text.matchAll(/['"]([A-Za-z][\w-]*(?:\.[\w-]+)*\.)['"]\s*\+/g)) prefixes.add(m[1]!);
  }
  return [...prefixes].filter((prefix) => prefix.includes('.'));
}

/** Every key of the English catalogues (the reference), sorted, so both builds give a key the same id. */
function catalogueKeys(): string[] {
  const files = [join(CATALOGUES, 'en.json')];
  for (const entry of readdirSync(CATALOGUES)) {
    if (statSync(join(CATALOGUES, entry)).isDirectory()) files.push(join(CATALOGUES, entry, 'en.json'));
  }
  const keys = files.flatMap((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object));
  return [...new Set(keys)].sort();
}

/** Key -> short id, for the keys the source names whole. */
export function shortMessageIds(): Map<string, string> {
  const prefixes = dynamicPrefixes(sourceFiles(SRC));
  const keys = catalogueKeys().filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)));
  // Ids never contain a dot, so they cannot be mistaken for a readable key left as it was.
  return new Map(keys.map((key, index) => [key, index.toString(36)]));
}

const QUOTED_KEY = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

/** The build's half: string literals naming a key, in the app's own source files. */
export function shortMessageIdsPlugin(ids: Map<string, string>): Plugin {
  return {
    name: 'short-message-ids',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(SRC) || !/\.tsx?$/.test(id) || id.includes('/lib/i18n/catalogues/')) return null;
      let changed = false;
      const next = code.replace(QUOTED_KEY, (whole, quote: string, key: string) => {
        const short = ids.get(key);
        if (short === undefined) return whole;
        changed = true;
        return `${quote}${short}${quote}`;
      });
      return changed ? { code: next, map: null } : null;
    },
  };
}
