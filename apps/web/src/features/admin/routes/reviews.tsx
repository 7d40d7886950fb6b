import type { AdminReview } from '@shop/shared/schemas/reviews';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { Link } from '../../../lib/link';
import { StarRating } from '../../../components/product/star-rating';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { type ReviewStatusFilter, setReviewHidden, useAdminReviews, useRefreshReviews } from '../api/reviews';
import { FilteredListScreen, useFilteredPages } from '../components/filtered-list-screen';
import { useToastedTask } from '../hooks/use-toasted-task';
import { formatDateTime } from '../utils/dates';

type Status = ReviewStatusFilter;
const FILTERS: { value: Status; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];
const FETCH_FAILED = 'Failed to fetch reviews';

function ReviewRow({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const task = useToastedTask();
  const act = () =>
    task.run(() => setReviewHidden(review), {
      success: (res) => res.message,
      failure: 'Could not change the review',
      onDone: onChanged,
    });
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
      <Button size="sm" variant="outline" isLoading={task.isRunning} onClick={() => void act()}>
        {review.hidden ? 'Restore' : 'Hide'}
      </Button>
    </li>
  );
}

/** Reviews (/admin/reviews): every review, newest first; hide or restore one (audited, rating recomputed). */
export function AdminReviewsRoute() {
  const view = useFilteredPages<Status>('all');
  const list = useAdminReviews(view.filter, view.page);
  const reviews = list.data?.reviews ?? [];
  const refresh = useRefreshReviews();

  return (
    <FilteredListScreen
      title="Reviews"
      subtitle="Hide a review that breaks the rules; the product's rating leaves it out."
      filters={{ label: 'Show reviews', options: FILTERS }}
      view={view}
      query={list}
      isEmpty={reviews.length === 0}
      pages={{ size: list.data?.limit ?? 20, label: 'Review pages' }}
      loading={<Skeleton className="h-96 rounded-2xl" />}
      errorTitle="Could not load reviews"
      errorFallback={FETCH_FAILED}
      emptyIcon={MessageSquareText}
      empty="No reviews here"
    >
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {reviews.map((review) => (
          <ReviewRow key={review._id} review={review} onChanged={refresh} />
        ))}
      </ul>
    </FilteredListScreen>
  );
}
