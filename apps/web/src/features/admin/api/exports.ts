import { USERS_EXPORT_FILE } from '@shop/shared/constants';
import { ORDERS_EXPORT_FILE, salesReportFileName } from '@shop/shared/schemas/admin';
import { downloadFile } from './download-file';

/** GET /api/admin/export/orders?status= as CSV; the server names the file (orders_export.csv). */
export function exportOrders(status: string): Promise<void> {
  return downloadFile('/admin/export/orders', { params: { status }, fallbackName: ORDERS_EXPORT_FILE });
}

/** GET /api/admin/export/users, saved as users_export.csv (docs/product.md#constants). */
export function exportUsers(): Promise<void> {
  return downloadFile('/admin/export/users', { fileName: USERS_EXPORT_FILE, fallbackName: USERS_EXPORT_FILE });
}

/** GET /api/admin/reports/sales-pdf for a range of days (YYYY-MM-DD, both included): sales-report-{end}.pdf. */
export function downloadSalesReport(startDate: string, endDate: string): Promise<void> {
  return downloadFile('/admin/reports/sales-pdf', {
    params: { startDate, endDate },
    fallbackName: salesReportFileName(endDate),
  });
}

/** GET /api/admin/backups/{file}/download (admins only, audited), saved under the backup's own name. */
export function downloadBackup(fileName: string): Promise<void> {
  return downloadFile(`/admin/backups/${encodeURIComponent(fileName)}/download`, { fileName, fallbackName: fileName });
}
