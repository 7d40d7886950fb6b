/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (1 April - 31 March, India time) a moment falls in, by its starting calendar year. */
export function financialYearStart(date: Date): number {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
}

/** "2627" for FY 2026-27: the key under which document serials restart every 1 April. */
export function financialYearCode(date: Date): string {
  const start = financialYearStart(date);
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The document series the shop numbers: tax invoices and credit notes, each consecutive per financial year. */
export type DocumentSeries = 'INV' | 'CN';

/** Longest document number CGST Rule 46(b) allows. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/**
 * A GST document number (CGST Rule 46): consecutive within a financial year (India time), at most 16
 * characters of letters, digits, '-' and '/'. Serial 42 of FY 2026-27 -> "INV2627-000042" (14 characters;
 * 99,999,999 documents a year still fit in 16).
 */
export function formatDocumentNumber(series: DocumentSeries, serial: number, date: Date): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`invalid serial ${serial}`);
  const number = `${series}${financialYearCode(date)}-${String(serial).padStart(6, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`document number too long: ${number}`);
  return number;
}

export function formatInvoiceNumber(serial: number, date: Date): string {
  return formatDocumentNumber('INV', serial, date);
}

export function formatCreditNoteNumber(serial: number, date: Date): string {
  return formatDocumentNumber('CN', serial, date);
}
