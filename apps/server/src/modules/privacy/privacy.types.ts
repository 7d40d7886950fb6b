// The privacy service's options, apart from the parts that import them (no import circle, decision 199).
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit';
import type { OrdersService } from '../orders';
import type { ReturnsPersonalData } from '../returns';
import type { ReviewsPersonalData } from '../reviews';
import type { DeliveryIssuesPersonalData } from '../shipping';
import type { UserAccounts } from '../users';
import type { WishlistPersonalData } from '../wishlist';

export interface PrivacyServiceOptions {
  db: Db;
  accounts: UserAccounts;
  orders: OrdersService;
  audit: AuditRecorder;
  returns: ReturnsPersonalData;
  reviews: ReviewsPersonalData;
  wishlist: WishlistPersonalData;
  /** The buyer's answers to failed deliveries (docs/decisions/231-failed-deliveries.md). */
  deliveryIssues: DeliveryIssuesPersonalData;
  log?: { error: (obj: unknown, msg: string) => void };
}
