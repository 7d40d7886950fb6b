import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every folder under modules/ is listed in the README's and docs/architecture.md's module tables (decision 198). */
const modules = readdirSync(new URL('modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The backticked names in the first cell of each table row under `heading`, up to the next heading. */
function tableModules(file: string, heading: string): string[] {
  const text = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`${file} has no "${heading}" section`);
  const section = text.slice(start + heading.length).split(/\n#{1,3} /)[0] ?? '';
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
  return [...new Set(names)].sort();
}

describe('module tables in the docs', () => {
  it('README lists every server module, and only those', () => {
    expect(tableModules('README.md', '### Server modules')).toEqual(modules);
  });

  it('docs/architecture.md lists every server module, and only those', () => {
    expect(tableModules('docs/architecture.md', '## Modules')).toEqual(modules);
  });
});
