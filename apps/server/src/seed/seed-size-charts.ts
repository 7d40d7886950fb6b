import { and, eq, isNull } from 'drizzle-orm';
import type { SizeChart } from '@shop/shared/schemas/size-chart';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';

/*
 * The demo's size charts (docs/decisions/254-size-charts.md): Fashion has the clothes' chart (body measurements in
 * inches, as Indian apparel labels give them), and the shoes override it with their own (UK size to foot length).
 * Written only where none is set, so a merchant's own chart survives a second seed.
 */

/** Body measurements for the kurta and T-shirt sizes (S to XXL), inches. */
export const FASHION_SIZE_CHART: SizeChart = {
  columns: ['Size', 'Chest (in)', 'Waist (in)', 'Length (in)'],
  rows: [
    ['S', '36', '30', '44'],
    ['M', '38', '32', '45'],
    ['L', '40', '34', '46'],
    ['XL', '42', '36', '46'],
    ['XXL', '44', '38', '47'],
  ],
};

/** UK shoe sizes and the foot length they fit (heel to longest toe). */
const SHOE_SIZE_CHART: SizeChart = {
  columns: ['Size', 'Foot length (cm)', 'EU'],
  rows: [
    ['UK 7', '25.4', '41'],
    ['UK 8', '26.2', '42'],
    ['UK 9', '27.1', '43'],
    ['UK 10', '27.9', '44'],
    ['UK 11', '28.8', '45'],
  ],
};

export async function seedDemoSizeCharts(db: Db, categoryIds: ReadonlyMap<string, string>): Promise<void> {
  const fashion = categoryIds.get('Fashion');
  if (fashion) {
    await db
      .update(categories)
      .set({ sizeChart: FASHION_SIZE_CHART })
      .where(and(eq(categories.id, fashion), isNull(categories.sizeChart)));
  }
  await db
    .update(products)
    .set({ sizeChart: SHOE_SIZE_CHART })
    .where(and(eq(products.sku, 'FASH-SHO-004'), isNull(products.sizeChart)));
}
