import type { AdminReview, AdminReviewListResponse } from '@shop/shared/schemas/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from './use-paged-query';

export type ReviewStatusFilter = 'all' | 'visible' | 'hidden';

/** GET /api/admin/reviews: every review, newest first, shown or hidden ones only. */
export function useAdminReviews(status: ReviewStatusFilter, page: number) {
  return usePagedQuery(['admin', 'reviews', status, page], (signal) =>
    api.get<AdminReviewListResponse>('/admin/reviews', { signal, params: { status, page: String(page) } }),
  );
}

/** PUT hide or restore; the server answers with the message to show. */
export function setReviewHidden(review: AdminReview) {
  return api.put<{ message: string }>(
    `/admin/reviews/${encodeURIComponent(review._id)}/${review.hidden ? 'restore' : 'hide'}`,
    {},
  );
}

/** After a hide or restore: the admin list and the shop's review lists and ratings. */
export function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    void queryClient.invalidateQueries({ queryKey: ['reviews'] });
  };
}
