import type { OrderStatus } from '@shop/shared/order-status';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendOrderUpdate } from '../api/send-order-update';
import { type PackageDimensions, useShipOrder } from '../api/ship-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { Order } from '../types';

export const ORDER_TOASTS = {
  statusUpdated: 'Order status updated',
  statusFailed: 'Failed to update order status',
  shipped: 'Order shipped',
  shipFailed: 'Failed to ship order',
  updateSent: 'Order update email sent',
  updateFailed: 'Failed to send order update',
  fetchFailed: 'Failed to fetch orders',
  exported: 'Orders exported',
  exportFailed: 'Failed to export orders',
} as const;

/** Status change, shipping and 'Send Update', each answered with a toast (server message preferred). */
export function useOrderActions() {
  const toast = useToast();
  const statusChange = useUpdateOrderStatus();
  const shipping = useShipOrder();
  const update = useSendOrderUpdate();

  return {
    changeStatus: (order: Order, status: OrderStatus, onDone?: () => void) =>
      statusChange.mutate(
        { id: order._id, status },
        {
          onSuccess: () => {
            toast.success(ORDER_TOASTS.statusUpdated);
            onDone?.();
          },
          onError: (error) => toast.error(getErrorMessage(error, ORDER_TOASTS.statusFailed)),
        },
      ),
    ship: (order: Order, dimensions: PackageDimensions, onDone?: () => void) =>
      shipping.mutate(
        { order, dimensions },
        {
          onSuccess: () => {
            toast.success(ORDER_TOASTS.shipped);
            onDone?.();
          },
          onError: (error) => toast.error(getErrorMessage(error, ORDER_TOASTS.shipFailed)),
        },
      ),
    sendUpdate: (order: Order) =>
      update.mutate(order._id, {
        onSuccess: () => toast.success(ORDER_TOASTS.updateSent),
        onError: (error) => toast.error(getErrorMessage(error, ORDER_TOASTS.updateFailed)),
      }),
    /** The order whose status is being changed, if any. */
    pendingStatusId: statusChange.isPending ? statusChange.variables?.id : undefined,
    isShipping: shipping.isPending,
    isSendingUpdate: update.isPending,
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
