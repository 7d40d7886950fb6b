import { formatRupees } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast/use-toast';
import { creditNotesQueryOptions, type CreditNoteSummary } from '../../lib/orders/credit-notes';
import { downloadInvoice } from '../../lib/orders/download-invoice';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';

const REASONS = new Set(['cancelled', 'refunded', 'returned']);
// The day in figures ("4/12/2026"), India's calendar.
const ISSUED_ON: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata' };

function CreditNoteButton({ orderId, note }: { orderId: string; note: CreditNoteSummary }) {
  const toast = useToast('credit-note.download');
  const [isDownloading, setIsDownloading] = useState(false);
  const { t } = useT();
  const onClick = () => {
    setIsDownloading(true);
    downloadInvoice(orderId, 'credit-note', note.number)
      .then(() => toast.success(t('creditNote.downloaded')))
      .catch(() => toast.error(t('creditNote.failed')))
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
  const { t, locale } = useT();
  if (notes.length === 0) return null;
  return (
    <section aria-label={t('creditNote.title')} data-testid="credit-notes">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('creditNote.title')}</h3>
      <ul className="space-y-2">
        {notes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <span>
              {formatDateTime(note.issuedAt, locale, ISSUED_ON)} ·{' '}
              {REASONS.has(note.reason) ? t(`creditNote.reason.${note.reason as 'cancelled'}`) : note.reason} ·{' '}
              {formatRupees(note.amount)}
            </span>
            <CreditNoteButton orderId={orderId} note={note} />
          </li>
        ))}
      </ul>
    </section>
  );
}
