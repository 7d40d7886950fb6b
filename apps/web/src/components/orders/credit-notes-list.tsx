import { formatRupees } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast/use-toast';
import { creditNotesQueryOptions, type CreditNoteSummary } from '../../lib/orders/credit-notes';
import { downloadInvoice } from '../../lib/orders/download-invoice';

export const CREDIT_NOTE_FAILED = 'Failed to download the credit note';

const REASONS: Record<string, string> = {
  cancelled: 'order cancelled',
  refunded: 'refund',
  returned: 'return',
};

function CreditNoteButton({ orderId, note }: { orderId: string; note: CreditNoteSummary }) {
  const toast = useToast('credit-note.download');
  const [isDownloading, setIsDownloading] = useState(false);
  const onClick = () => {
    setIsDownloading(true);
    downloadInvoice(orderId, 'credit-note', note.number)
      .then(() => toast.success('Credit note downloaded'))
      .catch(() => toast.error(CREDIT_NOTE_FAILED))
      .finally(() => setIsDownloading(false));
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} isLoading={isDownloading}>
      {!isDownloading && <FileDown className="h-4 w-4" aria-hidden="true" />}
      {note.number}
    </Button>
  );
}

/**
 * Every credit note of an invoiced order, each downloadable: its cancellation or refund, and each return's
 * (docs/gst.md). Nothing while the order has no invoice or no note.
 */
export function CreditNotesList({ orderId, hasInvoice }: { orderId: string; hasInvoice: boolean }) {
  const notes = useQuery(creditNotesQueryOptions(orderId, hasInvoice)).data ?? [];
  if (notes.length === 0) return null;
  return (
    <section aria-label="Credit notes" data-testid="credit-notes">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Credit notes</h3>
      <ul className="space-y-2">
        {notes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <span>
              {new Date(note.issuedAt).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })} ·{' '}
              {REASONS[note.reason] ?? note.reason} · {formatRupees(note.amount)}
            </span>
            <CreditNoteButton orderId={orderId} note={note} />
          </li>
        ))}
      </ul>
    </section>
  );
}
