/**
 * GST invoice serial (CGST Rule 46): consecutive, unique within a financial year (April-March), at most
 * 16 characters. Serial 42 in FY 2026-27 -> "INV2627-000042".
 */
export function formatInvoiceNumber(serial: number, date: Date): string {
  const startYear = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  const fy = `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;
  return `INV${fy}-${String(serial).padStart(6, '0')}`;
}
