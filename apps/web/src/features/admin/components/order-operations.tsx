import { awaitsConfirmation as awaitsEitherConfirmation } from '@shop/shared/cod-confirmation';
import { isCancellable } from '@shop/shared/order-status';
import { CANCEL_REASON_MAX, adminCancelSchema } from '@shop/shared/schemas/order-operations';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatRupees } from '@shop/shared/money';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useAdminCancelOrder, useConfirmWhatsAppOrder } from '../api/order-operations';
import { useCheckedText } from '../hooks/use-checked-text';
import type { Order } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { TextAreaField } from './text-area-field';

export const ORDER_OPERATION_TOASTS = {
  cancelled: 'Order cancelled',
  cancelFailed: 'Could not cancel the order',
  confirmed: 'WhatsApp order confirmed',
  confirmedByPhone: 'COD order confirmed by phone',
  confirmFailed: 'Could not confirm the order',
} as const;

/**
 * True for a WhatsApp order the shop has not confirmed with its customer yet, or a COD order waiting for its
 * buyer's confirmation (docs/decisions/227-cod-confirmation.md): the shared rule the server packs by.
 */
export function awaitsConfirmation(
  order: Pick<Order, 'paymentMethod' | 'status' | 'confirmedAt'> & { codConfirmBy?: string | null },
): boolean {
  return awaitsEitherConfirmation(order);
}

/**
 * The admin's order operations beyond the status menu: confirm a WhatsApp order, and cancel an order not
 * yet with the courier, with a reason the customer reads (a paid order is refunded by the server).
 */
export function OrderOperations({ order, onDone }: { order: Order; onDone: () => void }) {
  const toast = useToast();
  const cancel = useAdminCancelOrder();
  const confirm = useConfirmWhatsAppOrder();
  const reason = useCheckedText();
  /** The checked reason while the admin is asked to confirm the cancellation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const canCancel = isCancellable(order.status);
  if (!canCancel) return null;
  const refunds = order.paymentStatus === 'paid';
  const isCod = order.paymentMethod === 'cod';

  const onCancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminCancelSchema.safeParse({ reason: reason.value });
    if (!parsed.success) {
      reason.setError(parsed.error.issues[0]?.message);
      return;
    }
    setConfirming(parsed.data.reason);
  };

  const cancelOrder = (checkedReason: string) => {
    setConfirming(null);
    cancel.mutate(
      { id: order._id, reason: checkedReason },
      {
        onSuccess: () => {
          toast.success(ORDER_OPERATION_TOASTS.cancelled, { key: 'order.cancel' });
          onDone();
        },
        onError: (e) => toast.error(getErrorMessage(e, ORDER_OPERATION_TOASTS.cancelFailed), { key: 'order.cancel' }),
      },
    );
  };

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4" aria-label="Order actions">
      {awaitsConfirmation(order) && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <span>
            {isCod
              ? 'Awaiting COD confirmation: the buyer has not confirmed yet. Call them, then confirm here.'
              : 'Awaiting confirmation: confirm the order with the customer on WhatsApp, then here.'}
          </span>
          <Button
            size="sm"
            onClick={() =>
              confirm.mutate(order._id, {
                onSuccess: () => {
                  toast.success(isCod ? ORDER_OPERATION_TOASTS.confirmedByPhone : ORDER_OPERATION_TOASTS.confirmed, {
                    key: 'order.confirm',
                  });
                  onDone();
                },
                onError: (e) =>
                  toast.error(getErrorMessage(e, ORDER_OPERATION_TOASTS.confirmFailed), { key: 'order.confirm' }),
              })
            }
            isLoading={confirm.isPending}
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {isCod ? 'Confirm by phone' : 'Confirm order'}
          </Button>
        </div>
      )}
      <form noValidate onSubmit={onCancel} className="space-y-2">
        <TextAreaField
          id={`cancel-reason-${order._id}`}
          label="Reason for cancelling"
          hint={
            order.paymentStatus === 'paid'
              ? 'The customer sees this reason. The payment is refunded automatically.'
              : 'The customer sees this reason.'
          }
          rows={2}
          maxLength={CANCEL_REASON_MAX}
          {...reason.field}
        />
        <Button type="submit" variant="danger" size="sm" isLoading={cancel.isPending}>
          <XCircle className="h-4 w-4" aria-hidden="true" />
          {refunds ? 'Cancel and refund' : 'Cancel order'}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Cancel order #${order.orderNumber}?`}
        message={
          refunds
            ? `The customer is told why and ${formatRupees(order.total)} paid online is refunded to them. This cannot be undone.`
            : 'The customer is told why and the stock goes back on sale. This cannot be undone.'
        }
        confirmLabel={refunds ? `Cancel and refund ${formatRupees(order.total)}` : 'Cancel the order'}
        dismissLabel="Keep the order"
        isPending={cancel.isPending}
        onConfirm={() => {
          if (confirming !== null) cancelOrder(confirming);
        }}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
      />
    </section>
  );
}
