import type { MyReviewResponse, ReviewListResponse, ReviewSort } from '@shop/shared/schemas/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ReviewListParams {
  sort: ReviewSort;
  stars?: number;
  page: number;
}

export const reviewKeys = {
  all: (productId: string) => ['reviews', productId] as const,
  list: (productId: string, params: ReviewListParams) => ['reviews', productId, 'list', params] as const,
  mine: (productId: string) => ['reviews', productId, 'mine'] as const,
};

/** The first page the product page shows, and the one the server renders (ssr/pages.ts). */
export const FIRST_REVIEWS_PAGE: ReviewListParams = { sort: 'newest', page: 1 };

export function reviewsQueryOptions(productId: string, params: ReviewListParams) {
  return queryOptions({
    queryKey: reviewKeys.list(productId, params),
    queryFn: ({ signal }) =>
      api.get<ReviewListResponse>(`/products/${encodeURIComponent(productId)}/reviews`, {
        signal,
        params: {
          sort: params.sort,
          page: String(params.page),
          ...(params.stars ? { stars: String(params.stars) } : {}),
        },
      }),
    enabled: productId.length > 0,
    retryOnMount: false,
  });
}

export function myReviewQueryOptions(productId: string) {
  return queryOptions({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) =>
      api.get<MyReviewResponse>(`/products/${encodeURIComponent(productId)}/reviews/mine`, { signal }),
  });
}

export const voteHelpful = (reviewId: string) =>
  api.post<{ helpfulCount: number }>(`/reviews/${encodeURIComponent(reviewId)}/helpful`);
