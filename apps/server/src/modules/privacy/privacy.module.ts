import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import type { OrdersService } from '../orders/orders.service';
import type { UserAccounts } from '../users/user-accounts.service';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService } from './privacy.service';

export interface PrivacyModuleOptions {
  db: Db;
  accounts: UserAccounts;
  orders: OrdersService;
  audit: AuditRecorder;
  rateLimitsEnabled: boolean;
}

/** Issue 23, personal data: export and deletion of the customer's own data (docs/decisions/110-personal-data.md). */
export async function registerPrivacy(app: FastifyInstance, options: PrivacyModuleOptions) {
  const privacy = createPrivacyService(options);
  await app.register(privacyRoutes, { privacy, rateLimitsEnabled: options.rateLimitsEnabled });
  return privacy;
}
