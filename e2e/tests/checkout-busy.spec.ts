import { apiRegister, expect, newShopper, test } from '../fixtures';
import { apiSaveAddress, cartLine, openWithCart, productBySku } from './checkout-helpers';

/*
 * Checkout while the shop is very busy (docs/decisions/299-a-retry-keeps-its-place-in-line.md). The shop's first
 * answer to Place Order is its busy answer, word for word (503 BUSY, Retry-After: 2), as a saturated shop sends it;
 * checkout says the shopper keeps their place, tries again itself with the same Idempotency-Key, and the real
 * shop places the order.
 */
const BUSY = 'The shop is very busy right now. Please try again in a moment; nothing was lost.';

test('a busy answer keeps the shopper in line and the order is placed on the next try', async ({ page }) => {
  const shopper = newShopper('busy');
  const token = await apiRegister(page, shopper);
  await apiSaveAddress(page, token, shopper.name);
  const product = await productBySku(page, 'BEAU-KAJ-002');

  const keys: (string | null)[] = [];
  // The second try reaches the shop only once the test has looked at the waiting line (it stays up until then).
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length > 1) {
      await released;
      return route.fallback();
    }
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '2', 'content-type': 'application/json' },
      body: JSON.stringify({ message: BUSY, code: 'BUSY' }),
    });
  });

  await openWithCart(page, token, [cartLine(product, 1)]);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const waiting = page.getByTestId('waiting-in-line');
  await expect(waiting).toHaveText('The shop is very busy. You keep your place in line; trying again in a moment…');
  await expect(page.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
  // The busy answer is not shown as the shopper's failure while checkout keeps trying.
  await expect(page.getByText(BUSY)).toHaveCount(0);
  await waiting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`checkout-busy-${test.info().project.name}.png`) });
  await expect.poll(() => keys.length).toBe(2);
  release();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
});
