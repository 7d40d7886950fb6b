import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The README shows every picture `npm run screenshots` takes, and links no picture that is not there (issue 35). */
const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const linked = [...readme.matchAll(/docs\/screenshots\/[\w.-]+/g)].map((match) => match[0]);
const taken = readdirSync(new URL('docs/screenshots/', root)).map((file) => `docs/screenshots/${file}`);

describe('README screenshots', () => {
  it('links every screenshot, at both widths', () => {
    expect(taken.filter((file) => !linked.includes(file))).toEqual([]);
    const screens = new Set(taken.map((file) => file.replace(/-(1280|375)\.jpg$/, '')));
    for (const screen of screens) {
      expect(taken).toContain(`${screen}-1280.jpg`);
      expect(taken).toContain(`${screen}-375.jpg`);
    }
  });

  it('links only screenshots that exist', () => {
    expect(linked.filter((file) => !existsSync(new URL(file, root)))).toEqual([]);
  });
});
