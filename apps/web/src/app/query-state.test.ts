import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { QUERY_STATE_ELEMENT_ID, readQueryState } from './query-state';

function pageWith(state: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = QUERY_STATE_ELEMENT_ID;
  script.textContent = JSON.stringify(state);
  doc.body.append(script);
  return doc;
}

const query = (state: Record<string, unknown>) => ({
  queryKey: ['x'],
  queryHash: '["x"]',
  state: { fetchStatus: 'idle', fetchFailureCount: 0, errorUpdateCount: 0, dataUpdateCount: 1, ...state },
});

describe('readQueryState', () => {
  it('dates the server answers by the page request, so a page cached a minute ago does not refetch at once', () => {
    const renderedAt = 1_000_000;
    const requestedAt = renderedAt + 60_000;
    const doc = pageWith({
      mutations: [],
      queries: [
        query({ status: 'success', data: { ok: true }, dataUpdatedAt: renderedAt, errorUpdatedAt: 0 }),
        query({
          status: 'error',
          error: { apiError: { status: 404, message: 'Product not found' } },
          dataUpdatedAt: 0,
          errorUpdatedAt: renderedAt,
        }),
      ],
    });
    const [answer, missing] = readQueryState(doc, requestedAt)!.queries;
    expect(answer!.state.dataUpdatedAt).toBe(requestedAt);
    // "Never" stays never: 0 is no fetch time to move.
    expect(answer!.state.errorUpdatedAt).toBe(0);
    expect(missing!.state.errorUpdatedAt).toBe(requestedAt);
    expect(missing!.state.error).toBeInstanceOf(ApiError);
    expect((missing!.state.error as ApiError).status).toBe(404);
  });

  it('keeps a fetch time later than the request (a browser clock behind the server)', () => {
    const doc = pageWith({ mutations: [], queries: [query({ status: 'success', data: 1, dataUpdatedAt: 5_000 })] });
    expect(readQueryState(doc, 4_000)!.queries[0]!.state.dataUpdatedAt).toBe(5_000);
  });

  it('is null for a page the server did not render', () => {
    expect(readQueryState(document.implementation.createHTMLDocument('shell'), 0)).toBeNull();
  });
});
