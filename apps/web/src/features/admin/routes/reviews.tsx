import type { AdminReview, AdminReviewListResponse } from '@shop/shared/schemas/reviews';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StarRating } from '../../../components/product/star-rating';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { api, getErrorMessage } from '../../../lib/api-client';
import { FilterTabs } from '../components/filter-tabs';
import { Pagination } from '../components/pagination';
import { EmptyNote } from '../components/panel';
import { formatDateTime } from '../utils/dates';

type Status = 'all' | 'visible' | 'hidden';
const FILTERS: { value: Status; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];
const FETCH_FAILED = 'Failed to fetch reviews';

function ReviewRow({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const act = async () => {
    setIsBusy(true);
    try {
      const res = await api.put<{ message: string }>(
        `/admin/reviews/${encodeURIComponent(review._id)}/${review.hidden ? 'restore' : 'hide'}`,
        {},
      );
      toast.success(res.message);
      onChanged();
    } catch (error) {
      toast.error(getErrorMessage(error, 'Could not change the review'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="admin-review">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StarRating rating={review.rating} />
          <span className="font-semibold text-slate-900">{review.title}</span>
          {review.hidden && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">Hidden</span>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">{review.body}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span>{review.authorName}</span>
          {review.verifiedBuyer && (
            <span className="inline-flex items-center gap-1 text-emerald-700">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Verified buyer
            </span>
          )}
          <span>{formatDateTime(review.createdAt)}</span>
          <span>
            on{' '}
            <Link to={paths.product(review.productId)} className="text-brand-700 hover:underline">
              {review.productName}
            </Link>
          </span>
          {review.photos.length > 0 && <span>{review.photos.length} photo(s)</span>}
        </p>
      </div>
      <Button size="sm" variant="outline" isLoading={isBusy} onClick={() => void act()}>
        {review.hidden ? 'Restore' : 'Hide'}
      </Button>
    </li>
  );
}

/** Reviews (/admin/reviews): every review, newest first; hide or restore one (audited, rating recomputed). */
export function AdminReviewsRoute() {
  useDocumentTitle('Reviews');
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'reviews', status, page],
    queryFn: ({ signal }) =>
      api.get<AdminReviewListResponse>('/admin/reviews', { signal, params: { status, page: String(page) } }),
    placeholderData: keepPreviousData,
  });
  const reviews = list.data?.reviews ?? [];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    void queryClient.invalidateQueries({ queryKey: ['reviews'] });
  };

  return (
    <>
      <PageHeader title="Reviews" subtitle="Hide a review that breaks the rules; the product's rating leaves it out." />
      <div className="mb-4">
        <FilterTabs
          label="Show reviews"
          options={FILTERS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : list.isError && !list.data ? (
        <ErrorPanel
          title="Could not load reviews"
          message={getErrorMessage(list.error, FETCH_FAILED)}
          onRetry={() => void list.refetch()}
        />
      ) : reviews.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <EmptyNote icon={<MessageSquareText className="h-8 w-8 text-slate-300" aria-hidden="true" />}>
            No reviews here
          </EmptyNote>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {reviews.map((review) => (
              <ReviewRow key={review._id} review={review} onChanged={refresh} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={list.data?.limit ?? 20}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
            label="Review pages"
          />
        </>
      )}
    </>
  );
}
