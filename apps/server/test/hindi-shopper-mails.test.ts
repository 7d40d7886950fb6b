import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { contactMessages, stockAlerts, users } from '../src/db/schema';
import { createProduct, type Customer } from './helpers/factories';
import { postForm } from './helpers/open-forms';
import type { ReceivedMail, SmtpSink } from './helpers/smtp-sink';
import { type TestApp } from './helpers/test-app';
import { MAIL_PUBLIC_URL as PUBLIC_URL, startTwoLanguageShop } from './helpers/two-language-shop';

/**
 * The mails that answer a shopper's form or request in their language (issue 39,
 * docs/decisions/233-hindi-form-and-alert-mails.md): a sign-up from a Hindi page, grievances and contact messages
 * sent from a Hindi page or by a Hindi account, the breach notice and the back-in-stock mails, each in Hindi for a
 * Hindi shopper and in English for an English one, read as the SMTP server received them. The shop's own alerts
 * stay English.
 */
let sink: SmtpSink;
let t: TestApp;
let adminToken: string;
let hindi: Customer;
let english: Customer;
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  ({ sink, t, adminToken, hindi, english } = await startTwoLanguageShop('shopper'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const to = (email: string, test: (mail: ReceivedMail) => boolean = () => true) =>
  sink.waitFor((m) => m.envelopeTo.includes(email) && test(m));
const asAdmin = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, token: adminToken, ...(json === undefined ? {} : { json }) });

describe('a new account', () => {
  const register = (email: string, query: string) =>
    t.request(`/api/auth/register${query}`, {
      method: 'POST',
      json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name: 'Ritu Sharma', email, password: 'secret12' },
    });

  it('signed up on a Hindi page keeps Hindi, and its welcome and verification mails are in Hindi', async () => {
    const email = unique('signup-hi');
    const res = await register(email, '?lang=hi');
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.language).toBe('hi');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.language).toBe('hi');

    const welcome = await to(email, (m) => m.subject === 'ShopKart में आपका स्वागत है!');
    expect(welcome.text).toContain('नमस्ते Ritu Sharma,');
    expect(welcome.text).toContain(`${PUBLIC_URL}/hi/products`);
    expect(welcome.html).toContain('<html lang="hi">');
    const verify = await to(email, (m) => m.subject === 'ShopKart के लिए अपना ईमेल पता पक्का करें');
    expect(verify.text).toMatch(new RegExp(`${PUBLIC_URL}/hi/verify-email\\?token=[\\w%-]+`));
    expect(verify.html).toContain('<html lang="hi">');
  });

  it("takes the page's language from the web client's Accept-Language as well (decision 203)", async () => {
    const email = unique('signup-header');
    const res = await t.request('/api/auth/register', {
      method: 'POST',
      headers: { 'accept-language': 'hi' },
      json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name: 'Ritu Sharma', email, password: 'secret12' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.language).toBe('hi');
    const welcome = await to(email, (m) => m.subject === 'ShopKart में आपका स्वागत है!');
    expect(welcome.html).toContain('<html lang="hi">');
  });

  it('signed up on an English page keeps English, and its first mails are in English', async () => {
    const email = unique('signup-en');
    const res = await register(email, '');
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.language).toBe('en');
    const welcome = await to(email, (m) => m.subject === 'Welcome to ShopKart!');
    expect(welcome.text).toContain('Hello Ritu Sharma,');
    expect(welcome.html).toContain('<html lang="en">');
    const verify = await to(email, (m) => m.subject === 'Confirm your email address for ShopKart');
    expect(verify.text).toMatch(new RegExp(`${PUBLIC_URL}/verify-email\\?token=`));
  });

  it('refuses a language the shop does not have', async () => {
    const res = await register(unique('signup-xx'), '?lang=fr');
    expect(res.status).toBe(400);
  });
});

let nextIp = 40;
const freshIp = () => `198.51.100.${nextIp++}`;

