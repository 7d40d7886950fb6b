// The orders module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { nextInvoiceFields } from './gst-documents';
export type { GstDocumentsService } from './gst-documents.service';
export {
  ERASED_CUSTOMER_NAME,
  anonymiseOrdersOf,
  erasureBlockers,
  orderIdsOf,
  ordersForExport,
  purgeOrdersPastRetention,
} from './order-privacy';
export { toOrderDto } from './orders.mapper';
export type { OrderViewer, OrderWithItems, OrdersService } from './orders.service';
export { registerOrders } from './orders.module';
export type { StockChange } from './orders.context';
