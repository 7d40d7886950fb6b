/**
 * The message catalogues (src/lib/i18n/catalogues/*.json) hold ICU messages; this plugin compiles each one into
 * Lingui's runtime form while building, so the browser carries no ICU parser (decision 249).
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]lib[\\/]i18n[\\/]catalogues[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;
// A module id of its own (not ending in .json), so Vite's built-in JSON plugin leaves it alone.
const PREFIX = '\0lingui-catalogue:';
const SUFFIX = '.js';

/** `{ key: "ICU message" }` -> the same keys with compiled messages. */
export function compileCatalogue(
  source: Record<string, string>,
  ids?: ReadonlyMap<string, string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => [ids?.get(key) ?? key, compileMessage(message)]),
  );
}

/** `ids`: the build's short message ids (build/short-message-ids.ts); without them the keys stay readable. */
export function linguiCatalogues(ids?: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'lingui-catalogues',
    // Before Vite's JSON plugin, which would otherwise turn the raw messages into a module.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || source.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOGUE.test(resolved.id) ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, ids);
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
