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
const app = read('app.ts');

/** The `register…` functions a front door exports. */
const registersOf = (frontDoor: string) =>
  [...frontDoor.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^register[A-Z]/.test(name)),
  );

/** Late binding in the wiring: a `let` to assign later, or a service hung on the app. */
function wiringProblems(source: string): string[] {
  const problems: string[] = [];
  if (/^\s*let\s/m.test(source)) problems.push('a let placeholder');
  if (/\.decorate\(/.test(source)) problems.push('an app decorator');
  return problems;
}

/**
 * What app.ts or app-modules.ts takes from a module other than its `register`: a service built before the
 * registers (the old `createUserAccounts(db)` and `createConsents(db)`) is one more wiring shape. Types are fine.
 */
function builtOutsideRegisters(source: string): string[] {
  const taken: string[] = [];
  for (const match of source.matchAll(/import \{([^}]*)\} from '\.\/modules\/[^']+'/g)) {
    for (const raw of (match[1] ?? '').split(',')) {
      const name = raw.trim();
      if (name && !name.startsWith('type ') && !/^register[A-Z]/.test(name)) taken.push(name);
    }
  }
  return taken;
}

/** The services the app is decorated with, in FastifyInstance augmentations and `decorate` calls, by file. */
function serviceDecorators(path: string, source: string): string[] {
  const found: string[] = [];
  for (const block of source.matchAll(/interface FastifyInstance \{([\s\S]*?)\n {2}\}/g)) {
    for (const member of (block[1] ?? '').matchAll(/^\s{4}(\w+)\??[(:]/gm)) found.push(`${path}: ${member[1]}`);
  }
  for (const call of source.matchAll(/\.decorate\(\s*'(\w+)'/g)) found.push(`${path}: ${call[1]}`);
  return [...new Set(found)].sort();
}

/**
 * The only things the app is decorated with: the sign-in check of plugins/auth.ts, which every routes file uses
 * through `routeKit`. A service (settings, caches, accounts) is given to the modules that need it and to tests as
 * a handle of `buildAppWithHandles`, never hung on the app.
 */
const ALLOWED_DECORATORS = [
  'plugins/auth.ts: optionalUser',
  'plugins/auth.ts: requireAdmin',
  'plugins/auth.ts: requireUser',
  'plugins/auth.ts: signToken',
  'plugins/auth.ts: tokenSubject',
];

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

  it('app.ts and app-modules.ts take nothing from a module but its register (and types)', () => {
    expect(builtOutsideRegisters(app)).toEqual([]);
    expect(builtOutsideRegisters(wiring)).toEqual([]);
    expect(app).not.toMatch(/\bcreate[A-Z]\w*\(database/);
  });

  it('the check catches a service built before the registers', () => {
    expect(
      builtOutsideRegisters(
        "import { createUserAccounts } from './modules/users';\nimport { type Consents, createConsents, registerPrivacy } from './modules/privacy';",
      ),
    ).toEqual(['createUserAccounts', 'createConsents']);
  });

  it('the app carries no service decorators', () => {
    const sources = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.ts') && !path.includes('.test.') && !path.startsWith('db/migrations'),
    );
    expect(sources.flatMap((path) => serviceDecorators(path, read(path)))).toEqual(ALLOWED_DECORATORS);
  });

  it('the check catches a service decorator', () => {
    const old =
      "declare module 'fastify' {\n  interface FastifyInstance {\n    /** The shop's settings. */\n    shopSettings: SettingsService;\n  }\n}\napp.decorate('catalogCache', cache);";
    expect(serviceDecorators('app.ts', old)).toEqual(['app.ts: catalogCache', 'app.ts: shopSettings']);
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
