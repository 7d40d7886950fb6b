import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One routes helper for every routes file (docs/decisions/200-one-wiring-shape.md): the typed router, the auth
 * hooks, the OpenAPI tags and the bearer security entry come from `routeKit`, so a new routes file cannot
 * forget the zod type provider or spell the security entry differently.
 */
const modulesDir = new URL('modules/', import.meta.url);
const sources = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.includes('.test.'))
  .sort();
const routesFiles = sources.filter((path) => /routes\.ts$/.test(path));

/** `r.get('/api/…'` and the like: the file declares routes itself rather than composing other routes files. */
const declaresRoutes = (source: string) => /\.(get|post|put|patch|delete)\(\s*['"`]\//.test(source);

function routesFileProblems(source: string): string[] {
  const problems: string[] = [];
  if (declaresRoutes(source) && !/\brouteKit\(/.test(source)) problems.push('declares routes without routeKit');
  if (/withTypeProvider\s*</.test(source)) problems.push('builds its own typed router (use routeKit)');
  if (/\bauthHooks\(/.test(source)) problems.push('takes the auth hooks apart from routeKit');
  if (/bearerAuth/.test(source)) problems.push("spells the bearer security entry (routeKit's `security`)");
  return problems;
}

describe('routes files', () => {
  it('finds the routes files', () => {
    expect(routesFiles.length).toBeGreaterThan(20);
  });

  it('every API route is declared in a routes file', () => {
    const declaresApiRoutes = (path: string) =>
      /\.(get|post|put|patch|delete)\(\s*['"`]\/api\//.test(readFileSync(new URL(path, modulesDir), 'utf8'));
    expect(sources.filter((path) => !routesFiles.includes(path) && declaresApiRoutes(path))).toEqual([]);
  });

  it.each(routesFiles)('%s uses routeKit', (path) => {
    expect(routesFileProblems(readFileSync(new URL(path, modulesDir), 'utf8'))).toEqual([]);
  });

  it('the check catches a routes file that builds its own router', () => {
    const handRolled = `const r = app.withTypeProvider<ZodTypeProvider>();\nr.get('/api/x', {}, async () => ({}));`;
    expect(routesFileProblems(handRolled)).toEqual([
      'declares routes without routeKit',
      'builds its own typed router (use routeKit)',
    ]);
    const bareApp = `app.get('/api/health', { schema: { security: [{ bearerAuth: [] }] } }, handler);`;
    expect(routesFileProblems(bareApp)).toEqual([
      'declares routes without routeKit',
      "spells the bearer security entry (routeKit's `security`)",
    ]);
  });

  it('the check accepts a file that composes routes files', () => {
    expect(routesFileProblems('registerCustomerReturnRoutes(app, returns, upload);')).toEqual([]);
  });
});
