import { useQuery } from '@tanstack/react-query';
import type { GstReconciliation, Gstr1Report, Gstr1Sheet } from '@shop/shared/schemas/gst-returns';
import { api } from '../../../lib/api-client';
import { downloadFile } from './download-file';

export const GSTR1_SHEET_LABELS = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large (5)',
  b2cs: 'B2C small (7)',
  cdnr: 'Credit/debit notes, registered (9B)',
  cdnur: 'Credit/debit notes, unregistered (9B)',
  exemp: 'Nil rated, exempted, non-GST (8)',
  hsn_b2b: 'HSN summary, B2B (12)',
  hsn_b2c: 'HSN summary, B2C (12)',
  docs: 'Documents issued (13)',
} as const satisfies Record<Gstr1Sheet, string>;

export function useGstr1(month: string) {
  return useQuery({
    queryKey: ['admin', 'gstr1', month],
    queryFn: ({ signal }) => api.get<Gstr1Report>('/admin/gst/gstr1', { params: { month }, signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}

export function downloadGstr1Sheet(month: string, sheet: Gstr1Sheet): Promise<void> {
  return downloadFile(`/admin/gst/gstr1/${sheet}`, { params: { month }, fallbackName: `gstr1-${month}-${sheet}.csv` });
}

/** The month's GSTR-1 as the GST portal's upload JSON (decision 180). */
export function downloadGstr1Json(month: string): Promise<void> {
  return downloadFile('/admin/gst/gstr1.json', { params: { month }, fallbackName: `gstr1-${month}.json` });
}

/** The month's GSTR-1 against the sales report, every difference explained (decision 181). */
export function useGstReconciliation(month: string) {
  return useQuery({
    queryKey: ['admin', 'gst-reconciliation', month],
    queryFn: ({ signal }) => api.get<GstReconciliation>('/admin/gst/reconciliation', { params: { month }, signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}
