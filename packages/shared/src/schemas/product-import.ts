import { z } from 'zod';

/* Shopify product CSV import and export (docs/decisions/224-shopify-product-csv.md). */

export const MAX_IMPORT_CSV_CHARS = 4_000_000;

export const productImportBodySchema = z.object({
  csv: z
    .string({ error: 'Send the CSV file as text' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CSV_CHARS, 'The file is too large: import at most 4 MB at a time'),
});

export const productImportQuerySchema = z.object({
  /** 1: check the file and answer the report, writing nothing. */
  dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const importIssueSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  /** error: the file is refused; note: what the shop assumed (a default, a column it does not keep). */
  level: z.enum(['error', 'note']),
});

export const productImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** True only when a real import wrote every product. */
  imported: z.boolean(),
  products: z.array(
    z.object({
      handle: z.string(),
      title: z.string(),
      line: z.number().int(),
      action: z.enum(['create', 'update']),
      variants: z.number().int(),
    }),
  ),
  issues: z.array(importIssueSchema),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
