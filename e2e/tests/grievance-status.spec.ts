import { expect, signInAs, test, tick } from '../fixtures';

/*
 * Issue 33 (docs/decisions/161-grievance-lifecycle.md): a shopper files a grievance, the merchant resolves it
 * in the Inbox with a written resolution, and the shopper follows the ticket to its resolution on the public
 * status page (ticket number and email, no sign-in). At 1280 and 375 px.
 */
test('a shopper follows a grievance to its resolution on its status page', async ({ page }, testInfo) => {
  // Two people's screens, the admin's a lazy chunk: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const email = `asha.${tag}@example.com`;
  const subject = `Cracked kettle lid ${tag}`;
  const resolution = 'We have sent you a new lid by courier today and refunded the shipping fee.';
  const width = page.viewportSize()?.width ?? 0;

  // The shopper files it, signed out, accepting the privacy notice.
  await page.goto('/grievance');
  const form = page.getByRole('form', { name: 'Grievance form' });
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Your grievance').fill('The kettle arrived with its lid cracked in two places.');
  await tick(form.getByRole('checkbox', { name: /privacy notice/ }));
  await form.getByRole('button', { name: 'File grievance' }).click();
  const ticket = (await page.getByTestId('grievance-ticket').textContent())?.trim() ?? '';
  expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);

  // It follows the ticket: open, with its receipt and acknowledgement.
  await page.getByRole('link', { name: 'Follow this grievance' }).click();
  await expect(page).toHaveURL(new RegExp(`/grievance/status\\?ticket=${ticket}$`));
  const lookup = page.getByRole('form', { name: 'Find your grievance' });
  await expect(lookup.getByLabel('Ticket number')).toHaveValue(ticket);
  await lookup.getByLabel('Email').fill(email);
  await lookup.getByRole('button', { name: 'Show status' }).click();
  const card = page.getByTestId('grievance-status');
  await expect(card.getByTestId('grievance-state')).toHaveText('Open');
  await expect(card.getByText('Acknowledged', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`grievance-status-open-${width}.png`), fullPage: true });

  // The merchant resolves it in the Inbox, in another tab at the same width.
  const admin = await page.context().newPage();
  await signInAs(admin, 'admin', '/admin/inbox');
  await admin
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  const dialog = admin.getByRole('dialog', { name: subject });
  await expect(dialog.getByText(`Grievance ${ticket}`)).toBeVisible();
  // No bare "Mark handled" for a grievance: it is closed by its written resolution.
  await expect(dialog.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Resolve grievance' }).click();
  await expect(dialog.getByText('Write the resolution the complainant will receive')).toBeVisible();
  await dialog.getByLabel('Resolution').fill(resolution);
  await dialog.getByRole('button', { name: 'Resolve grievance' }).click();
  await expect(dialog.getByText('Resolution sent')).toBeVisible();
  const history = dialog.getByRole('list', { name: 'Ticket history' });
  await expect(history.getByText(/Resolved .* by admin@example\.com/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reopen grievance' })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath(`grievance-resolved-inbox-${width}.png`), fullPage: false });
  await admin.close();

  // The shopper sees the resolution on the status page.
  await lookup.getByRole('button', { name: 'Show status' }).click();
  await expect(card.getByTestId('grievance-state')).toHaveText('Resolved');
  await expect(card.getByTestId('grievance-resolution')).toHaveText(resolution);
  await expect(card.getByRole('listitem').filter({ hasText: 'Resolved' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`grievance-status-resolved-${width}.png`), fullPage: true });

  // Another address learns nothing about the ticket.
  await lookup.getByLabel('Email').fill(`someone.else.${tag}@example.com`);
  await lookup.getByRole('button', { name: 'Show status' }).click();
  await expect(lookup.getByRole('alert')).toHaveText('No grievance matches this ticket number and email address');
});
