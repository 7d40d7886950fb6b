import { z } from 'zod';

/*
 * A size chart (docs/decisions/254-size-charts.md): a small table the merchant types in, one row per size with
 * its measurements ("Size / Chest (in) / Length (in)"). A category has one; a product may have its own, which
 * wins over its category's.
 */

export const SIZE_CHART_LIMITS = { columns: 8, rows: 30, heading: 30, cell: 20 } as const;

export const SIZE_CHART_MESSAGES = {
  columns: `A size chart has 2 to ${SIZE_CHART_LIMITS.columns} columns: the size and at least one measurement`,
  heading: `Each column needs a heading of 1 to ${SIZE_CHART_LIMITS.heading} characters`,
  duplicateHeading: 'Each column needs its own heading',
  rows: `A size chart has 1 to ${SIZE_CHART_LIMITS.rows} rows`,
  rowWidth: 'Every row needs one cell for each column',
  cell: `A cell holds at most ${SIZE_CHART_LIMITS.cell} characters`,
  size: 'Every row needs its size in the first column',
  duplicateSize: (size: string) => `Size ${size} is in the chart twice`,
} as const;

const heading = z
  .string()
  .trim()
  .min(1, SIZE_CHART_MESSAGES.heading)
  .max(SIZE_CHART_LIMITS.heading, SIZE_CHART_MESSAGES.heading);
const cell = z.string().trim().max(SIZE_CHART_LIMITS.cell, SIZE_CHART_MESSAGES.cell);

export const sizeChartSchema = z
  .object({
    columns: z
      .array(heading)
      .min(2, SIZE_CHART_MESSAGES.columns)
      .max(SIZE_CHART_LIMITS.columns, SIZE_CHART_MESSAGES.columns)
      .describe('Column headings, the size first: ["Size", "Chest (in)", "Length (in)"]'),
    rows: z
      .array(z.array(cell))
      .min(1, SIZE_CHART_MESSAGES.rows)
      .max(SIZE_CHART_LIMITS.rows, SIZE_CHART_MESSAGES.rows)
      .describe('One row per size, a cell per column: ["M", "40", "44"]'),
  })
  .superRefine((chart, ctx) => {
    const lower = chart.columns.map((c) => c.toLowerCase());
    if (new Set(lower).size !== lower.length)
      ctx.addIssue({ code: 'custom', path: ['columns'], message: SIZE_CHART_MESSAGES.duplicateHeading });
    const sizes = new Set<string>();
    chart.rows.forEach((row, index) => {
      if (row.length !== chart.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', index], message: SIZE_CHART_MESSAGES.rowWidth });
        return;
      }
      const size = row[0] ?? '';
      if (!size) ctx.addIssue({ code: 'custom', path: ['rows', index, 0], message: SIZE_CHART_MESSAGES.size });
      else if (sizes.has(size.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['rows', index, 0], message: SIZE_CHART_MESSAGES.duplicateSize(size) });
      sizes.add(size.toLowerCase());
    });
  });
export type SizeChart = z.infer<typeof sizeChartSchema>;

export const sizeChartInputSchema = z
  .object({ chart: sizeChartSchema.nullable().describe('The chart; null removes it') })
  .describe('A size chart to save');
export type SizeChartInput = z.infer<typeof sizeChartInputSchema>;

/** What the product page's "Size chart" dialog reads: the product's own chart, else its category's. */
export const publicSizeChartSchema = z.object({
  chart: sizeChartSchema.nullable(),
  source: z.enum(['product', 'category']).nullable(),
});
export type PublicSizeChart = z.infer<typeof publicSizeChartSchema>;

/** The admin's view of one product: its own chart and its category's (which applies when it has none). */
export const adminSizeChartsSchema = z.object({
  product: sizeChartSchema.nullable(),
  category: sizeChartSchema.nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
});
export type AdminSizeCharts = z.infer<typeof adminSizeChartsSchema>;

export const categorySizeChartSchema = z.object({ categoryId: z.string(), chart: sizeChartSchema.nullable() });
export type CategorySizeChart = z.infer<typeof categorySizeChartSchema>;
