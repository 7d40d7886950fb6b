import type { AuthResponse, LoginInput, RegisterInput, User } from '@shop/shared/schemas/auth';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from './api-client';
import { clearToken, getToken, setToken, subscribeToToken } from './token';

/**
 * The session is the signed-in user, kept in the query cache under one key; the token in localStorage is
 * what survives a reload. Type-only imports from the shared schemas keep zod out of the first chunk.
 */
export const sessionQueryKey = ['auth', 'session'] as const;

async function fetchSessionUser(): Promise<User | null> {
  if (!getToken()) return null;
  try {
    // A stale token at start-up just means "signed out": the visitor stays on the page they opened.
    return await api.get<User>('/auth/me', { skipUnauthorizedRedirect: true });
  } catch (error) {
    // docs/product.md#behaviour: a failed profile fetch at load removes the token. Only an answer about the token
    // is such a failure: a busy shop (503 with Retry-After, a limit's 429, a 5xx) or a request cut off by a network
    // blip says nothing about it, so the token stays and the session is asked again (`retry` below).
    if (!isPassing(error)) {
      clearToken();
      return null;
    }
    throw error;
  }
}

/** An error that says nothing about the token: no answer, too many requests, or the server failing or busy. */
function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Asks again twice, 2 s apart (the shop's Retry-After when busy); then the page goes on signed out, token kept. */
const SESSION_TRIES = 3;
const SESSION_RETRY_MS = 2_000;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSessionUser,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < SESSION_TRIES - 1 && isPassing(error),
    retryDelay: SESSION_RETRY_MS,
    refetchOnWindowFocus: false,
    // Without a token there is nothing to load: signed out at once, no loading screen.
    initialData: () => (getToken() ? undefined : null),
  });
}

export interface SessionState {
  /** undefined while the session loads, null when signed out. */
  data: User | null | undefined;
  isPending: boolean;
}

const SIGNED_OUT: SessionState = { data: null, isPending: false };
const noToken = () => null;

/**
 * The server cannot see the token in localStorage, so it renders every page signed out; the first client
 * render (hydration) must match, which is why the token is read through useSyncExternalStore with a
 * signed-out server snapshot. Right after hydration the real token takes over.
 */
export function useUser(): SessionState {
  const token = useSyncExternalStore(subscribeToToken, getToken, noToken);
  const query = useQuery({ ...sessionQueryOptions(), enabled: token !== null });
  if (token === null) return SIGNED_OUT;
  return { data: query.data, isPending: query.isPending };
}

export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Forgets the token, the user and every cached answer that belonged to them. */
export function endSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

export function startSession(queryClient: QueryClient, { user, token }: AuthResponse): void {
  setToken(token);
  queryClient.setQueryData(sessionQueryKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 401 here is a wrong password, shown on the form; it must not bounce the page.
    mutationFn: (input: LoginInput) => api.post<AuthResponse>('/auth/login', input, { skipUnauthorizedRedirect: true }),
    onSuccess: (response) => startSession(queryClient, response),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      // The page's language is saved on the new account: its first mails are in it (decision 233).
      api.post<AuthResponse>('/auth/register', input, { skipUnauthorizedRedirect: true }),
    onSuccess: (response) => startSession(queryClient, response),
  });
}

/** Logout: leave for the home page first (so guarded pages never flash a login redirect), then end the session. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { replace: true });
    endSession(queryClient);
  }, [navigate, queryClient]);
}
