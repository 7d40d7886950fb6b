import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { periodicJob } from '../../lib/periodic-job';
import type { SettingsService } from '../settings';
import { cityOf } from '../shipping';
import { createEvidenceStore } from './returns-evidence';
import { createReturnsPersonalData } from './returns-privacy';
import { alertOverdueRefunds, type RefundOverdueAlerts } from './returns-refund-due';
import { returnsRoutes } from './returns.routes';
import { createReturnsService, type ReturnsServiceOptions } from './returns.service';

export interface ReturnsModuleOptions extends Pick<
  ReturnsServiceOptions,
  'orders' | 'payments' | 'shipping' | 'creditNotes' | 'mail' | 'audit' | 'now' | 'languageOf'
> {
  config: Config;
  db: Db;
  settings: SettingsService;
  /** The shop's alert for a refund past its due date (docs/decisions/178-refund-due-dates.md). */
  alerts: RefundOverdueAlerts;
}

/**
 * Returns and refunds (issue 18): the routes, and a background run that re-sends online refunds Razorpay could
 * not take, reads the tracking of returns on their way back and alerts the shop of refunds past their due date.
 * Returns the service.
 */
export async function registerReturns(app: FastifyInstance, options: ReturnsModuleOptions) {
  const { config, db, settings } = options;
  const evidence = createEvidenceStore(config);
  const service = createReturnsService({
    ...options,
    db,
    evidence,
    destination: async () => {
      const s = await settings.get();
      return {
        name: s.shopName,
        address: s.pickupAddress,
        city: cityOf(s.pickupAddress, s.state),
        state: s.state,
        pincode: s.pickupPincode,
        phone: s.supportPhone,
        email: s.supportEmail,
      };
    },
    exchangesAllowed: async () => (await settings.get()).exchangesAllowed,
    log: app.log,
  });
  // The personal-data flows' part (docs/decisions/111-personal-data-returns-reviews.md).
  const returns = Object.assign(service, { personalData: createReturnsPersonalData(evidence) });
  await app.register(returnsRoutes, {
    returns,
    upload: { tempDir: join(config.dataDir, 'incoming'), rateLimitsEnabled: config.rateLimitsEnabled },
  });

  // Refunds due again, tracking to refresh, refunds past their due date: one run at a time, a busy database a warning.
  periodicJob(app, {
    name: 'returns jobs',
    intervalMs: config.paymentJobsIntervalMs,
    work: () =>
      Promise.all([
        returns.retryDueRefunds(),
        returns.refreshDueTracking(),
        alertOverdueRefunds({ db, alerts: options.alerts }),
      ]),
  });
  return returns;
}
