import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIZE_CHART_MESSAGES } from '@shop/shared/schemas/size-chart';
import { auditLog, categories } from '../src/db/schema';
import { createProduct } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// Size charts per category and per product (docs/decisions/254-size-charts.md).

let t: TestApp;
let adminToken: string;
let userToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const kurtaChart = {
  columns: ['Size', 'Chest (in)', 'Length (in)'],
  rows: [
    ['S', '36', '44'],
    ['M', '38', '45'],
    ['L', '40', '46'],
  ],
};
const ownChart = { columns: ['Size', 'Waist (cm)'], rows: [['28', '71']] };

async function newCategory() {
  const [row] = await t.database.db
    .insert(categories)
    .values({ name: `Charts ${randomUUID().slice(0, 8)}` })
    .returning();
  return row!;
}

const put = (path: string, json: unknown, token = adminToken) => t.request(path, { method: 'PUT', token, json });

describe('size charts', () => {
  it("shows the category's chart, then the product's own once it has one, and the category's again when removed", async () => {
    const category = await newCategory();
    const product = await createProduct(t, { categoryId: category.id });
    const sibling = await createProduct(t, { categoryId: category.id });

    const none = await t.request(`/api/products/${product.id}/size-chart`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ chart: null, source: null });
    expect((await t.request(`/api/products/${product.id}`)).body.hasSizeChart).toBe(false);

    const saved = await put(`/api/admin/categories/${category.id}/size-chart`, { chart: kurtaChart });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ categoryId: category.id, chart: kurtaChart });
    // The cached product page and chart are dropped by the write.
    expect((await t.request(`/api/products/${product.id}`)).body.hasSizeChart).toBe(true);
    expect((await t.request(`/api/products/${product.id}/size-chart`)).body).toEqual({
      chart: kurtaChart,
      source: 'category',
    });

    const own = await put(`/api/admin/products/${product.id}/size-chart`, { chart: ownChart });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ product: ownChart, category: kurtaChart, categoryId: category.id });
    expect((await t.request(`/api/products/${product.id}/size-chart`)).body).toEqual({
      chart: ownChart,
      source: 'product',
    });
    // The other product of the category keeps the category's chart.
    expect((await t.request(`/api/products/${sibling.id}/size-chart`)).body.source).toBe('category');

    const removed = await put(`/api/admin/products/${product.id}/size-chart`, { chart: null });
    expect(removed.body.product).toBeNull();
    expect((await t.request(`/api/products/${product.id}/size-chart`)).body.source).toBe('category');

    const admin = await t.request(`/api/admin/products/${product.id}/size-chart`, { token: adminToken });
    expect(admin.body).toEqual({
      product: null,
      category: kurtaChart,
      categoryId: category.id,
      categoryName: category.name,
    });
  });

  it('audits every write in words of its own', async () => {
    const category = await newCategory();
    const product = await createProduct(t, { categoryId: category.id, name: 'Audited Kurta' });
    await put(`/api/admin/products/${product.id}/size-chart`, { chart: kurtaChart });
    await put(`/api/admin/categories/${category.id}/size-chart`, { chart: null });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.sizeChart'), eq(auditLog.entityId, product.id)))
      .orderBy(desc(auditLog.createdAt));
    expect(rows[0]?.details).toMatchObject({
      name: 'Audited Kurta',
      columns: kurtaChart.columns,
      sizes: ['S', 'M', 'L'],
    });
    const [categoryRow] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.sizeChart'), eq(auditLog.entityId, category.id)));
    expect(categoryRow?.details).toMatchObject({ name: category.name, removed: true });
  });

  it('refuses a bad chart with a clear message and writes nothing', async () => {
    const category = await newCategory();
    const product = await createProduct(t, { categoryId: category.id });
    const cases: [unknown, string][] = [
      [{ columns: ['Size'], rows: [['M']] }, SIZE_CHART_MESSAGES.columns],
      [{ columns: ['Size', 'Chest'], rows: [['M', '38', '99']] }, SIZE_CHART_MESSAGES.rowWidth],
      [{ columns: ['Size', 'Chest'], rows: [['', '38']] }, SIZE_CHART_MESSAGES.size],
      [
        {
          columns: ['Size', 'Chest'],
          rows: [
            ['M', '38'],
            ['m', '40'],
          ],
        },
        SIZE_CHART_MESSAGES.duplicateSize('m'),
      ],
      [{ columns: ['Size', 'size'], rows: [['M', '38']] }, SIZE_CHART_MESSAGES.duplicateHeading],
      [{ columns: ['Size', 'Chest'], rows: [['M', 'x'.repeat(21)]] }, SIZE_CHART_MESSAGES.cell],
      [{ columns: ['Size', 'Chest'], rows: [] }, SIZE_CHART_MESSAGES.rows],
    ];
    for (const [chart, message] of cases) {
      const answer = await put(`/api/admin/products/${product.id}/size-chart`, { chart });
      expect(answer.status, JSON.stringify(chart)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await t.request(`/api/products/${product.id}/size-chart`)).body.chart).toBeNull();
  });

  it('answers 404 for an unknown product or category, and only admins write', async () => {
    const missing = randomUUID();
    expect((await t.request(`/api/products/${missing}/size-chart`)).status).toBe(404);
    expect((await t.request('/api/products/not-an-id/size-chart')).status).toBe(404);
    expect((await put(`/api/admin/categories/${missing}/size-chart`, { chart: kurtaChart })).body.message).toBe(
      'Category not found',
    );
    expect((await put(`/api/admin/products/${missing}/size-chart`, { chart: kurtaChart })).status).toBe(404);
    const category = await newCategory();
    expect(
      (await put(`/api/admin/categories/${category.id}/size-chart`, { chart: kurtaChart }, userToken)).status,
    ).toBe(403);
  });
});
