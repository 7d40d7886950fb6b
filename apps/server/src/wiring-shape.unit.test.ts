import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One wiring shape (docs/decisions/200-one-wiring-shape.md): every module is registered by its own `register`
 * from its front door, called from app-modules.ts in dependency order with its dependencies as arguments; no
 * `let` placeholder waits for a module created later, and no module reads a service off an app decorator.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const modules = readdirSync(new URL('modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const wiring = read('app-modules.ts');

/** The `register…` functions a front door exports. */
const registersOf = (frontDoor: string) =>
  [...frontDoor.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()).filter((name) => /^register[A-Z]/.test(name)),
  );

/** Late binding in the wiring: a `let` to assign later, or a service hung on the app. */
function wiringProblems(source: string): string[] {
  const problems: string[] = [];
  if (/^\s*let\s/m.test(source)) problems.push('a let placeholder');
  if (/\.decorate\(/.test(source)) problems.push('an app decorator');
  return problems;
}

/** A module reading a service off the app rather than being given it. */
const readsDecoratedService = (source: string) => /\bapp\.(shopSettings|catalogCache)\b|hasDecorator\(/.test(source);

describe('one wiring shape', () => {
  it.each(modules)('the %s module has exactly one register, called from app-modules.ts', (module) => {
    const registers = registersOf(read(`modules/${module}/index.ts`));
    expect(registers).toHaveLength(1);
    expect(wiring).toMatch(new RegExp(`await ${registers[0]}\\(app,|= ${registers[0]}\\(app,`));
  });

  it('app-modules.ts binds nothing late: no let placeholder, no decorator', () => {
    expect(wiringProblems(wiring)).toEqual([]);
  });

  it('the check catches the old placeholders', () => {
    expect(wiringProblems("  let eraseAccount = async () => {};\n  app.decorate('catalogCache', cache);")).toEqual([
      'a let placeholder',
      'an app decorator',
    ]);
  });

  it('no module reads a service off an app decorator', () => {
    const sources = readdirSync(new URL('modules/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.ts') && !path.includes('.test.'),
    );
    expect(sources.filter((path) => readsDecoratedService(read(`modules/${path}`)))).toEqual([]);
    expect(readsDecoratedService("const v = app.hasDecorator('shopSettings') ? app.shopSettings : null;")).toBe(true);
  });
});
