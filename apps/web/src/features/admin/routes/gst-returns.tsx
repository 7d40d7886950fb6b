import { plural } from '@shop/shared/plural';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { formatRupees } from '@shop/shared/money';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { TextField } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { GSTR1_SHEETS } from '@shop/shared/schemas/gst-returns';
import { GSTR1_SHEET_LABELS, downloadGstr1Json, downloadGstr1Sheet, useGstr1 } from '../api/get-gstr1';
import { useAdminSettings } from '../api/settings';
import { EInvoicingNoticeText } from '../components/e-invoicing-notice';
import { GstReconciliationPanel } from '../components/gst-reconciliation';

const FETCH_FAILED = 'Failed to prepare GSTR-1';
const DOWNLOAD_FAILED = 'Failed to download';

/** The current month in India time, 'YYYY-MM'. */
function currentIndianMonth(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** Above ₹5 crore turnover (Settings), B2B invoices need an IRN first: said before anything else here. */
function EInvoicingNotice() {
  const isAbove = useAdminSettings().data?.settings.aggregateTurnoverAbove5Crore;
  return isAbove ? <EInvoicingNoticeText className="mb-6" /> : null;
}

/** GST returns (/admin/gst): the month's GSTR-1 sheets for the GST offline utility, and their totals. */
export function AdminGstReturnsRoute() {
  useDocumentTitle('GST Returns');
  const toast = useToast();
  const [month, setMonth] = useState(currentIndianMonth);
  const report = useGstr1(month);
  const download = (action: () => Promise<void>) => {
    action().catch((error: unknown) => toast.error(getErrorMessage(error, DOWNLOAD_FAILED)));
  };
  const totals = report.data?.totals;

  return (
    <>
      <PageHeader
        title="GST Returns"
        subtitle="GSTR-1 for a month: invoices by invoice date, credit notes by issue date (India time)."
        actions={
          <TextField
            label="Month"
            type="month"
            id="gst-month"
            value={month}
            max={currentIndianMonth()}
            onChange={(event) => setMonth(event.target.value)}
          />
        }
      />
      <EInvoicingNotice />
      {report.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : report.isError || !report.data || !totals ? (
        <ErrorPanel
          title="Could not prepare GSTR-1"
          message={getErrorMessage(report.error, FETCH_FAILED)}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-4">
            {(
              [
                ['Invoices', `${totals.invoices} · ${formatRupees(totals.invoiceValue)}`],
                ['Credit notes', `${totals.creditNotes} · ${formatRupees(totals.creditNoteValue)}`],
                ['Net value', formatRupees(totals.netValue)],
                ['Taxable value', formatRupees(totals.taxableValue)],
                ['IGST', formatRupees(totals.igst)],
                ['CGST', formatRupees(totals.cgst)],
                ['SGST', formatRupees(totals.sgst)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
                <dd
                  className="mt-1 font-medium text-slate-900"
                  data-testid={`gst-${label.toLowerCase().replace(' ', '-')}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <GstReconciliationPanel month={month} />
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {GSTR1_SHEETS.map((sheet) => (
              <li key={sheet} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                <span className="text-sm text-slate-800">
                  {GSTR1_SHEET_LABELS[sheet]}{' '}
                  <span className="text-slate-500">({plural(report.data.sheets[sheet].length, 'row')})</span>
                </span>
                <Button variant="outline" size="sm" onClick={() => download(() => downloadGstr1Sheet(month, sheet))}>
                  <FileDown className="h-4 w-4" aria-hidden="true" />
                  {sheet}.csv
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => download(() => downloadGstr1Json(month))}>
              <FileDown className="h-4 w-4" aria-hidden="true" />
              GSTR-1 JSON for the GST portal
            </Button>
            <span className="text-sm text-slate-600">
              Upload it on the portal (Returns → GSTR-1 → Prepare offline).
            </span>
          </div>
        </div>
      )}
    </>
  );
}
