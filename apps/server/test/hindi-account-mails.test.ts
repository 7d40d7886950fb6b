import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { SmtpSink } from './helpers/smtp-sink';
import { createProduct, placeDeliveredOrder, sendReturnRequest, type Customer } from './helpers/factories';
import { type TestApp } from './helpers/test-app';
import { MAIL_PUBLIC_URL as PUBLIC_URL, startTwoLanguageShop } from './helpers/two-language-shop';

/**
 * Account and return mails in the account's saved language (issue 39, docs/decisions/253): a Hindi account gets
 * its password reset and return mails in Hindi, an English one in English, read as the SMTP server received them.
 */
let sink: SmtpSink;
let t: TestApp;
let adminToken: string;
let hindi: Customer;
let english: Customer;

beforeAll(async () => {
  ({ sink, t, adminToken, hindi, english } = await startTwoLanguageShop('account'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const forgot = (email: string) => t.request('/api/auth/forgot-password', { method: 'POST', json: { email } });

describe('the password reset mail', () => {
  it('is in Hindi for a Hindi account, with the Hindi reset page', async () => {
    expect((await forgot(hindi.email)).status).toBe(200);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(hindi.email) && m.subject.includes('पासवर्ड'));
    expect(mail.subject).toBe('अपना ShopKart पासवर्ड बदलें');
    expect(mail.text).toContain('नमस्ते Sunita Verma,');
    expect(mail.text).toContain('हमें आपके खाते का पासवर्ड बदलने का अनुरोध मिला है।');
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/hi/reset-password\\?token=[\\w%-]+`));
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('नया पासवर्ड चुनें');
    expect(mail.html).toContain('यह ईमेल ShopKart ने भेजा है।');
  });

  it('is in English for an English account', async () => {
    expect((await forgot(english.email)).status).toBe(200);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(english.email) && /Reset/.test(m.subject));
    expect(mail.subject).toBe('Reset your ShopKart password');
    expect(mail.text).toContain('Hello Kavya Menon,');
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=`));
    expect(mail.html).toContain('<html lang="en">');
  });
});

async function returnOf(customer: Customer) {
  const product = await createProduct(t, { mrpPaise: 500_00, stock: 10, skuPrefix: 'HIRET' });
  const { order } = await placeDeliveredOrder(t, {
    token: customer.token,
    adminToken,
    items: [{ product: product.id, quantity: 1 }],
    deliveredAt: new Date(Date.now() - 2 * 3_600_000),
  });
  const eligibility = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
  const items = eligibility.body.items as { orderItemId: string }[];
  const sent = await sendReturnRequest(t, {
    token: customer.token,
    orderId: order._id,
    items: [{ orderItemId: items[0]!.orderItemId, quantity: 1 }],
    payout: { method: 'bank', accountName: customer.name, accountNumber: '123456789012', ifsc: 'HDFC0001234' },
  });
  expect(sent.status, sent.text).toBe(201);
  return { number: formatOrderNumber(order._id), returnId: sent.body.return._id as string, name: product.name };
}

describe('the return mails', () => {
  it('are in Hindi for a Hindi account: request received, then rejected with the shop note as written', async () => {
    const { number, returnId, name } = await returnOf(hindi);
    const requested = await sink.waitFor((m) => m.subject === `ऑर्डर ${number} की वापसी का आपका अनुरोध हमें मिल गया है`);
    expect(requested.text).toContain(`1 x ${name} लौटाने का आपका अनुरोध (सामान टूटा-फूटा पहुँचा) हमें मिल गया है।`);
    expect(requested.text).toContain('नमस्ते Sunita Verma,');
    expect(requested.html).toContain('<html lang="hi">');

    const decided = await t.request(`/api/admin/returns/${returnId}/decision`, {
      method: 'POST',
      token: adminToken,
      json: { decision: 'reject', note: 'The photo shows no damage.' },
    });
    expect(decided.status, decided.text).toBe(200);
    const rejected = await sink.waitFor((m) => m.subject === `ऑर्डर ${number} की वापसी के आपके अनुरोध के बारे में`);
    expect(rejected.text).toContain('हम यह वापसी स्वीकार नहीं कर सके: The photo shows no damage.');
  });

  it('are in English for an English account', async () => {
    const { number, name } = await returnOf(english);
    const requested = await sink.waitFor((m) => m.subject === `We received your return request for order ${number}`);
    expect(requested.text).toContain(`Your request to return 1 x ${name} (product arrived damaged) has reached us.`);
    expect(requested.html).toContain('<html lang="en">');
  });
});
