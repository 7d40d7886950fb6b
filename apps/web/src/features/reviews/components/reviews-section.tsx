import type { Review, ReviewSort } from '@shop/shared/schemas/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/link';
import { ProductImage } from '../../../components/product/product-image';
import { StarRating } from '../../../components/product/star-rating';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { PAGE_SECTION_HEADING, TitledSection } from '../../../components/ui/titled-section';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useUser } from '../../../lib/auth';
import { keepInViewWhileSettling } from '../../../lib/keep-in-view';
import { loginPathFor } from '../../../lib/redirect';
import { paths, WRITE_REVIEW_ID } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { FIRST_REVIEWS_PAGE, myReviewQueryOptions, reviewKeys, reviewsQueryOptions, voteHelpful } from '../api/reviews';

// The form (and its validation) is fetched only when a buyer opens it: the product page's first load stays
// within its JavaScript budget (docs/decisions/081-initial-js-budget.md, 134-share-and-lazy-review-form.md).
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

// India's calendar day on the server and in the browser alike, so the rendered page hydrates unchanged.
const REVIEW_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

function Breakdown({
  breakdown,
  count,
  onPick,
  picked,
}: {
  breakdown: number[];
  count: number;
  onPick: (stars: number | undefined) => void;
  picked?: number;
}) {
  const { t } = useT();
  return (
    <ul aria-label={t('reviews.breakdown')} className="space-y-1.5">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = breakdown[stars - 1] ?? 0;
        const percent = count === 0 ? 0 : Math.round((n / count) * 100);
        return (
          <li key={stars}>
            <button
              type="button"
              onClick={() => onPick(picked === stars ? undefined : stars)}
              aria-pressed={picked === stars}
              aria-label={t('reviews.breakdownRow', { stars, count: n })}
              className="flex w-full items-center gap-2 rounded text-sm text-slate-600 hover:text-brand-700 aria-pressed:font-semibold aria-pressed:text-brand-700"
              disabled={n === 0 && picked !== stars}
            >
              <span className="w-10 shrink-0 text-left">{stars} ★</span>
              {/* SVG widths, not inline styles: the page's CSP allows no style attributes it does not know. */}
              <svg aria-hidden="true" className="h-2 flex-1" viewBox="0 0 100 8" preserveAspectRatio="none">
                <rect width="100" height="8" rx="4" className="fill-slate-200" />
                {percent > 0 && <rect width={percent} height="8" rx="4" className="fill-amber-400" />}
              </svg>
              <span className="w-8 shrink-0 text-right tabular-nums">{n}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review, productId }: { review: Review; productId: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const [helpful, setHelpful] = useState(review.helpfulCount);
  const { t, locale } = useT();
  // The same query as the write-a-review button (cached): one's own review cannot be voted helpful.
  const mine = useQuery({ ...myReviewQueryOptions(productId), enabled: Boolean(user) });
  const isOwn = mine.data?.review?._id === review._id;
  const onHelpful = async () => {
    try {
      setHelpful((await voteHelpful(review._id)).helpfulCount);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all(productId) });
    } catch (error) {
      toast.error(getErrorMessage(error, t('reviews.voteFailed')));
    }
  };
  return (
    <li className="border-b border-slate-200 py-5 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        <h3 className="font-semibold text-slate-900">{review.title}</h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <span className="font-medium text-slate-700">{review.authorName}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-700">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {t('reviews.verified')}
          </span>
        )}
        <span>{formatDateTime(review.createdAt, locale, REVIEW_DATE)}</span>
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.body}</p>
      {review.photos.length > 0 && (
        <ul aria-label={t('reviews.photosOf')} className="mt-3 flex gap-2">
          {review.photos.map((photo, i) => (
            <li key={photo}>
              <a
                href={photo}
                target="_blank"
                rel="noreferrer"
                className="block h-20 w-20 overflow-hidden rounded-lg bg-slate-100"
              >
                <ProductImage
                  src={photo}
                  alt={t('reviews.photoAlt', { number: i + 1, name: review.authorName })}
                  width={200}
                  className="h-full w-full"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {user && !isOwn && (
        <button
          type="button"
          onClick={() => void onHelpful()}
          className="mt-3 inline-flex items-center gap-1.5 text-xs text-slate-500 hover:text-brand-700"
        >
          <ThumbsUp className="h-3.5 w-3.5" aria-hidden="true" />
          {t('reviews.helpful', { count: helpful })}
        </button>
      )}
      {(!user || isOwn) && helpful > 0 && (
        <p className="mt-3 text-xs text-slate-500">{t('reviews.foundHelpful', { count: helpful })}</p>
      )}
    </li>
  );
}

function WriteReview({ productId, productName }: { productId: string; productName: string }) {
  const { data: user, isPending } = useUser();
  const { t } = useT();
  // "Write a review" on a delivered order links here with #write-review: the form opens, in view.
  const isAskedFor = useLocation().hash === `#${WRITE_REVIEW_ID}`;
  const [isOpen, setIsOpen] = useState(isAskedFor);
  const mine = useQuery({ ...myReviewQueryOptions(productId), enabled: Boolean(user) });
  const isShown = Boolean(mine.data);
  useEffect(() => {
    if (!isAskedFor || !isShown) return undefined;
    return keepInViewWhileSettling(document.getElementById(WRITE_REVIEW_ID));
  }, [isAskedFor, isShown]);
  if (isPending) return null;
  if (!user) {
    return (
      <Link to={loginPathFor(paths.product(productId))} className={buttonClasses('outline', 'md')}>
        {t('reviews.signIn')}
      </Link>
    );
  }
  if (!mine.data) return null;
  const { review, canReview } = mine.data;
  if (!review && !canReview) {
    return <p className="text-sm text-slate-500">{t('reviews.onlyBuyers')}</p>;
  }
  if (isOpen) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-500">{t('reviews.loadingForm')}</p>}>
        <ReviewForm productId={productId} productName={productName} existing={review} onDone={() => setIsOpen(false)} />
      </Suspense>
    );
  }
  return (
    <Button variant="outline" onClick={() => setIsOpen(true)}>
      {review ? t('reviews.edit') : t('reviews.write')}
    </Button>
  );
}

/** Reviews on the product page: rating breakdown, sort, star filter, pages of five, and the buyer's form. */
export function ReviewsSection({ productId, productName }: { productId: string; productName: string }) {
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS_PAGE.sort);
  const { t } = useT();
  const [stars, setStars] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...reviewsQueryOptions(productId, { sort, stars, page }),
    placeholderData: (previous) => previous,
  });
  // An answer of another shape (an older server) shows as "no reviews" rather than breaking the page.
  const data = query.data && Array.isArray(query.data.reviews) ? query.data : undefined;
  const summary = data?.summary && Array.isArray(data.summary.breakdown) ? data.summary : undefined;

  return (
    <TitledSection
      id="reviews-heading"
      title={t('reviews.heading')}
      className="mt-12"
      headingClassName={PAGE_SECTION_HEADING}
    >
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="space-y-4">
          {summary && (
            <>
              {/* Nothing to average, no score ("– out of 5" read as one): the list says "No reviews yet". */}
              {summary.count > 0 && (
                <div>
                  <p className="text-4xl font-bold text-slate-900">
                    {richText(
                      t('reviews.average', { average: summary.average.toFixed(1) }),
                      <span className="text-base font-normal text-slate-500" />,
                    )}
                  </p>
                  <StarRating rating={summary.average} size="md" className="mt-1" />
                  <p className="mt-1 text-sm text-slate-500">{t('reviews.basedOn', { count: summary.count })}</p>
                </div>
              )}
              <Breakdown
                breakdown={summary.breakdown}
                count={summary.count}
                picked={stars}
                onPick={(next) => {
                  setStars(next);
                  setPage(1);
                }}
              />
            </>
          )}
          {/* Its height is kept while a signed-in shopper's own review loads, so the page under it does not jump
              (decision 281). */}
          <div id={WRITE_REVIEW_ID} className="min-h-10">
            <WriteReview productId={productId} productName={productName} />
          </div>
        </div>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
              {t('reviews.sortBy')}
              <Select
                value={sort}
                className="w-auto"
                onChange={(event) => {
                  setSort(event.target.value as ReviewSort);
                  setPage(1);
                }}
              >
                <option value="newest">{t('reviews.newest')}</option>
                <option value="helpful">{t('reviews.mostHelpful')}</option>
              </Select>
            </label>
            <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
              {t('reviews.starsFilter')}
              <Select
                value={stars ?? ''}
                className="w-auto"
                onChange={(event) => {
                  setStars(event.target.value ? Number(event.target.value) : undefined);
                  setPage(1);
                }}
              >
                <option value="">{t('reviews.allStars')}</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {t('reviews.stars', { count: n })}
                  </option>
                ))}
              </Select>
            </label>
          </div>
          {query.isError && (
            <p className="mt-4 text-sm text-red-600">{getErrorMessage(query.error, t('reviews.loadFailed'))}</p>
          )}
          {data && data.reviews.length === 0 && (
            <p className="mt-6 text-sm text-slate-500">
              {stars ? t('reviews.noneWithStars', { stars }) : t('reviews.none')}
            </p>
          )}
          {data && data.reviews.length > 0 && (
            <ul aria-label={t('reviews.list')} className="mt-2">
              {data.reviews.map((review) => (
                <ReviewItem key={review._id} review={review} productId={productId} />
              ))}
            </ul>
          )}
          {data && data.total > data.limit && (
            <nav
              aria-label={t('reviews.pages')}
              className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600"
            >
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('reviews.previous')}
              </Button>
              <span>{t('reviews.page', { page: data.page, pages: Math.ceil(data.total / data.limit) })}</span>
              <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
                {t('reviews.next')}
              </Button>
            </nav>
          )}
        </div>
      </div>
    </TitledSection>
  );
}
