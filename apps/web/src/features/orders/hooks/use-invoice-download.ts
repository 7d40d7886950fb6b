import { formatOrderNumber } from '@shop/shared/order-number';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { downloadInvoice } from '../../../lib/orders/download-invoice';
import { useT } from '../../../lib/i18n/i18n';

/** Downloads an order's invoice with a toast either way; `downloadingId` drives the button spinners. */
export function useInvoiceDownload() {
  const toast = useToast('invoice.download');
  const { t } = useT();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = useCallback(
    async (orderId: string) => {
      setDownloadingId(orderId);
      try {
        await downloadInvoice(orderId);
        toast.success(t('orders.invoiceDownloaded', { number: formatOrderNumber(orderId) }));
      } catch {
        toast.error(t('orders.invoiceFailed'));
      } finally {
        setDownloadingId((current) => (current === orderId ? null : current));
      }
    },
    [toast, t],
  );

  return { download, downloadingId };
}
