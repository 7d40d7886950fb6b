import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { isFinalAnswer, type SerializedApiError } from '../app/query-state';
import { ApiError } from '../lib/api-client';
import { sessionQueryKey } from '../lib/auth';
import { jsonForScript } from './html';

/**
 * The cache as JSON safe to put inside a script element. ApiErrors do not survive JSON on their own
 * (message is not enumerable, the class is lost), so they travel as plain fields and are rebuilt on arrival.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      // The server renders everyone signed out; its "no session" must not become the browser's answer.
      query.queryKey[0] !== sessionQueryKey[0] &&
      (query.state.status === 'success' || (query.state.status === 'error' && isFinalAnswer(query.state.error))),
  });
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    if (!(error instanceof ApiError)) return query;
    const serialized: SerializedApiError = { apiError: { status: error.status, message: error.message } };
    return { ...query, state: { ...query.state, error: serialized } };
  });
  return jsonForScript({ ...state, queries });
}
