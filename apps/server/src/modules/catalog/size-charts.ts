import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import type {
  AdminSizeCharts,
  CategorySizeChart,
  PublicSizeChart,
  SizeChartInput,
} from '@shop/shared/schemas/size-chart';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor } from '../audit';
import type { CatalogAdminContext } from './catalog.admin.context';
import { createSizeChartsRepository } from './size-charts.repository';

const CATEGORY_NOT_FOUND = 'Category not found';

/** A chart's shape for the audit log: its headings and sizes, not every measurement. */
const summary = (chart: SizeChartInput['chart']) =>
  chart ? { columns: chart.columns, sizes: chart.rows.map((row) => row[0]) } : { removed: true };

/** The public read: the product's own chart wins over its category's (docs/decisions/254-size-charts.md). */
export async function publicSizeChart(db: CatalogAdminContext['db'], productId: string): Promise<PublicSizeChart> {
  const charts = isUuid(productId) ? await createSizeChartsRepository(db).ofProduct(productId) : null;
  if (!charts) throw notFound(CATALOG_MESSAGES.productNotFound);
  if (charts.product) return { chart: charts.product, source: 'product' };
  if (charts.category) return { chart: charts.category, source: 'category' };
  return { chart: null, source: null };
}

/** The admin's size chart writes; each one is audited in its own transaction and drops the cached pages. */
export function createSizeChartsAdmin({ db, audit, notifyChanged, notifyManyChanged }: CatalogAdminContext) {
  async function readForAdmin(productId: string, within = db): Promise<AdminSizeCharts> {
    const charts = isUuid(productId) ? await createSizeChartsRepository(within).ofProduct(productId) : null;
    if (!charts) throw notFound(CATALOG_MESSAGES.productNotFound);
    return charts;
  }

  return {
    getSizeCharts: (productId: string) => readForAdmin(productId),

    async setProductSizeChart(actor: AuditActor, productId: string, input: SizeChartInput): Promise<AdminSizeCharts> {
      if (!isUuid(productId)) throw notFound(CATALOG_MESSAGES.productNotFound);
      const answer = await db.transaction(async (tx) => {
        const saved = await createSizeChartsRepository(tx).setForProduct(productId, input.chart);
        if (!saved) throw notFound(CATALOG_MESSAGES.productNotFound);
        const details = { name: saved.name, ...summary(input.chart) };
        await audit.record(
          actor,
          { action: 'product.sizeChart', entityType: 'product', entityId: productId, details },
          tx,
        );
        return readForAdmin(productId, tx);
      });
      notifyChanged(productId);
      return answer;
    },

    async setCategorySizeChart(
      actor: AuditActor,
      categoryId: string,
      input: SizeChartInput,
    ): Promise<CategorySizeChart> {
      if (!isUuid(categoryId)) throw notFound(CATEGORY_NOT_FOUND);
      const productIds = await db.transaction(async (tx) => {
        const saved = await createSizeChartsRepository(tx).setForCategory(categoryId, input.chart);
        if (!saved) throw notFound(CATEGORY_NOT_FOUND);
        const details = { name: saved.name, ...summary(input.chart) };
        await audit.record(
          actor,
          { action: 'category.sizeChart', entityType: 'category', entityId: categoryId, details },
          tx,
        );
        return saved.productIds;
      });
      notifyManyChanged(productIds);
      return { categoryId, chart: input.chart };
    },
  };
}
