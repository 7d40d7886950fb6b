import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules of the current page before hydration. Otherwise the router's first render
 * would show its fallback instead of the page the server rendered, and React would throw the HTML away.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
