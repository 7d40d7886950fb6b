import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import type { ProductImportReport } from '@shop/shared/schemas/product-import';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { exportProductsCsv, useImportProductsCsv } from '../api/product-csv';

/** A refused import answers 422 with the same report: show it like a dry run's. */
function reportOf(error: unknown): ProductImportReport | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  return 'issues' in error.body ? (error.body as ProductImportReport) : null;
}

function ImportReport({ report }: { report: ProductImportReport }) {
  const errors = report.issues.filter((i) => i.level === 'error');
  const notes = report.issues.filter((i) => i.level === 'note');
  return (
    <div className="space-y-3 text-sm" aria-live="polite">
      <p className="font-medium text-slate-900">
        {errors.length > 0
          ? `${errors.length} problem${errors.length === 1 ? '' : 's'} to fix: nothing is imported until the file is right.`
          : report.imported
            ? `Imported ${report.products.length} product${report.products.length === 1 ? '' : 's'}.`
            : `Ready: ${report.products.filter((p) => p.action === 'create').length} new, ${report.products.filter((p) => p.action === 'update').length} to update.`}
      </p>
      {report.issues.length > 0 && (
        <ul
          className="max-h-60 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2"
          aria-label="Import report"
        >
          {[...errors, ...notes].map((issue, i) => (
            <li key={i} className={issue.level === 'error' ? 'text-red-700' : 'text-slate-600'}>
              <span className="font-semibold">
                Line {issue.line}
                {issue.column ? `, ${issue.column}` : ''}:
              </span>{' '}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
      {report.products.length > 0 && (
        <ul className="space-y-1" aria-label="Products in the file">
          {report.products.map((p) => (
            <li key={p.handle} className="flex justify-between gap-2">
              <span className="truncate">{p.title || p.handle}</span>
              <span className="shrink-0 text-slate-500">
                {p.action === 'create' ? 'New' : 'Update'}, {p.variants} variant{p.variants === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Products in and out as Shopify's product CSV: download all, or check a file (dry run) and then import it. */
export function ProductCsvDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const importer = useImportProductsCsv();
  const toast = useToast('product.csv');
  const canImport = report !== null && !report.imported && report.issues.every((i) => i.level !== 'error');

  function run(dryRun: boolean) {
    if (!file) return;
    importer.mutate(
      { csv: file.text, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.imported) toast.success(`Imported ${answer.products.length} products`);
        },
        onError: (error) => {
          setReport(reportOf(error));
          toast.error(getErrorMessage(error, 'The file could not be imported. Please try again.'));
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Import / Export products"
      description="Shopify's product CSV: one row per variant, grouped by Handle."
      size="lg"
    >
      <div className="space-y-5">
        <section className="space-y-2" aria-labelledby="csv-export">
          <h3 id="csv-export" className="font-semibold text-slate-900">
            Export
          </h3>
          <Button
            variant="outline"
            onClick={() =>
              void exportProductsCsv().catch((e: unknown) => toast.error(getErrorMessage(e, 'The export failed')))
            }
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download all products (CSV)
          </Button>
        </section>
        <section className="space-y-2" aria-labelledby="csv-import">
          <h3 id="csv-import" className="font-semibold text-slate-900">
            Import
          </h3>
          <p className="text-sm text-slate-600">
            Products whose SKUs the shop has are updated; others are added. Check the file first: nothing is written
            until every row is right.
          </p>
          <label className="block text-sm font-medium text-slate-700">
            Shopify product CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block w-full text-sm"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                setReport(null);
                if (!chosen) return setFile(null);
                void chosen.text().then((text) => setFile({ name: chosen.name, text }));
              }}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => run(true)}
              disabled={!file}
              isLoading={importer.isPending && !canImport}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              Check file
            </Button>
            <Button onClick={() => run(false)} disabled={!canImport} isLoading={importer.isPending && canImport}>
              {report && report.products.length > 0
                ? `Import ${report.products.length} product${report.products.length === 1 ? '' : 's'}`
                : 'Import products'}
            </Button>
          </div>
          {report && <ImportReport report={report} />}
        </section>
      </div>
    </Modal>
  );
}
