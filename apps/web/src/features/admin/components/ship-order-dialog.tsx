import { Modal } from '../../../components/ui/modal';
import type { OrderActions } from '../hooks/use-order-actions';
import type { Order } from '../types';
import { customerName } from '../utils/labels';
import { PackageForm } from './package-form';

/** 'Ship' on a packed order's card: the package dimensions, then 'Ship Order'. */
export function ShipOrderDialog({
  order,
  actions,
  onOpenChange,
}: {
  order: Order | null;
  actions: OrderActions;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={onOpenChange}
      size="lg"
      title={order ? `Ship Order #${order.orderNumber}` : 'Ship Order'}
      description={
        order
          ? `${customerName(order)} · ${order.shippingAddress.city}, ${order.shippingAddress.state} ${order.shippingAddress.pincode}`
          : undefined
      }
    >
      {order && (
        <PackageForm
          idPrefix={`ship-${order._id}`}
          isPending={actions.isShipping}
          onShip={(dimensions) => actions.ship(order, dimensions, () => onOpenChange(false))}
        />
      )}
    </Modal>
  );
}
