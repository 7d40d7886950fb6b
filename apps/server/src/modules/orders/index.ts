// The orders module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { renderCreditNote } from './credit-note-pdf';
export { nextInvoiceFields } from './gst-documents';
export type { GstDocumentsService } from './gst-documents.service';
export { registerGst } from './gst.module';
export { sellerFromSettings } from './invoice-model';
export { renderInvoicePdf } from './invoice-pdf';
export { createOrderCancelledEvent } from './order-cancelled';
export { createOrderGuards, orderSettings } from './order-guards';
export { ERASED_CUSTOMER_NAME, anonymiseOrdersOf, erasureBlockers, ordersForExport, purgeOrdersPastRetention } from './order-privacy';
export { ordersAdminRoutes } from './orders.admin.routes';
export { toOrderDto } from './orders.mapper';
export { ordersRoutes } from './orders.routes';
export type { OrderStatusChange } from './orders.routes';
export { createOrdersService } from './orders.service';
export type { OrderViewer, OrderWithItems, OrdersService } from './orders.service';
export { whatsAppExpiryJob } from './whatsapp-expiry.job';
