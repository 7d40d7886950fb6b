import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import type { PackageDimensions } from '../api/ship-order';
import { courierChoicesQueryOptions } from '../api/shipment-flow';
import type { OrderDialogProps } from '../hooks/use-order-actions';
import { customerName } from '../utils/labels';
import { CourierPicker } from './courier-picker';
import { PackageForm } from './package-form';

/**
 * 'Ship' on a packed order's card: the courier (recommended preselected), the package, then 'Ship Order'.
 * Couriers are first quoted for the order's weight from the catalogue (docs/decisions/064-parcel-weight.md),
 * which also fills the weight field; a changed weight or box quotes again.
 */
export function ShipOrderDialog({ order, actions, onOpenChange }: OrderDialogProps) {
  const [courierId, setCourierId] = useState<number | undefined>(undefined);
  const [parcel, setParcel] = useState<PackageDimensions | undefined>(undefined);
  const orderId = order?._id;
  useEffect(() => {
    setCourierId(undefined);
    setParcel(undefined);
  }, [orderId]);
  const orderQuote = useQuery({ ...courierChoicesQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
  const orderWeightKg = orderQuote.data?.orderWeightKg;
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
          <CourierPicker orderId={order._id} parcel={parcel} value={courierId} onChange={setCourierId} />
          <div className="mt-4">
            <PackageForm
              idPrefix={`ship-${order._id}`}
              isPending={actions.isShipping}
              defaultWeightKg={orderWeightKg}
              onParcelChange={setParcel}
              onShip={(dimensions) => actions.ship(order, dimensions, () => onOpenChange(false), courierId)}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
