import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { endSession } from '../../lib/auth';
import { loginPathFor } from '../../lib/redirect';

/** Any 401 from the API: the session is over. Sign out here and go to /login, coming back afterwards. */
export function SessionExpiryRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        endSession(queryClient);
        const { pathname, search } = here.current;
        if (pathname !== '/login') void navigate(loginPathFor(pathname + search), { replace: true });
      }),
    [queryClient, navigate],
  );
  return null;
}
