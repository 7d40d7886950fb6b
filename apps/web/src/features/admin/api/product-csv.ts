import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductImportReport } from '@shop/shared/schemas/product-import';
import { api } from '../../../lib/api-client';
import { downloadFile } from './download-file';
import { invalidateCatalog } from './save-product';

/* Shopify product CSV export and import (docs/decisions/224-shopify-product-csv.md). */

/** GET /api/admin/products/export.csv, saved under the server's name (products_export_YYYY-MM-DD.csv). */
export function exportProductsCsv(): Promise<void> {
  return downloadFile('/admin/products/export.csv', { fallbackName: 'products_export.csv' });
}

/** POST /api/admin/products/import: with dryRun the report only; else every product or none (422 + report). */
export function importProductsCsv({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<ProductImportReport> {
  return api.post<ProductImportReport>('/admin/products/import', { csv }, { params: { dryRun: dryRun ? '1' : '0' } });
}

export function useImportProductsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProductsCsv,
    onSuccess: async (report) => {
      if (report.imported) await invalidateCatalog(queryClient);
    },
  });
}