async function fileGrievance(email: string, options: { lang?: string; token?: string } = {}) {
  const res = await postForm(
    t,
    '/api/grievances',
    { name: 'Asha Verma', email, subject: 'Damaged kettle', message: 'The lid arrived cracked.' },
    { ip: freshIp(), ...options },
  );
  expect(res.status, res.text).toBe(201);
  const ticket = res.body.ticket as string;
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.grievanceTicket, ticket));
  return { ticket, id: row!.id, language: row!.language };
}

describe('grievance mails', () => {
  it('filed from a Hindi page: acknowledged, resolved and reopened in Hindi; the shop is alerted in English', async () => {
    const email = unique('grievance-hi');
    const { ticket, id, language } = await fileGrievance(email, { lang: 'hi' });
    expect(language).toBe('hi');

    const ack = await to(email, (m) => m.subject === `शिकायत ${ticket} हमें मिल गई है`);
    expect(ack.text).toContain(`हमें आपकी शिकायत मिल गई है और यह ${ticket} नंबर से दर्ज हो गई है।`);
    expect(ack.text).toContain(`${PUBLIC_URL}/hi/grievance/status?ticket=${ticket}`);
    expect(ack.html).toContain('<html lang="hi">');
    expect(ack.html).toContain('अपनी शिकायत की स्थिति देखें');
    expect(ack.text).not.toContain('We have received');
    expect(ack.text).not.toContain('Follow your grievance');
    // Nothing the form was given reaches the complainant (decision 160), in either language.
    expect(ack.text).not.toContain('Asha Verma');

    const alert = await sink.waitFor((m) => m.subject === `Grievance ${ticket}: Damaged kettle`);
    expect(alert.html).toContain('<html lang="en">');
    expect(DEVANAGARI.test(alert.text)).toBe(false);

    const resolution = 'A new kettle is on its way.';
    expect((await asAdmin('POST', `/api/admin/inbox/${id}/resolve`, { resolution })).status).toBe(200);
    const resolved = await to(email, (m) => m.subject === `शिकायत ${ticket} सुलझा दी गई है`);
    expect(resolved.text).toContain(`हमारे शिकायत अधिकारी ने आपकी शिकायत ${ticket} इस तरह सुलझाई है:`);
    expect(resolved.text).toContain(resolution); // the shop's words as written
    expect(resolved.html).toContain('<html lang="hi">');

    expect((await asAdmin('POST', `/api/admin/inbox/${id}/reopen`, { reason: 'Still cracked' })).status).toBe(200);
    const reopened = await to(email, (m) => m.subject === `शिकायत ${ticket} फिर से खोली गई है`);
    expect(reopened.text).toContain(`हमने आपकी शिकायत ${ticket} फिर से खोली है और इसे दोबारा देख रहे हैं।`);
  });

  it('filed from an English page: in English, as before', async () => {
    const email = unique('grievance-en');
    const { ticket, id, language } = await fileGrievance(email);
    expect(language).toBe('en');
    const ack = await to(email, (m) => m.subject === `Grievance ${ticket} received`);
    expect(ack.text).toContain(`We have received your grievance and registered it as ${ticket}.`);
    expect(ack.text).toContain(`${PUBLIC_URL}/grievance/status?ticket=${ticket}`);
    expect(ack.html).toContain('<html lang="en">');
    expect(DEVANAGARI.test(ack.text)).toBe(false);
    expect((await asAdmin('POST', `/api/admin/inbox/${id}/resolve`, { resolution: 'Refunded.' })).status).toBe(200);
    const resolved = await to(email, (m) => m.subject === `Grievance ${ticket} resolved`);
    expect(resolved.text).toContain(`Our grievance officer has resolved your grievance ${ticket}:`);
  });

  it("filed by a signed-in shopper: in the account's language, whatever page it came from", async () => {
    const fromHindiAccount = await fileGrievance(hindi.email, { token: hindi.token });
    expect(fromHindiAccount.language).toBe('hi');
    await to(hindi.email, (m) => m.subject === `शिकायत ${fromHindiAccount.ticket} हमें मिल गई है`);
    const fromEnglishAccount = await fileGrievance(english.email, { token: english.token, lang: 'hi' });
    expect(fromEnglishAccount.language).toBe('en');
    await to(english.email, (m) => m.subject === `Grievance ${fromEnglishAccount.ticket} received`);
  });
});

