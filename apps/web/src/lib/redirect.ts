export const REDIRECT_PARAM = 'redirectTo';

const AUTH_PAGES = ['/login', '/register'];

/**
 * The in-app path to return to after login, or `fallback`. Only same-origin absolute paths pass
 * ("/orders?status=shipped"), so a crafted link cannot send a user to another site.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return fallback;
  }
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.includes(pathname)) return fallback;
  return candidate;
}

/** `/login?redirectTo=<path>`, or plain `/login` when the path is home or not a safe target. */
export function loginPathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo, '');
  if (!target || target === '/') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
