/**
 * `virtual:browser-words/hi`: the shopper messages a browser writes itself (the shared schemas' field messages,
 * the screens' fallbacks; the `browser` section of packages/shared/src/shopper-messages/) as English-to-Hindi
 * pairs, built from the one catalogue when the app is built (docs/decisions/203). A Hindi page loads it, a small
 * lazy chunk, only when it has such a message to show; the catalogue's modules never reach the browser.
 *
 * The catalogue is read with Vite's module runner when the module is first asked for, not imported here: the
 * config would otherwise bundle the shared package's whole import graph.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Catalogue from '../../../packages/shared/src/shopper-messages';

const PREFIX = 'virtual:browser-words/';
const RESOLVED = `\0${PREFIX}`;
const CATALOGUE = fileURLToPath(new URL('../../../packages/shared/src/shopper-messages.ts', import.meta.url));

/** English text -> the same message in `locale`. */
export function browserWordPairs(
  { SHOPPER_MESSAGES }: typeof Catalogue,
  locale: keyof typeof Catalogue.SHOPPER_MESSAGES,
): Record<string, string> {
  const english = SHOPPER_MESSAGES.en.browser;
  const spoken = SHOPPER_MESSAGES[locale].browser;
  return Object.fromEntries(Object.entries(english).map(([key, text]) => [text, spoken[key as keyof typeof spoken]]));
}

export function browserWords(): Plugin {
  return {
    name: 'browser-words',
    resolveId: (id) => (id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const { module } = await runnerImport<typeof Catalogue>(CATALOGUE, { configFile: false, logLevel: 'silent' });
      const locale = id.slice(RESOLVED.length) as keyof typeof module.SHOPPER_MESSAGES;
      if (!(locale in module.SHOPPER_MESSAGES)) throw new Error(`browser-words: no language ${locale}`);
      this.addWatchFile(CATALOGUE);
      return { code: `export default ${JSON.stringify(browserWordPairs(module, locale))};`, map: null };
    },
  };
}
