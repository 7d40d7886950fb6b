import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import type { OrdersService } from '../orders/orders.service';
import type { ReturnsPersonalData } from '../returns/returns-privacy';
import type { ReviewsPersonalData } from '../reviews/reviews-privacy';
import type { UserAccounts } from '../users/user-accounts.service';
import type { WishlistPersonalData } from '../wishlist/wishlist-privacy';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService } from './privacy.service';

export interface PrivacyModuleOptions {
  db: Db;
  accounts: UserAccounts;
  orders: OrdersService;
  audit: AuditRecorder;
  /** The returns, reviews and wishlist modules' personal-data parts (docs/decisions/111-personal-data-returns-reviews.md). */
  linked: { returns: ReturnsPersonalData; reviews: ReviewsPersonalData; wishlist: WishlistPersonalData };
  rateLimitsEnabled: boolean;
}

/** Issue 23, personal data: export and deletion of the customer's own data (docs/decisions/110-personal-data.md). */
export async function registerPrivacy(app: FastifyInstance, options: PrivacyModuleOptions) {
  const privacy = createPrivacyService({ ...options, ...options.linked, log: app.log });
  await app.register(privacyRoutes, { privacy, rateLimitsEnabled: options.rateLimitsEnabled });
  return privacy;
}
