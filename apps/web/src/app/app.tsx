import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endSession } from '../lib/auth';
import { loginPathFor } from '../lib/redirect';
import { AppProvider, createAppQueryClient } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);

  // Any 401 from the API: the session is over. Sign out here and go to /login, coming back afterwards.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        endSession(queryClient);
        const { pathname, search } = router.state.location;
        if (pathname !== '/login') void router.navigate(loginPathFor(pathname + search), { replace: true });
      }),
    [queryClient, router],
  );

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
