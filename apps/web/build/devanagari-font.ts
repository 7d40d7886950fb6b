/**
 * Noto Sans Devanagari (SIL Open Font Licence 1.1, @fontsource/noto-sans-devanagari) for Hindi pages only
 * (decision 249): the Devanagari subset in two weights, emitted with content-hashed names, and a small
 * stylesheet at a fixed address that the server links from Hindi pages' <head>, so the font's rules arrive
 * with the HTML rather than after the JavaScript. `font-display: swap` shows the text at once in the system
 * font; the unicode-range sends only Devanagari letters to it, so Latin text keeps the shop's own font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEVANAGARI_FONT_CSS } from '../../../packages/shared/src/locale';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF';
const WEIGHTS = [
  { file: 'noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400' },
  // Headings and buttons (600 and 700) share the semibold cut: one file less to download.
  { file: 'noto-sans-devanagari-devanagari-600-normal.woff2', weight: '600 700' },
];

export function devanagariFont(): Plugin {
  return {
    name: 'devanagari-font',
    apply: 'build',
    generateBundle() {
      const faces = WEIGHTS.map(({ file, weight }) => {
        const reference = this.emitFile({
          type: 'asset',
          name: file,
          source: readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${file}`)),
        });
        const url = `/${this.getFileName(reference)}`;
        return `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${RANGE}}`;
      });
      // The shop's own stack after the Devanagari face: index.css's --font-sans.
      faces.push(`html:lang(hi) body{font-family:'Noto Sans Devanagari',var(--font-sans)}`);
      this.emitFile({ type: 'asset', fileName: DEVANAGARI_FONT_CSS.slice(1), source: faces.join('\n') });
    },
  };
}
