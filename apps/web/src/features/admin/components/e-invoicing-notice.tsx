import { E_INVOICING_NOTICE } from '@shop/shared/gst-turnover';
import { AlertTriangle } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The e-invoicing notice of a shop above ₹5 crore turnover (docs/decisions/182), on the GST and Settings screens. */
export function EInvoicingNoticeText({ className }: { className?: string }) {
  return (
    <div
      role="note"
      data-testid="e-invoicing-notice"
      className={cn(
        'flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900',
        className,
      )}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{E_INVOICING_NOTICE}</p>
    </div>
  );
}
