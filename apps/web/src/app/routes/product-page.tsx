import { lazy } from 'react';
import { ProductDetailRoute } from '../../features/products/routes/product-detail';
import type { ReviewsSection as ReviewsSectionType } from '../../features/reviews/components/reviews-section';

// The product page composes two features: the product's details and, below them, its reviews. A feature never
// imports another (docs/decisions/198-module-front-doors.md), so the page is put together here.
//
// The reviews stay out of the page's initial JavaScript (docs/decisions/134-share-and-lazy-review-form.md, 081):
// their chunk is fetched when this page's module loads, and the section hydrates when it arrives. On the server
// the module is awaited before any render, so the page is rendered whole, without a suspended boundary (whose
// completion script the CSP would block).
type ReviewsSectionComponent = typeof ReviewsSectionType;
let LoadedReviews: ReviewsSectionComponent | undefined;
const reviewsModule = import('../../features/reviews/components/reviews-section').then((m) => {
  LoadedReviews = m.ReviewsSection;
  return { default: m.ReviewsSection };
});
const LazyReviews = lazy(() => reviewsModule);
if (import.meta.env.SSR) await reviewsModule;

function ReviewsSection(props: Parameters<ReviewsSectionComponent>[0]) {
  return LoadedReviews ? <LoadedReviews {...props} /> : <LazyReviews {...props} />;
}

/** Product detail (/products/:id) with its reviews section. */
export function ProductPage() {
  return <ProductDetailRoute ReviewsSection={ReviewsSection} />;
}
