import type { OrderStatus } from '@shop/shared/order-status';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendOrderUpdate } from '../api/send-order-update';
import { type PackageDimensions, type ShipOrderResult, useShipOrder } from '../api/ship-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { Order } from '../types';

export const ORDER_TOASTS = {
  statusUpdated: 'Order status updated',
  statusFailed: 'Failed to update order status',
  shipped: 'Order shipped',
  /** docs/product.md#messages: the server's message preferred. */
  shipFailed: 'Failed to create Shiprocket order',
  updateSent: 'Order update email sent',
  updateFailed: 'Failed to send order update',
  fetchFailed: 'Failed to fetch orders',
  exported: 'Orders exported',
  exportFailed: 'Failed to export orders',
} as const;

/** 'Order shipped', with the AWB and courier when the courier has assigned them already. */
export function shippedMessage(result: Pick<ShipOrderResult, 'awb_code' | 'courier_name' | 'existing'>): string {
  const details = [result.awb_code && `AWB ${result.awb_code}`, result.courier_name].filter(Boolean).join(' · ');
  const base = result.existing ? `${ORDER_TOASTS.shipped} already` : ORDER_TOASTS.shipped;
  return details ? `${base} (${details})` : base;
}

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
            toast.success(ORDER_TOASTS.statusUpdated, { key: 'order.status' });
            onDone?.();
          },
          onError: (error) => toast.error(getErrorMessage(error, ORDER_TOASTS.statusFailed), { key: 'order.status' }),
        },
      ),
    ship: (order: Order, dimensions: PackageDimensions, onDone?: () => void, courierId?: number) =>
      shipping.mutate(
        { order, dimensions, courierId },
        {
          onSuccess: (result) => {
            toast.success(shippedMessage(result), { key: 'order.ship' });
            onDone?.();
          },
          onError: (error) => toast.error(getErrorMessage(error, ORDER_TOASTS.shipFailed), { key: 'order.ship' }),
        },
      ),
    sendUpdate: (order: Order) =>
      update.mutate(order._id, {
        onSuccess: () => toast.success(ORDER_TOASTS.updateSent, { key: 'order.update-mail' }),
        onError: (error) =>
          toast.error(getErrorMessage(error, ORDER_TOASTS.updateFailed), { key: 'order.update-mail' }),
      }),
    /** The order whose status is being changed, if any. */
    pendingStatusId: statusChange.isPending ? statusChange.variables?.id : undefined,
    isShipping: shipping.isPending,
    isSendingUpdate: update.isPending,
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;

/** What the order dialogs (details, ship) are given: the order shown (null: closed) and the actions they run. */
export interface OrderDialogProps {
  order: Order | null;
  actions: OrderActions;
  onOpenChange: (open: boolean) => void;
}
