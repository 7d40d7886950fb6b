import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO, expect, newShopper, test, tick } from '../fixtures';
import { bearer } from './checkout-helpers';

// Issue 39 (docs/decisions/233-hindi-form-and-alert-mails.md, 203): a form sent from a Hindi page carries the page's
// language (`Accept-Language: hi`, as every call of the web client does), so a sign-up keeps Hindi on the new account
// and its first mails, and a grievance's acknowledgement is written in Hindi. Without SMTP_URL the test server keeps mails in the outbox, where an admin
// reads them.

interface OutboxEmail {
  subject: string;
  kind: string;
}

async function mailsTo(request: APIRequestContext, adminToken: string, email: string) {
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, { headers: bearer(adminToken) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { emails: OutboxEmail[] }).emails;
}

test('a sign-up on /hi/register keeps Hindi on the account, and its welcome mail is in Hindi', async ({ page }) => {
  const shopper = newShopper('hindi-signup');
  await page.goto('/hi/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel('पूरा नाम').fill(shopper.name);
  await page.getByLabel('ईमेल पता').fill(shopper.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(shopper.password);
  await page.getByLabel('पासवर्ड दोबारा डालें').fill(shopper.password);
  await tick(page.getByRole('checkbox', { name: /सेवा की शर्तों/ }));
  await tick(page.getByRole('checkbox', { name: /प्राइवेसी नोटिस/ }));
  const registered = page.waitForResponse((r) => r.url().includes('/api/auth/register'));
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  const response = await registered;
  expect(await response.request().headerValue('accept-language')).toBe('hi');
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { user: { language: string } }).user.language).toBe('hi');

  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await expect
    .poll(async () => (await mailsTo(page.request, adminToken, shopper.email)).map((m) => m.subject).sort())
    .toEqual(['ShopKart के लिए अपना ईमेल पता पक्का करें', 'ShopKart में आपका स्वागत है!'].sort());
});

test('a grievance filed on /hi/grievance is acknowledged in Hindi', async ({ page }) => {
  await page.goto('/hi/grievance');
  const form = page.getByRole('form', { name: 'शिकायत फ़ॉर्म' });
  const email = `grievance-hi-${Date.now().toString(36)}@example.com`;
  await form.getByLabel('नाम').fill('मीना अय्यर');
  await form.getByLabel('ईमेल').fill(email);
  await form.getByLabel('विषय').fill('रिफ़ंड नहीं मिला');
  await form.getByLabel('आपकी शिकायत').fill('मैंने दो हफ़्ते पहले केतली लौटाई थी और रिफ़ंड अभी तक नहीं आया है।');
  await tick(form.getByRole('checkbox', { name: /निजता सूचना/ }));
  const filed = page.waitForResponse((r) => r.url().includes('/api/grievances') && r.status() === 201);
  await form.getByRole('button', { name: 'शिकायत दर्ज करें' }).click();
  const response = await filed;
  expect(await response.request().headerValue('accept-language')).toBe('hi');
  const { ticket, acknowledgementMailed } = (await response.json()) as {
    ticket: string;
    acknowledgementMailed: boolean;
  };
  await expect(page.getByTestId('grievance-ticket')).toHaveText(ticket);
  // Each test is a visitor of its own address (fixtures), so the daily acknowledgement cap per address (decision 160)
  // cannot have been reached: the mail goes out.
  expect(acknowledgementMailed).toBe(true);
  const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
  await expect
    .poll(async () => (await mailsTo(page.request, adminToken, email)).map((m) => m.subject))
    .toEqual([`शिकायत ${ticket} हमें मिल गई है`]);
});
