import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { orderNumberOf } from './checkout-helpers';
import { failedDelivery } from './ndr-helpers';

// Issue 37: the courier could not deliver; the buyer opens the mail's link (no sign-in), picks a day for the next
// attempt, and the page shows what was asked of the courier.

test('the buyer picks a re-attempt day on the failed-delivery page', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { orderId, link } = await failedDelivery(page, `ndr-${testInfo.project.name}`, 'Customer not available');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Delivery Issue' })).toBeVisible();
  await expect(page.getByText(`Order #${orderNumberOf(orderId)}`)).toBeVisible();
  await expect(page.getByText("Courier's reason: Customer not available")).toBeVisible();
  await expect(page.getByTestId('ndr-state')).toHaveText('Status: Waiting for an answer');
  await expectNoSeriousA11yViolations(page);

  const days = page.getByRole('group', { name: 'Day of the next attempt' }).getByRole('radio');
  await expect(days).toHaveCount(3);
  const second = days.nth(1);
  const dayLabel = (await page.getByRole('group', { name: 'Day of the next attempt' }).locator('label').nth(1).textContent())!.trim();
  await second.check({ force: true });
  await page.screenshot({ path: testInfo.outputPath(`ndr-form-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Send to the courier' }).click();

  await expect(page.getByTestId('ndr-state')).toHaveText('Status: Courier will try again');
  const answer = page.getByTestId('ndr-answer');
  await expect(answer).toContainText('Deliver again');
  await expect(answer).toContainText(`On ${dayLabel}`);
  await expect(page.getByRole('button', { name: 'Send to the courier' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`ndr-answered-${testInfo.project.name}.png`), fullPage: true });

  // A reload shows the same answer (it is stored, not only in the page).
  await page.reload();
  await expect(page.getByTestId('ndr-answer')).toContainText(`On ${dayLabel}`);
});

test('a forged link is refused with a clear message', async ({ page }) => {
  await page.goto('/orders/3f1c2f4e-8a9b-4c1d-9e2f-1234567890ab/delivery-issue?token=forged');
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
});
