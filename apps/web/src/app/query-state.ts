import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The `<script type="application/json">` that carries the server's query cache to the browser. */
export const QUERY_STATE_ELEMENT_ID = 'ssr-query-state';

/** How an ApiError travels in the page (see ssr/serialize-query-state.ts). */
export interface SerializedApiError {
  apiError: { status: number; message: string };
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * A 4xx answer (a missing product) is the page's content; anything else, including "too many requests"
 * and timeouts, is left for the browser to retry.
 */
export function isFinalAnswer(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** The server's cache from the page, or null when the page was not server-rendered. */
export function readQueryState(doc: Document): DehydratedState | null {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    return {
      ...state,
      queries: state.queries.map((query) => {
        const error: unknown = query.state.error;
        if (!isSerializedApiError(error)) return query;
        return {
          ...query,
          state: { ...query.state, error: new ApiError(error.apiError.status, error.apiError.message) },
        };
      }),
    };
  } catch {
    return null;
  }
}
