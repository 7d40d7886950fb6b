import { lazy } from 'react';
import { ProductDetailRoute, productDetailChunks } from '../../features/products/routes/product-detail';
import { withMessages } from '../../lib/i18n/i18n';
import type { ReviewsSection as ReviewsSectionType } from '../../features/reviews/components/reviews-section';

// The product page composes two features: the product's details and, below them, its reviews. A feature never
// imports another (docs/decisions/198-module-front-doors.md), so the page is put together here.
//
// The reviews stay out of the page's initial JavaScript (docs/decisions/134-share-and-lazy-review-form.md, 081):
// their chunk is fetched when this page's module loads, and the section hydrates when it arrives. On the server
// the module is awaited before any render, so the page is rendered whole, without a suspended boundary (whose
// completion script the CSP would block). Their words (the `reviews` catalogue section) come with their chunk,
// not with the page's first JavaScript.
type ReviewsSectionComponent = typeof ReviewsSectionType;
let LoadedReviews: ReviewsSectionComponent | undefined;
const reviewsModule = withMessages('reviews', import('../../features/reviews/components/reviews-section')).then((m) => {
  LoadedReviews = m.ReviewsSection;
  return { default: m.ReviewsSection };
});
const LazyReviews = lazy(() => reviewsModule);
if (import.meta.env.SSR) await reviewsModule;

/**
 * The page's chunks (reviews, pickers, tabs): the route waits for them before the page renders, so the browser
 * hydrates the page whole, as the server rendered it (docs/decisions/265-hydrate-after-the-page-chunks.md).
 */
export const productPageChunks = Promise.all([reviewsModule, productDetailChunks]);

function ReviewsSection(props: Parameters<ReviewsSectionComponent>[0]) {
  return LoadedReviews ? <LoadedReviews {...props} /> : <LazyReviews {...props} />;
}

/** Product detail (/products/:id) with its reviews section. */
export function ProductPage() {
  return <ProductDetailRoute ReviewsSection={ReviewsSection} />;
}
