import { expect, test } from '../fixtures';

/*
 * Issue 36: the listing filters a category by size (docs/decisions/238-option-filters.md). The chips come from
 * the category's own products; a pressed chip is kept in the URL, narrows the list to products with that size,
 * and pressing it again lifts the filter.
 */

test('a size chip narrows the Fashion list to products sold in that size, and lifts it again', async ({ page }) => {
  await page.goto('/products?category=Fashion');
  const all = page.getByText(/^\d+ of \d+ products?$/);
  await expect(all).toBeVisible();
  const before = Number((await all.textContent())!.match(/of (\d+)/)![1]);

  const sizeM = page.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'M', exact: true });
  await sizeM.click();
  await expect(sizeM).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/option=Size%3AM/);
  const filtered = await page.request.get('/api/products?category=Fashion&option=Size:M');
  const { total } = (await filtered.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(before);
  await expect(page.getByText(new RegExp(`of ${total} products?$`))).toBeVisible();

  await sizeM.click();
  await expect(sizeM).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/option=/);
  await expect(page.getByText(new RegExp(`of ${before} products?$`))).toBeVisible();
});
