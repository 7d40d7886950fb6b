import type { FastifyInstance } from 'fastify';

/**
 * Every `METHOD /api/...` route the real app registered, read from Fastify's own route tree
 * (`printRoutes({ commonPrefix: false })`), so a route added anywhere shows up here without a list to maintain.
 * HEAD routes Fastify derives from GET routes are left out (they answer like their GET), and so is the
 * Swagger UI under /api/docs.
 */
export function listApiRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method || method === 'HEAD' || method === 'OPTIONS') continue;
      if (!path.startsWith('/api/') || path === '/api/docs' || path.startsWith('/api/docs/')) continue;
      routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
