import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { CartProvider } from '../stores/cart/cart-provider';
import { ApiError } from '../lib/api-client';

const MAX_RETRIES = 2;

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; only network trouble and 5xx are worth another go.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

interface AppProviderProps {
  queryClient: QueryClient;
  /** The page is (or hydrates) server-rendered HTML: the browser's stored state is read after hydration. */
  serverRendered?: boolean;
  children: ReactNode;
}

export function AppProvider({ queryClient, serverRendered = false, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CartProvider serverRendered={serverRendered}>{children}</CartProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
