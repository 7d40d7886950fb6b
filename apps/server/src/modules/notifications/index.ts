// The notifications module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { registerNotifications } from './notifications.module';
export type { OrderDocuments } from './notifications.module';
export type { NotificationsService } from './notifications.service';
export { eraseMailsTo, eraseWhatsAppMessagesFor } from './outbox-privacy';
export { recordWhatsAppStatuses, type WhatsAppStatusReport } from './whatsapp-statuses';
