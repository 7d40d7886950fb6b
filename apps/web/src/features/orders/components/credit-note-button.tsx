import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { downloadInvoice } from '../api/download-invoice';

export const CREDIT_NOTE_FAILED = 'Failed to download the credit note';

/** A cancelled order that had been invoiced has a credit note cancelling that invoice (docs/gst.md). */
export function CreditNoteButton({ orderId }: { orderId: string }) {
  const toast = useToast('credit-note.download');
  const [isDownloading, setIsDownloading] = useState(false);
  const onClick = () => {
    setIsDownloading(true);
    downloadInvoice(orderId, 'credit-note')
      .then(() => toast.success('Credit note downloaded'))
      .catch(() => toast.error(CREDIT_NOTE_FAILED))
      .finally(() => setIsDownloading(false));
  };
  return (
    <Button variant="outline" onClick={onClick} isLoading={isDownloading}>
      {!isDownloading && <FileDown className="h-4 w-4" aria-hidden="true" />}
      Credit Note
    </Button>
  );
}
