import type { Db } from '../../src/db/client';
import { createNotificationsService, type MailSettings } from '../../src/modules/notifications/notifications.service';
import type { RefundFailedAlerts } from '../../src/modules/payments/payments.service';

/**
 * The shop's alerts as the app builds them, for a payments service a test constructs itself (to drive its jobs):
 * queued in the outbox to the addresses `settings` gives (e.g. the test app's `shopSettings.get`); without
 * settings the shop has no address and nothing is queued.
 */
export function shopAlerts(
  db: Db,
  settings?: (within?: Db) => Promise<MailSettings>,
): RefundFailedAlerts {
  return createNotificationsService({
    db,
    mail: { shopName: 'ShopKart', publicUrl: 'http://localhost' },
    log: { warn: () => undefined },
    ...(settings ? { settings } : {}),
  }).merchantAlerts;
}
