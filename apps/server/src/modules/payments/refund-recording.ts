import type { Db } from '../../db/client';
import type { RazorpayRefund } from '../../providers/razorpay/types';
import type { RefundFailedAlerts } from './payments.context';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository';

/**
 * Records a refund's state, one-way, under the order lock; the order reads refunded once all is returned.
 * True when this call recorded a failure (its shop alert is queued in the same transaction).
 */
export async function applyRefundIn(
  alerts: RefundFailedAlerts,
  tx: Db,
  row: PaymentRecord,
  status: RazorpayRefund['status'],
  refundedPaise: number,
  isFull: boolean,
  refund: Pick<RazorpayRefund, 'id' | 'amount'> | null,
): Promise<boolean> {
  const txRepo = createPaymentsRepository(tx);
  await txRepo.lockOrder(row.orderId);
  if (status === 'failed') {
    // The money went back to the merchant: the order is paid again and the refund needs an admin.
    if (!(await txRepo.recordRefund(row.id, 'refund_failed'))) return false;
    await txRepo.markOrderRefundFailed(row.orderId);
    await alerts.refundFailed(tx, {
      orderId: row.orderId,
      amountPaise: refund?.amount ?? row.amountPaise - row.refundedPaise,
      attempt: refund?.id ?? `failed-${row.id}`,
    });
    return true;
  }
  const isRecorded = await txRepo.recordRefund(row.id, status === 'processed' ? 'refunded' : 'refund_initiated', refundedPaise);
  if (isFull) await txRepo.markOrderRefunded(row.orderId);
  // Told once, when the whole payment is recorded refunded (decision 230; its dedupe key holds too).
  const contact = isRecorded && isFull && status === 'processed' ? await txRepo.whatsappContactOf(row.orderId) : null;
  if (contact) await alerts.refundDone?.(tx, { orderId: row.orderId, amountPaise: refundedPaise, ...contact });
  return false;
}
