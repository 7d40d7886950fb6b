/**
 * CSV for spreadsheets. Every field is quoted (quotes doubled), lines end in CRLF (RFC 4180), and the file
 * starts with a UTF-8 byte order mark so Excel reads ₹ and Hindi names instead of mojibake.
 *
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
 * that hides one) as a formula, so such a cell gets a leading single quote and is shown as text.
 */
import { neutraliseFormula } from '../../lib/csv-formula';

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The whole file as chunks: BOM and header first, then one line per row as the rows arrive. */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  let batch = '';
  for await (const row of rows) {
    batch += csvLine(row);
    // Fewer, larger writes: one chunk per ~64 KB instead of one per row.
    if (batch.length >= 65_536) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/** `attachment; filename="..."` for a plain ASCII file name. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}
