import { expect, isMobile, signInAs, test } from '../fixtures';

/**
 * The search's spelling variants and synonyms on the admin Settings screen (docs/decisions/137-forgiving-search.md)
 * at 1280 and 375 px: the shop's list shows one group per line, and a line the search could not use gets a
 * message next to the box before anything is sent. Saving is covered by apps/server/test/search.test.ts.
 */
test('settings: the synonyms box shows the list and explains a bad line', async ({ page }, testInfo) => {
  const width = isMobile(page) ? 375 : 1280;
  await signInAs(page, 'admin', '/admin/settings#searchSynonyms');
  const box = page.getByLabel('Spelling variants and synonyms');
  await expect(box).toBeVisible();
  await expect(box).toHaveValue(/^kurta, kurtha, kurti, kurtas, kurtis\n/);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`settings-synonyms-${width}.png`), fullPage: false });

  await box.fill('kurta, kurtha\nchunni');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('“chunni” needs at least one other word on its line')).toBeVisible();
  await expect(box).toBeFocused();
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`settings-synonyms-error-${width}.png`), fullPage: false });
});
