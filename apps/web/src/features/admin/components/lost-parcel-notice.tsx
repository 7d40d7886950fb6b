import { isLostParcelStatus } from '@shop/shared/shipment-outcomes';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { ConfirmButton } from './confirm-button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { shipmentTrackingQueryOptions, useSettleLostParcel } from '../api/lost-parcel';
import type { Order } from '../types';

const REFUND_TEXT = {
  'not-needed': 'Nothing was paid online, so nothing is refunded.',
  refunded: 'The payment was refunded.',
  pending: 'The refund is on its way to the customer.',
} as const;

/**
 * A shipped order whose parcel the courier reports lost, destroyed, damaged or disposed of: what happened, and
 * "Open a claim / refund the customer" (the claim itself is filed in Shiprocket's panel).
 */
export function LostParcelNotice({ order }: { order: Pick<Order, '_id' | 'status'> }) {
  const toast = useToast();
  const tracking = useQuery({ ...shipmentTrackingQueryOptions(order._id), enabled: order.status === 'shipped' });
  const settle = useSettleLostParcel();
  const data = tracking.data?.tracking_data;
  if (order.status !== 'shipped' || !data || !isLostParcelStatus(data.current_status_id)) return null;
  const onSettle = () =>
    settle.mutate(order._id, {
      onSuccess: (result) => toast.success(`Order closed. ${REFUND_TEXT[result.refund]}`),
      onError: (error) => toast.error(getErrorMessage(error, 'Could not close the order')),
    });
  return (
    <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden="true" />
        The courier reports this parcel as {data.shipment_status}
      </p>
      <p className="mt-1">
        Its journey has ended. File a claim in Shiprocket&apos;s panel (AWB {data.awb_code ?? 'not known'}), then close
        the order: its stock stays out and a payment made online is refunded once.
      </p>
      <ConfirmButton
        className="mt-3"
        variant="danger"
        onConfirmed={onSettle}
        isLoading={settle.isPending}
        confirm={{
          title: 'Close this order as lost?',
          message:
            'The order is closed as lost in transit: its stock stays out and a payment made online is refunded to the customer. This cannot be undone.',
          confirmLabel: 'Close and refund',
          dismissLabel: 'Not yet',
        }}
      >
        Open a claim / refund the customer
      </ConfirmButton>
    </section>
  );
}
