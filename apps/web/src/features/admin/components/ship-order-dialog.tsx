import { useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import type { OrderActions } from '../hooks/use-order-actions';
import type { Order } from '../types';
import { customerName } from '../utils/labels';
import { CourierPicker } from './courier-picker';
import { PackageForm } from './package-form';

/** Couriers are quoted for the default parcel; Shiprocket re-rates the booked one by its real weight. */
const QUOTE_WEIGHT_KG = 0.5;

/** 'Ship' on a packed order's card: the courier (recommended preselected), the package, then 'Ship Order'. */
export function ShipOrderDialog({
  order,
  actions,
  onOpenChange,
}: {
  order: Order | null;
  actions: OrderActions;
  onOpenChange: (open: boolean) => void;
}) {
  const [courierId, setCourierId] = useState<number | undefined>(undefined);
  const orderId = order?._id;
  useEffect(() => setCourierId(undefined), [orderId]);
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
        <>
          <CourierPicker orderId={order._id} weightKg={QUOTE_WEIGHT_KG} value={courierId} onChange={setCourierId} />
          <div className="mt-4">
            <PackageForm
              idPrefix={`ship-${order._id}`}
              isPending={actions.isShipping}
              onShip={(dimensions) => actions.ship(order, dimensions, () => onOpenChange(false), courierId)}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
