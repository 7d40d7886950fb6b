import type { Db } from '../../src/db/client';
import { createNotificationsService, type MailSettings } from '../../src/modules/notifications/notifications.service';

/**
 * The shop's alerts as the app builds them, for a service or job a test drives itself (payments, overdue refunds):
 * queued in the outbox to the addresses `settings` gives (e.g. the test app's `shopSettings.get`); without
 * settings the shop has no address and nothing is queued.
 */
export function shopAlerts(
  db: Db,
  settings?: (within?: Db) => Promise<MailSettings>,
): ReturnType<typeof createNotificationsService>['merchantAlerts'] {
  return createNotificationsService({
    db,
    mail: { shopName: 'ShopKart', publicUrl: 'http://localhost' },
    log: { warn: () => undefined },
    ...(settings ? { settings } : {}),
  }).merchantAlerts;
}
