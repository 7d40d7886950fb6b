// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Devanagari font of Hindi pages (docs/decisions/223-devanagari-font-from-the-device-first.md): text shown at
 * once, the device's own copy before the shop's download, and the download only for Devanagari letters.
 */
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map((match) => match[1]!)
  .filter((body) => body.includes("'Noto Sans Devanagari'"));

const sources = (face: string) => [...face.matchAll(/(local|url)\('([^']+)'\)/g)].map((m) => `${m[1]}:${m[2]}`);

describe('the Devanagari font', () => {
  it('has a regular and a semibold face, each swapped in and limited to Devanagari letters', () => {
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).toMatch(/unicode-range:\s*U\+0900-097F/);
    }
  });

  it("takes the device's copy before downloading the shop's, the bold cut standing in for the semibold", () => {
    const [regular, semibold] = faces.map(sources);
    expect(regular!.at(-1)).toMatch(/^url:.*devanagari-400-normal\.woff2$/);
    expect(regular!.slice(0, -1)).toEqual(['local:Noto Sans Devanagari', 'local:NotoSansDevanagari-Regular']);
    expect(semibold!.at(-1)).toMatch(/^url:.*devanagari-600-normal\.woff2$/);
    expect(semibold!.slice(0, -1)).toEqual([
      'local:Noto Sans Devanagari SemiBold',
      'local:NotoSansDevanagari-SemiBold',
      'local:Noto Sans Devanagari Bold',
      'local:NotoSansDevanagari-Bold',
    ]);
  });
});
