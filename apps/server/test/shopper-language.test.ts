import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@shop/shared/messages';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCoupon,
  createCustomer,
  createProduct,
  mumbaiAddress,
  placeOrder,
  saveShopSettings,
} from './helpers/factories';
import { postForm } from './helpers/open-forms';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 39, decision 203: the server words a shopper's refusals and results in the asking page's language. The
 * web client sends it as `Accept-Language: hi` or `en` on every call; English for no header, another language
 * or an admin-only route. Each answer names its message (`messageKey`) the same in every language.
 */

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ orderCaps: 'shop' });
  adminToken = await t.login('admin@example.com', 'admin123');
});
afterAll(async () => {
  await t?.close();
});

let nextIp = 10;
/** Each test its own client address, so the per-address limits of one do not reach another. */
const freshIp = () => `203.0.113.${nextIp++}`;

type Lang = 'hi' | 'en' | 'fr' | null;
function ask(lang: Lang, path: string, init: { method?: string; json?: unknown; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? freshIp() };
  if (lang) headers['accept-language'] = lang;
  return t.request(path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.token ? { token: init.token } : {}),
  });
}

const wrongLogin = (lang: Lang) =>
  ask(lang, '/api/auth/login', { method: 'POST', json: { email: 'user@example.com', password: 'not-the-password' } });

describe('the language of an answer', () => {
  it('a wrong password: Hindi for a Hindi page, English for an English one, the same key for both', async () => {
    const hindi = await wrongLogin('hi');
    expect(hindi.status).toBe(401);
    expect(hindi.body).toMatchObject({ message: 'ईमेल या पासवर्ड गलत है', messageKey: 'auth.invalidCredentials' });
    expect(hindi.headers.get('vary')).toMatch(/Accept-Language/i);
    const english = await wrongLogin('en');
    expect(english.body).toMatchObject({ message: MESSAGES.invalidCredentials, messageKey: 'auth.invalidCredentials' });
  });

  it('is English without the header or for a language the shop lacks; a weighted list takes its best', async () => {
    expect((await wrongLogin(null)).body.message).toBe(MESSAGES.invalidCredentials);
    expect((await wrongLogin('fr')).body.message).toBe(MESSAGES.invalidCredentials);
    const weighted = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp(), 'accept-language': 'ta-IN, hi;q=0.8, en;q=0.5' },
      json: { email: 'user@example.com', password: 'nope-nope' },
    });
    expect(weighted.body.message).toBe('ईमेल या पासवर्ड गलत है');
  });

  it('an admin-only route stays English on a Hindi request', async () => {
    const missing = await ask('hi', `/api/users/${randomUUID()}`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
  });
});