describe("the shop's reply to a contact message", () => {
  async function replyTo(email: string, lang?: string) {
    const sent = await postForm(
      t,
      '/api/contact',
      { name: 'Rahul Gupta', email, subject: 'Bulk order', message: 'Can I order 50 kurtas?' },
      { ip: freshIp(), ...(lang ? { lang } : {}) },
    );
    expect(sent.status, sent.text).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    const replied = await asAdmin('POST', `/api/admin/inbox/${row!.id}/reply`, { message: 'Yes, write to sales.' });
    expect(replied.status, replied.text).toBe(200);
    return to(email, (m) => m.subject === 'Re: Bulk order');
  }

  it('sent from a Hindi page is framed in Hindi, the shop and sender words as written', async () => {
    const reply = await replyTo(unique('contact-hi'), 'hi');
    expect(reply.text).toContain('नमस्ते Rahul Gupta,');
    expect(reply.text).toContain('Yes, write to sales.');
    expect(reply.text).toContain('Rahul Gupta ने लिखा:');
    expect(reply.text).toContain('> Can I order 50 kurtas?');
    expect(reply.html).toContain('<html lang="hi">');
  });

  it('sent from an English page is in English', async () => {
    const reply = await replyTo(unique('contact-en'));
    expect(reply.text).toContain('Hello Rahul Gupta,');
    expect(reply.text).toContain('Rahul Gupta wrote:');
    expect(reply.html).toContain('<html lang="en">');
  });
});

describe('the breach notice', () => {
  it("reaches each affected person in their account's language, the shop's descriptions as written", async () => {
    const created = await asAdmin('POST', '/api/admin/breaches', {
      title: 'Order export left on a public link',
      description: 'A CSV export of orders was shared through a public file link by mistake.',
      dataAffected: 'Name, email address and delivery address',
      consequences: 'Someone with the file could contact you pretending to be the shop.',
      measures: 'The link was removed within two hours.',
      shopperSteps: 'Do not share one-time passwords with anyone calling in our name.',
      discoveredAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
      occurredAt: new Date(Date.now() - 30 * 3_600_000).toISOString(),
      affectedEmails: [hindi.email, english.email],
    });
    expect(created.status, created.text).toBe(201);
    const { _id: id, reference } = created.body.incident as { _id: string; reference: string };
    const notified = await asAdmin('POST', `/api/admin/breaches/${id}/notify`);
    expect(notified.status, notified.text).toBe(200);

    const toHindi = await to(hindi.email, (m) => m.text.includes(reference));
    expect(toHindi.subject).toBe('ज़रूरी सूचना: ShopKart में एक सुरक्षा घटना, जिसका असर आपके निजी डेटा पर पड़ा है');
    expect(toHindi.text).toContain('नमस्ते Sunita Verma,');
    expect(toHindi.text).toContain('क्या हुआ: A CSV export of orders was shared');
    expect(toHindi.text).toContain('आप क्या कर सकते हैं: Do not share one-time passwords');
    expect(toHindi.text).toContain('भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India)');
    expect(toHindi.html).toContain('<html lang="hi">');

    const toEnglish = await to(english.email, (m) => m.text.includes(reference));
    expect(toEnglish.subject).toBe('Important: a security incident at ShopKart affecting your personal data');
    expect(toEnglish.text).toContain('Hello Kavya Menon,');
    expect(toEnglish.text).toContain('What happened: A CSV export of orders was shared');
    expect(toEnglish.html).toContain('<html lang="en">');
    // The admin's preview of the notice stays English.
    expect(notified.body.incident.shopperNotice.subject).toBe(toEnglish.subject);
  });
});

