import { expect, test } from '../fixtures';

/*
 * Issue 36 (docs/decisions/247-listing-colours-and-search-facets.md): a search's results get the size and colour
 * chips of the products it found, and a card names the colours that can be bought.
 */

test('searching "kurta" offers its sizes and colours as chips; a chip narrows the results; the card names its colours', async ({
  page,
}, testInfo) => {
  await page.goto('/products?q=kurta');
  await expect(page.getByTestId('search-summary')).toContainText('for "kurta"');
  const card = page.getByTestId('product-card').filter({ hasText: 'Kurta' }).first();
  await expect(card.getByTestId('card-colours')).toHaveText(/^\d colours: Maroon, Indigo/);

  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toBeVisible();
  const colour = page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Indigo', exact: true });
  await colour.click();
  await expect(colour).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/q=kurta.*option=Colour%3AIndigo|option=Colour%3AIndigo.*q=kurta/);
  const res = await page.request.get('/api/products?q=kurta&option=Colour:Indigo');
  const { total } = (await res.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('search-summary')).toContainText(`Showing ${total} result`);
  await page.screenshot({ path: testInfo.outputPath(`search-chips-${testInfo.project.name}.png`) });
});