describe('accounts: sign-up, passwords, e-mail and phone', () => {
  it('sign-up refusals and field messages', async () => {
    const taken = await ask('hi', '/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'Asha',
        email: 'user@example.com',
        password: 'secret12',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('इस ईमेल से पहले से एक खाता है');
    const short = await ask('hi', '/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'Asha',
        email: 'asha-new@example.com',
        password: '123',
      },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए', field: 'password' });
    const shortEn = await ask('en', '/api/auth/register', {
      method: 'POST',
      json: {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        name: 'Asha',
        email: 'asha-new@example.com',
        password: '123',
      },
    });
    expect(shortEn.body.message).toBe(MESSAGES.passwordTooShort);
  });

  it('forgot and reset password, change password, e-mail verification, a wrong phone code', async () => {
    const forgot = await ask('hi', '/api/auth/forgot-password', {
      method: 'POST',
      json: { email: 'nobody@example.com' },
    });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toMatch(/^अगर इस ईमेल से कोई खाता है/);
    const reset = await ask('hi', '/api/auth/reset-password', {
      method: 'POST',
      json: { token: 'not-a-real-token', password: 'secret12' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ messageKey: 'account.resetLinkInvalid' });
    expect(reset.body.message).toMatch(/^पासवर्ड रीसेट का यह लिंक गलत है/);

    const shopper = await createCustomer(t, { emailPrefix: 'lang-pw' });
    const change = await ask('hi', '/api/auth/change-password', {
      method: 'POST',
      token: shopper.token,
      json: { currentPassword: 'wrong-one', newPassword: 'secret99' },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe('मौजूदा पासवर्ड गलत है');

    const verify = await ask('hi', '/api/auth/verify-email', { method: 'POST', json: { token: 'bogus-token' } });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toMatch(/^सत्यापन का यह लिंक गलत है/);

    const code = await ask('hi', '/api/auth/code/sign-in', {
      method: 'POST',
      json: { phone: '9812345678', code: '123456' },
    });
    expect(code.status).toBe(401);
    expect(code.body.message).toMatch(/^यह कोड गलत है/);
    const codeEn = await ask('en', '/api/auth/code/sign-in', {
      method: 'POST',
      json: { phone: '9812345678', code: '123456' },
    });
    expect(codeEn.body.message).toMatch(/^This code is wrong or has expired/);
  });

  it('profile and nomination: field messages, refusals and results', async () => {
    const shopper = await createCustomer(t, { emailPrefix: 'lang-profile' });
    const profile = await ask('hi', '/api/auth/profile', {
      method: 'PUT',
      token: shopper.token,
      json: { name: 'Asha', address: { pincode: '012345' } },
    });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toBe('पिन कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता');

    const yourself = await ask('hi', '/api/account/nomination', {
      method: 'PUT',
      token: shopper.token,
      json: { name: 'Me Again', email: shopper.email, relationship: 'self' },
    });
    expect(yourself.status).toBe(400);
    expect(yourself.body.message).toBe('आपका नॉमिनी कोई और होना चाहिए: उनका अपना ईमेल पता इस्तेमाल करें');
    const none = await ask('hi', '/api/account/nomination', { method: 'DELETE', token: shopper.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('आपने किसी को नॉमिनी नहीं बनाया है।');
  });
});

describe('delivery, cash on delivery and orders', () => {
  it('a PIN code we do not deliver to, by header and by ?lang= alike', async () => {
    const hindi = await ask('hi', '/api/shiprocket/delivery-estimate?pincode=900001');
    expect(hindi.status).toBe(200);
    expect(hindi.body).toMatchObject({
      serviceable: false,
      message: 'माफ़ कीजिए, हम अभी पिन कोड 900001 पर डिलीवरी नहीं करते',
    });
    const byQuery = await ask(null, '/api/shiprocket/delivery-estimate?pincode=900001&lang=hi');
    expect(byQuery.body.message).toBe(hindi.body.message);
    const english = await ask('en', '/api/shiprocket/delivery-estimate?pincode=900001');
    expect(english.body.message).toBe('Sorry, we do not deliver to PIN code 900001 yet');
    const served = await ask('hi', '/api/shiprocket/delivery-estimate?pincode=560001');
    expect(served.body.message).toMatch(/तक डिलीवरी$/);
  });

  it("the COD rules' reasons, before and when ordering", async () => {
    const shopper = await createCustomer(t, { emailPrefix: 'lang-cod' });
    const product = await createProduct(t, { stock: 50, skuPrefix: 'LANGCOD' });
    await saveShopSettings(t, adminToken, { codBlockedPincodes: ['400050'] });
    try {
      const before = await ask('hi', '/api/orders/cod-availability?pincode=400050&state=Maharashtra', {
        token: shopper.token,
      });
      expect(before.body).toMatchObject({
        available: false,
        rule: 'pincode',
        message: 'पिन कोड 400050 पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन पेमेंट करें।',
      });
      const refused = await ask('hi', '/api/orders', {
        method: 'POST',
        token: shopper.token,
        json: { items: [{ product: product.id, quantity: 1 }], shippingAddress: mumbaiAddress, paymentMethod: 'cod' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ rule: 'pincode', messageKey: 'cod.pincode', message: before.body.message });
    } finally {
      await saveShopSettings(t, adminToken, { codBlockedPincodes: [] });
    }
  });

  it('order refusals: stock, the units cap and an unknown coupon, with their values', async () => {
    const shopper = await createCustomer(t, { emailPrefix: 'lang-order' });
    const scarce = await createProduct(t, { name: 'Brass Diya', stock: 1, skuPrefix: 'LANGSTK' });
    const order = (lang: Lang, quantity: number, couponCode?: string) =>
      ask(lang, '/api/orders', {
        method: 'POST',
        token: shopper.token,
        json: {
          items: [{ product: scarce.id, quantity }],
          shippingAddress: mumbaiAddress,
          paymentMethod: 'cod',
          ...(couponCode ? { couponCode } : {}),
        },
      });
    const short = await order('hi', 3);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Brass Diya के केवल 1 बचे हैं');
    expect((await order('en', 3)).body.message).toBe('Only 1 left of Brass Diya');

    const tooMany = await order('hi', 11);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('एक ऑर्डर में हर प्रोडक्ट की ज़्यादा से ज़्यादा 10 यूनिट मँगाई जा सकती हैं।');

    const coupon = await order('hi', 1, 'NO-SUCH-CODE');
    expect(coupon.status).toBe(422);
    expect(coupon.body.message).toBe('यह कूपन कोड सही नहीं है। कृपया कोड जाँचकर फिर कोशिश करें।');
  });

  it('a coupon refusal with amounts in Indian grouping', async () => {
    const shopper = await createCustomer(t, { emailPrefix: 'lang-coupon' });
    const product = await createProduct(t, { stock: 5, mrpPaise: 1_000_00, skuPrefix: 'LANGCPN' });
    const { code } = await createCoupon(t, adminToken, { minOrderValue: 150000 });
    const apply = (lang: Lang) =>
      ask(lang, '/api/coupons/apply', {
        method: 'POST',
        token: shopper.token,
        json: { code, items: [{ product: product.id, quantity: 1 }] },
      });
    const hindi = await apply('hi');
    expect(hindi.status).toBe(422);
    expect(hindi.body.message).toMatch(
      /^यह कूपन इस्तेमाल करने के लिए ₹[\d,]+\.\d\d के और आइटम जोड़ें \(कम से कम ₹1,50,000\.00 का ऑर्डर\)।$/,
    );
    expect((await apply('en')).body.message).toMatch(/\(minimum order ₹1,50,000\.00\)\.$/);
  });
});

describe('returns, reviews, the wishlist and the open forms', () => {
  it('a return before delivery, a review without buying, "Notify me" on a product in stock', async () => {
    const shopper = await createCustomer(t, { emailPrefix: 'lang-return' });
    const product = await createProduct(t, { stock: 5, skuPrefix: 'LANGRET' });
    const order = await placeOrder(t, { token: shopper.token, product: product.id });
    const form = new FormData();
    form.set('items', JSON.stringify([{ orderItemId: order.items[0]._id, quantity: 1 }]));
    const early = await t.request(`/api/orders/${order._id}/returns`, {
      method: 'POST',
      token: shopper.token,
      headers: { 'accept-language': 'hi' },
      body: form,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('ऑर्डर डिलीवर होने के बाद ही वापसी का अनुरोध किया जा सकता है');

    const review = new FormData();
    review.set('rating', '5');
    review.set('title', 'Lovely');
    review.set('body', 'Works as described.');
    const notBought = await t.request(`/api/products/${product.id}/reviews`, {
      method: 'POST',
      token: shopper.token,
      headers: { 'accept-language': 'hi' },
      body: review,
    });
    expect(notBought.status).toBe(403);
    expect(notBought.body.message).toBe('केवल वे ग्राहक इसकी समीक्षा कर सकते हैं जिन्हें यह उत्पाद मिला है');

    const inStock = await ask('hi', '/api/wishlist/stock-alerts', {
      method: 'POST',
      json: { productId: product.id, email: 'wisher@example.com' },
    });
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toBe('यह प्रोडक्ट अभी स्टॉक में है: आप इसे अपने कार्ट में डाल सकते हैं।');
  });

  it('the contact and grievance forms', async () => {
    const contact = await postForm(
      t,
      '/api/contact',
      { name: 'Asha', email: 'asha@example.com', subject: '', message: 'Where is my parcel, please?' },
      { ip: freshIp(), lang: 'hi' },
    );
    expect(contact.status).toBe(400);
    expect(contact.body.message).toBe('विषय ज़रूरी है');
    const filed = await postForm(
      t,
      '/api/grievances',
      { name: 'Asha', email: 'asha@example.com', subject: 'Damaged kettle', message: 'The lid arrived cracked.' },
      { ip: freshIp(), lang: 'hi' },
    );
    expect(filed.status).toBe(201);
    expect(filed.body.message).toContain(`आपकी शिकायत ${filed.body.ticket as string} नंबर से दर्ज हो गई है।`);
    const status = await ask('hi', '/api/grievances/status', {
      method: 'POST',
      json: { ticket: 'GRV-2026-999999', email: 'asha@example.com' },
    });
    expect(status.status).toBe(404);
    expect(status.body.message).toBe('इस टिकट नंबर और ईमेल पते से कोई शिकायत नहीं मिली');
  });
});

describe('too many requests', () => {
  it("a route's limit and the failed sign-in throttle answer 429 in the page's language", async () => {
    const ip = freshIp();
    let limited;
    for (let i = 0; i < 8 && limited?.status !== 429; i++) {
      limited = await ask('hi', '/api/auth/code/request', { method: 'POST', json: { phone: '9876501234' }, ip });
    }
    expect(limited?.status).toBe(429);
    expect(limited?.body).toMatchObject({ messageKey: 'limit.tryAgainIn' });
    expect(limited?.body.message).toMatch(/^बहुत ज़्यादा अनुरोध आए हैं। कृपया \d+ मिनट बाद फिर कोशिश करें।$/);

    const throttleIp = freshIp();
    let throttled;
    for (let i = 0; i < 8 && throttled?.status !== 429; i++) {
      throttled = await ask('hi', '/api/auth/login', {
        method: 'POST',
        json: { email: 'user@example.com', password: 'still-wrong' },
        ip: throttleIp,
      });
    }
    expect(throttled?.status).toBe(429);
    expect(throttled?.body.message).toMatch(/^लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया \d+ सेकंड बाद फिर कोशिश करें।$/);
  });
});

describe('refusals before a route speaks (decision 206)', () => {
  const rawPost = (lang: Lang, path: string, body: string, contentType = 'application/json') =>
    t.request(path, {
      method: 'POST',
      headers: {
        'x-forwarded-for': freshIp(),
        'content-type': contentType,
        ...(lang ? { 'accept-language': lang } : {}),
      },
      body,
    });

  it("Fastify's own refusals: malformed JSON and an unsupported content type", async () => {
    const hindi = await rawPost('hi', '/api/auth/login', '{"email": ');
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe('भेजी गई जानकारी (JSON) पढ़ी नहीं जा सकी');
    expect((await rawPost('en', '/api/auth/login', '{"email": ')).body.message).toBe('Malformed JSON in request body');
    const wrongType = await rawPost('hi', '/api/auth/login', 'email=a', 'application/x-unknown');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe('इस तरह की जानकारी यहाँ नहीं ली जाती');
  });

  it("zod's own wording, which no shared schema replaces, in the page's language; English as zod writes it", async () => {
    const token = await t.login('user@example.com', 'user123');
    const order = (lang: Lang, json: unknown) => ask(lang, '/api/orders', { method: 'POST', json, token });
    const list = (lang: Lang, query: string) => ask(lang, `/api/products?${query}`);
    // No message of our own: zod's words in English, the meaning in Hindi.
    expect((await list('hi', 'inStock=maybe')).body).toMatchObject({
      message: 'inStock: यह मान सही नहीं है',
      field: 'inStock',
    });
    expect((await list('en', 'inStock=maybe')).body.message).toMatch(/^Invalid option: expected one of/);
    // The catalogue's own query messages.
    expect((await list('hi', 'minPrice=-5')).body).toMatchObject({
      message: 'क़ीमत 0 या उससे ज़्यादा रुपये होनी चाहिए',
      messageKey: 'catalog.invalidPrice',
    });
    expect((await list('hi', 'limit=99999')).body).toMatchObject({
      message: 'लिमिट 1 से 100 के बीच की पूरी संख्या होनी चाहिए',
      messageKey: 'request.invalidLimit',
    });
    // A shared schema's own message that the catalogue holds is said in Hindi, with its key.
    const badProduct = await order('hi', { items: [{ productId: randomUUID(), quantity: 1 }], paymentMethod: 'cod' });
    expect(badProduct.body).toMatchObject({
      message: 'प्रोडक्ट की पहचान (id) सही नहीं है',
      messageKey: 'order.invalidProduct',
    });
    const noAddress = await order('hi', { items: [{ product: randomUUID(), quantity: 1 }], paymentMethod: 'cod' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).not.toMatch(/[A-Za-z]{4}/);
  });

  it('an API address that does not exist', async () => {
    const hindi = await ask('hi', '/api/no-such-thing');
    expect(hindi.status).toBe(404);
    expect(hindi.body.message).toBe('यह पता नहीं मिला: GET /api/no-such-thing');
    expect((await ask('en', '/api/no-such-thing')).body.message).toBe('Route GET /api/no-such-thing not found');
  });
});
