import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../types';
import { adminKeys } from './keys';
import { updateOrderStatus } from './update-order-status';

/** Package dimensions (SPEC.md section 3): centimetres and kilograms. */
export interface PackageDimensions {
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

/**
 * Ships a packed order. For now this marks it shipped; a later issue books the shipment with the courier
 * (POST /api/shiprocket/create-order with these dimensions) and stores the returned shipment id as the
 * tracking number, which is why the dimensions are already collected and passed here.
 */
export async function shipOrder({ order }: { order: Order; dimensions: PackageDimensions }): Promise<Order> {
  return updateOrderStatus({ id: order._id, status: 'shipped' });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