/** Sets a product's stock through the admin's product edit, as the merchant does (its Hindi name is kept). */
async function setStock(product: { id: string; name: string }, stock: number) {
  const form = new FormData();
  const fields = { name: product.name, description: 'A test product.', mrp: '500', category: 'Electronics' };
  for (const [k, v] of Object.entries({ ...fields, stock: String(stock) })) form.set(k, v);
  const res = await t.request(`/api/products/${product.id}`, { method: 'PUT', token: adminToken, body: form });
  expect(res.status, res.text).toBe(200);
}

describe('back-in-stock mails', () => {
  it("reach wishers and 'Notify me' requests in their language, with the merchant's Hindi name", async () => {
    const product = await createProduct(t, { skuPrefix: 'HI-RESTOCK', stock: 0, nameHi: 'सूती कुर्ता' });
    for (const shopper of [hindi, english]) {
      const wished = await t.request(`/api/wishlist/${product.id}`, { method: 'PUT', token: shopper.token });
      expect(wished.status, wished.text).toBe(200);
    }
    const hindiGuest = unique('alert-hi');
    const englishGuest = unique('alert-en');
    const ask = (email: string, query: string) =>
      t.request(`/api/wishlist/stock-alerts${query}`, { method: 'POST', json: { productId: product.id, email } });
    expect((await ask(hindiGuest, '?lang=hi')).status).toBe(200);
    expect((await ask(englishGuest, '')).status).toBe(200);
    const rows = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.language]))).toEqual({
      [hindiGuest]: 'hi',
      [englishGuest]: 'en',
    });

    await setStock(product, 5);

    const wishHi = await to(hindi.email, (m) => m.subject === 'फिर से स्टॉक में: सूती कुर्ता');
    expect(wishHi.text).toContain('नमस्ते Sunita Verma,');
    expect(wishHi.text).toContain('अच्छी ख़बर! आपकी विशलिस्ट में सहेजा गया सूती कुर्ता फिर से स्टॉक में है।');
    expect(wishHi.text).toContain(`${PUBLIC_URL}/hi/products/${product.id}`);
    expect(wishHi.html).toContain('<html lang="hi">');
    const wishEn = await to(english.email, (m) => m.subject === `Back in stock: ${product.name}`);
    expect(wishEn.text).toContain('which you saved to your wishlist');
    expect(wishEn.text).toContain(`${PUBLIC_URL}/products/${product.id}`);

    const alertHi = await to(hindiGuest, (m) => m.subject === 'फिर से स्टॉक में: सूती कुर्ता');
    expect(alertHi.text).toContain('आपने हमें बताने को कहा था');
    expect(alertHi.html).toContain('<html lang="hi">');
    const alertEn = await to(englishGuest, (m) => m.subject === `Back in stock: ${product.name}`);
    expect(alertEn.text).toContain('You asked us to tell you');
    expect(alertEn.html).toContain('<html lang="en">');
  });

  it("a signed-in shopper's request takes the account's language", async () => {
    const product = await createProduct(t, { skuPrefix: 'HI-ALERT', stock: 0 });
    const asked = await t.request('/api/wishlist/stock-alerts', {
      method: 'POST',
      token: hindi.token,
      json: { productId: product.id, email: hindi.email },
    });
    expect(asked.status, asked.text).toBe(200);
    await setStock(product, 2);
    // No Hindi name: the English one, in a Hindi mail.
    const mail = await to(hindi.email, (m) => m.subject === `फिर से स्टॉक में: ${product.name}`);
    expect(mail.text).toContain('आपने हमें बताने को कहा था');
  });
});
