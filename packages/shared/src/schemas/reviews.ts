import { z } from 'zod';
import { productSchema } from './catalog';
import { PAGE_MESSAGES, blankToUndefined, pageFields, wholeNumber, wholeNumberParam } from './query-params';
import { optionalText, requiredText } from './text-fields';

/** Reviews and the wishlist (issue 19; docs/decisions/130-who-may-review.md, 132-wishlist-merge.md). */
export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_TITLE = 100;
export const MAX_REVIEW_BODY = 2000;
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEWS_PAGE_SIZE = 5;
export const MAX_WISHLIST_ITEMS = 200;

export const REVIEW_MESSAGES = {
  invalidRating: 'Choose a rating from 1 to 5 stars',
  titleRequired: 'Please give your review a title',
  titleTooLong: `The title can be at most ${MAX_REVIEW_TITLE} characters`,
  bodyRequired: 'Please write a few words about the product',
  bodyTooLong: `The review can be at most ${MAX_REVIEW_BODY} characters`,
  tooManyPhotos: `You can add up to ${MAX_REVIEW_PHOTOS} photos`,
  notABuyer: 'Only customers who received this product can review it',
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  reviewNotFound: 'Review not found',
  invalidSort: `Sort must be one of ${REVIEW_SORTS.join(', ')}`,
  invalidStars: 'Star filter must be a whole number from 1 to 5',
  invalidPage: PAGE_MESSAGES.invalidPage,
  reviewSaved: 'Thank you! Your review is published.',
  reviewUpdated: 'Your review is updated.',
  reviewHidden: 'Review hidden',
  reviewRestored: 'Review restored',
  tooManyWishlistItems: `A wishlist can hold at most ${MAX_WISHLIST_ITEMS} products`,
  savedToWishlist: 'Saved to your wishlist',
  removedFromWishlist: 'Removed from your wishlist',
} as const;

const page = wholeNumberParam(REVIEW_MESSAGES.invalidPage, 10_000, 1);

/** The review form's fields (multipart or JSON); photos travel as files, kept ones as `keepPhotos`. */
export const reviewInputSchema = z.object({
  rating: wholeNumber(REVIEW_MESSAGES.invalidRating, 1, 5),
  title: requiredText(REVIEW_MESSAGES.titleRequired, MAX_REVIEW_TITLE, { tooLong: REVIEW_MESSAGES.titleTooLong }),
  body: requiredText(REVIEW_MESSAGES.bodyRequired, MAX_REVIEW_BODY, { tooLong: REVIEW_MESSAGES.bodyTooLong }),
});

export const reviewListQuerySchema = z.object({
  sort: z.preprocess(blankToUndefined, z.enum(REVIEW_SORTS, { error: REVIEW_MESSAGES.invalidSort }).default('newest')),
  stars: z.preprocess(blankToUndefined, wholeNumber(REVIEW_MESSAGES.invalidStars, 1, 5).optional()),
  page,
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  photos: z.array(z.string()),
  authorName: z.string(),
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Visible reviews only: average to one decimal, count, and how many of each star (index 0 = 1 star). */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  breakdown: z.array(z.number().int()).length(5),
});

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  ...pageFields,
  hasMore: z.boolean(),
  summary: ratingSummarySchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const myReviewResponseSchema = z.object({
  /** Whether the signed-in customer has a delivered order of the product. */
  canReview: z.boolean(),
  review: reviewSchema.nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema, message: z.string() });

export const ADMIN_REVIEW_FILTERS = ['all', 'visible', 'hidden'] as const;
export const adminReviewListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ADMIN_REVIEW_FILTERS).default('all')),
  page,
});

export const adminReviewSchema = reviewSchema.extend({
  productId: z.string(),
  productName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListResponseSchema = z.object({
  reviews: z.array(adminReviewSchema),
  ...pageFields,
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponseSchema>;
export const hideReviewSchema = z.object({
  reason: optionalText(200, 'The reason can be at most 200 characters'),
});

export const wishlistMergeSchema = z.object({
  productIds: z
    .array(z.string().max(100), { error: 'productIds must be a list of product ids' })
    .max(MAX_WISHLIST_ITEMS, { error: REVIEW_MESSAGES.tooManyWishlistItems }),
});
export const wishlistResponseSchema = z.object({
  productIds: z.array(z.string()),
  products: z.array(productSchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
