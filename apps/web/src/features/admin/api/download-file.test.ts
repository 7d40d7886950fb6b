import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('reads plain and encoded names', () => {
    expect(fileNameFromDisposition('attachment; filename="orders-2026-11-21.csv"')).toBe('orders-2026-11-21.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''sales%20report.pdf")).toBe('sales report.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
