import { useLocation, useRoutes } from 'react-router';
import { routes } from '../router';
import { RouteErrorBoundary } from './route-error-boundary';

/** The route table under the router the caller provides (browser, server or a test's memory router). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // Last resort when the layout itself fails; pages fail into the layout's own boundary.
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
