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

/**
 * The server's cache from the page, or null when the page was not server-rendered.
 *
 * Its answers are dated `requestTime` (the browser's navigation start): the server keeps a rendered page for a
 * minute while the catalogue is unchanged (decision 082), so the fetch times inside it could be older than the
 * queries' staleTime, and every query refetched the moment the page hydrated, re-rendering the page on a
 * busy main thread (docs/decisions/197-lighthouse-after-hydration.md). The page is as current as the server's
 * answer to this request; dating by the browser's own clock also ignores any skew between the two clocks.
 */
export function readQueryState(doc: Document, requestTime: number): DehydratedState | null {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    return {
      ...state,
      queries: state.queries.map((query) => {
        const error: unknown = query.state.error;
        const dated = {
          ...query.state,
          dataUpdatedAt: query.state.dataUpdatedAt && Math.max(query.state.dataUpdatedAt, requestTime),
          errorUpdatedAt: query.state.errorUpdatedAt && Math.max(query.state.errorUpdatedAt, requestTime),
        };
        if (!isSerializedApiError(error)) return { ...query, state: dated };
        return {
          ...query,
          state: { ...dated, error: new ApiError(error.apiError.status, error.apiError.message) },
        };
      }),
    };
  } catch {
    return null;
  }
}
