import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit';
import type { OrdersService } from '../orders';
import type { ReturnsPersonalData } from '../returns';
import type { ReviewsPersonalData } from '../reviews';
import type { DeliveryIssuesPersonalData } from '../shipping';
import type { UserAccounts } from '../users';
import type { WishlistPersonalData } from '../wishlist';
import { periodicJob } from '../../lib/periodic-job';
import { privacyRoutes } from './privacy.routes';
import { createRetentionPurge, purgedAnything } from './retention';
import { createNominations } from './nomination';
import { createPrivacyService } from './privacy.service';

export interface PrivacyModuleOptions {
  db: Db;
  accounts: UserAccounts;
  orders: OrdersService;
  audit: AuditRecorder;
  /** The returns, reviews and wishlist modules' personal-data parts (docs/decisions/111-personal-data-returns-reviews.md). */
  linked: {
    returns: ReturnsPersonalData;
    reviews: ReviewsPersonalData;
    wishlist: WishlistPersonalData;
    deliveryIssues: DeliveryIssuesPersonalData;
  };
  rateLimitsEnabled: boolean;
  /** How often the retention purge runs: daily; 0 in tests, which run it with a moved clock. */
  purgeIntervalMs: number;
}

/** Issue 23, personal data: export and deletion of the customer's own data (docs/decisions/110-personal-data.md). */
export async function registerPrivacy(app: FastifyInstance, options: PrivacyModuleOptions) {
  const privacy = createPrivacyService({ ...options, ...options.linked, log: app.log });
  await app.register(privacyRoutes, {
    privacy,
    nominations: createNominations(options.db),
    rateLimitsEnabled: options.rateLimitsEnabled,
  });
  // What erased accounts left for its legal period, purged once it has passed (docs/decisions/175-retention-and-purge.md).
  const purge = createRetentionPurge({ db: options.db, audit: options.audit, wishlist: options.linked.wishlist });
  periodicJob(app, {
    name: 'retention purge',
    intervalMs: options.purgeIntervalMs,
    work: () => purge(),
    onResult: (result, log) => {
      if (purgedAnything(result)) log.info({ result }, 'retention purge');
    },
  });
  return Object.assign(privacy, { purge });
}
