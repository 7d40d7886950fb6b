import type { Order } from '@shop/shared/schemas/order';
import { cn } from '../../../lib/cn';
import type { Translator } from '../../../lib/i18n/i18n';

/** Why an order has no invoice to download yet, in words (not only a greyed button and a hover title). */
export function invoiceUnavailableReason(order: Pick<Order, 'status' | 'invoiceNumber'>, t: Translator['t']): string {
  if (order.status === 'cancelled') return t('orders.noInvoiceCancelled');
  // The tax invoice is issued at packing, at or before the goods leave (docs/gst.md).
  return t('orders.invoiceAfterPacking');
}

export function InvoiceNote({ reason, id, className }: { reason: string; id?: string; className?: string }) {
  return (
    <p id={id} className={cn('text-xs text-slate-500', className)} data-testid="invoice-note">
      {reason}
    </p>
  );
}
