import { formatOrderNumber } from '@shop/shared/order-number';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { downloadInvoice } from '../../../lib/orders/download-invoice';

export const INVOICE_FAILED = 'Failed to generate invoice';

/** Downloads an order's invoice with a toast either way; `downloadingId` drives the button spinners. */
export function useInvoiceDownload() {
  const toast = useToast('invoice.download');
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = useCallback(
    async (orderId: string) => {
      setDownloadingId(orderId);
      try {
        await downloadInvoice(orderId);
        toast.success(`Invoice for order #${formatOrderNumber(orderId)} downloaded`);
      } catch {
        toast.error(INVOICE_FAILED);
      } finally {
        setDownloadingId((current) => (current === orderId ? null : current));
      }
    },
    [toast],
  );

  return { download, downloadingId };
}
