import { createCodConfirmation, type DeliveryCheck } from './cod-confirmation';
import { createOrderCancellation } from './order-cancellation';
import { createOrderExpiry } from './order-expiry';
import { createOrderPlacement } from './order-placement';
import { createOrderQueries } from './order-queries';
import { createOrderReplacement } from './order-replacement';
import { createOrderStatusChanges } from './order-status-changes';
import { createSoldOutAnswer } from './sold-out-answer';
import { createOrdersContext, type OrdersServiceOptions } from './orders.context';
import { createOrdersForModules } from './orders-for-modules';
import type { OrderWithItems } from './orders.repository';

export { PAYMENT_WINDOW_MS } from './orders.context';
export type { OrderCustomer, OrderViewer, OrdersServiceOptions } from './orders.context';
export type { CancelReason, OrderEvent, OrderEventSink } from './order-events';
export type { PlacedOrder } from './order-placement';
export type { OrderWithItems };

/**
 * The order rules: checkout (price from the catalogue, take stock, write the order: one transaction),
 * who may see and cancel what, the status workflow, invoice numbering and expiry of unpaid orders.
 */
export function createOrdersService(
  options: OrdersServiceOptions & { deliveryCheck?: () => DeliveryCheck | undefined },
) {
  const ctx = createOrdersContext(options);
  return {
    ...createCodConfirmation(ctx, options.deliveryCheck),
    ...createOrderQueries(ctx),
    ...createOrderPlacement(ctx),
    ...createSoldOutAnswer(ctx),
    ...createOrderCancellation(ctx),
    ...createOrderStatusChanges(ctx),
    ...createOrderExpiry(ctx),
    ...createOrdersForModules(ctx),
    ...createOrderReplacement(ctx),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
