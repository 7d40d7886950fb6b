import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { isAdmin, useUser } from '../lib/auth';
import { paths } from '../config/paths';
import { loginPathFor, REDIRECT_PARAM, safeRedirectPath } from '../lib/redirect';

/** Signed-in users only; others go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Admins only: anonymous visitors go to /login, signed-in customers to the home page. */
export function RequireAdmin() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * /login and /register are for visitors. A signed-in user (including one who has just signed in on this
 * page) goes to the page they came from, else home: the admin area for an admin, the storefront for a shopper.
 */
export function RedirectIfSignedIn() {
  const { data: user, isPending } = useUser();
  const [searchParams] = useSearchParams();
  if (isPending) return <LoadingScreen />;
  if (user) {
    const home = isAdmin(user) ? paths.admin.overview : paths.home;
    return <Navigate to={safeRedirectPath(searchParams.get(REDIRECT_PARAM), home)} replace />;
  }
  return <Outlet />;
}
