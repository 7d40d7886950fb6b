-- Issue 36: a size chart per category, and optionally one per product that wins over its category's
-- (docs/decisions/254-size-charts.md). JSON `{ "columns": [...], "rows": [[...], ...] }`, checked by the shared
-- zod schema before it is written; null = none.
ALTER TABLE "categories" ADD COLUMN "size_chart" jsonb;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart" jsonb;
