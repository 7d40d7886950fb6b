import { words } from '@shop/shared/shopper-words';
import { english } from '../src/lib/shopper-words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_RULE_MESSAGES } from '@shop/shared/cod-rules';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_MESSAGES } from '@shop/shared/schemas/phone-codes';
import { phoneCodes, users } from '../src/db/schema';
import { createCustomer, createProduct, mumbaiAddressNoEmail, saveShopSettings } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 37, verified phone numbers (docs/decisions/240-verified-phone-numbers.md): codes by SMS through the
 * in-process MSG91 simulator, read off the "phone" through its control route, with the production rate limits.
 */

let t: TestApp | undefined;
let adminToken: string;
const app = () => t!;

beforeAll(async () => {
  t = await startTestApp({ orderCaps: 'shop', env: { MSG91_SIM_CONTROL: 'on' } });
  adminToken = await t.login('admin@example.com', 'admin123');
});
afterAll(async () => {
  await t?.close();
});

let phoneCounter = 0;
/** A number no other test uses, so the per-phone cap of one test never touches another. */
function newPhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 100_000_000).padStart(8, '0')}${phoneCounter % 10}`;
}

/** The codes the phone received, newest first, as the simulator "delivered" them. */
async function smsCodes(phone: string): Promise<string[]> {
  const res = await app().request(`/sim/msg91/__sim/messages?mobile=91${phone}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.messages as { variables: { OTP: string } }[]).map((m) => m.variables.OTP);
}

async function requestCode(token: string, phone: string) {
  return app().request('/api/auth/phone/code', { method: 'POST', token, json: { phone, channel: 'sms' } });
}

async function verifiedCustomer(phone = newPhone()) {
  const customer = await createCustomer(app());
  expect((await requestCode(customer.token, phone)).status).toBe(200);
  const [code] = await smsCodes(phone);
  const res = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code } });
  expect(res.status, res.text).toBe(200);
  return { ...customer, phone };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verifying the profile phone', () => {
  it('accepts the right code once and refuses a wrong or reused one', async () => {
    const customer = await createCustomer(app());
    const phone = newPhone();
    const sent = await requestCode(customer.token, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.message).toBe(english(words(PHONE_CODE_MESSAGES.sent, { channel: 'SMS' })));
    const [code] = await smsCodes(phone);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await app().request('/api/auth/phone/verify', {
      method: 'POST',
      token: customer.token,
      json: { phone, code: otherCode(code!) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PHONE_CODE_MESSAGES.wrongCode);

    const right = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code } });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toMatchObject({ phone, phoneVerified: true });

    const reused = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(PHONE_CODE_MESSAGES.wrongCode);

    const me = await app().request('/api/auth/me', { token: customer.token });
    expect(me.body.phoneVerified).toBe(true);
  });

  it('keeps only a keyed hash of the code', async () => {
    const customer = await createCustomer(app());
    const phone = newPhone();
    await requestCode(customer.token, phone);
    const [code] = await smsCodes(phone);
    const rows = await app().database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, customer.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an expired code', async () => {
    const customer = await createCustomer(app());
    const phone = newPhone();
    await requestCode(customer.token, phone);
    const [code] = await smsCodes(phone);
    await app().database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.userId, customer.id));
    const res = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PHONE_CODE_MESSAGES.wrongCode);
  });

  it('only the newest code works, for the number it was sent to', async () => {
    const customer = await createCustomer(app());
    const phone = newPhone();
    await requestCode(customer.token, phone);
    const [first] = await smsCodes(phone);
    await requestCode(customer.token, phone);
    const [second] = await smsCodes(phone);
    if (first !== second) {
      const old = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code: first } });
      expect(old.status).toBe(400);
    }
    const elsewhere = await app().request('/api/auth/phone/verify', {
      method: 'POST',
      token: customer.token,
      json: { phone: newPhone(), code: second },
    });
    expect(elsewhere.status).toBe(400);
  });

  it(`stops guessing after ${PHONE_CODE_MAX_ATTEMPTS} wrong codes: even the right one is refused then`, async () => {
    const customer = await createCustomer(app());
    const phone = newPhone();
    await requestCode(customer.token, phone);
    const [code] = await smsCodes(phone);
    let guess = code!;
    for (let i = 0; i < PHONE_CODE_MAX_ATTEMPTS; i += 1) {
      guess = otherCode(guess);
      const res = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code: guess } });
      expect(res.status).toBe(400);
    }
    const right = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code } });
    expect(right.status).toBe(400);
    const [row] = await app().database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, customer.id));
    expect(row!.attempts).toBe(PHONE_CODE_MAX_ATTEMPTS);
  });

  it('sends at most 3 codes an hour to one number, and limits each client address', async () => {
    const customer = await createCustomer(app());
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) expect((await requestCode(customer.token, phone)).status).toBe(200);
    const capped = await requestCode(customer.token, phone);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe(PHONE_CODE_MESSAGES.tooManyCodes);
    expect(await smsCodes(phone)).toHaveLength(3);

    // Per client address: 5 requests in 15 minutes, whatever the numbers.
    const other = await createCustomer(app());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await requestCode(other.token, newPhone())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses WhatsApp when the shop does not send WhatsApp messages', async () => {
    const customer = await createCustomer(app());
    const channels = await app().request('/api/auth/phone/channels');
    expect(channels.body).toEqual({ channels: ['sms'] });
    const res = await app().request('/api/auth/phone/code', {
      method: 'POST',
      token: customer.token,
      json: { phone: newPhone(), channel: 'whatsapp' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PHONE_CODE_MESSAGES.whatsappUnavailable);
  });
});

describe('signing in with a code', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('signs in with the code sent to a verified phone; wrong and reused codes are refused', async () => {
    const customer = await verifiedCustomer();
    const asked = await app().request('/api/auth/code/request', {
      method: 'POST',
      headers: from('198.51.100.10'),
      json: { phone: customer.phone },
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.message).toBe(PHONE_CODE_MESSAGES.signInSent);
    const [code] = await smsCodes(customer.phone);

    const wrong = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.10'),
      json: { phone: customer.phone, code: otherCode(code!) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(PHONE_CODE_MESSAGES.wrongCode);

    const signedIn = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.10'),
      json: { phone: customer.phone, code },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user).toMatchObject({ _id: customer.id, phoneVerified: true });
    const me = await app().request('/api/auth/me', { token: signedIn.body.token });
    expect(me.body.email).toBe(customer.email);

    const reused = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.10'),
      json: { phone: customer.phone, code },
    });
    expect(reused.status).toBe(401);
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const phone = newPhone();
    const res = await app().request('/api/auth/code/request', { method: 'POST', headers: from('198.51.100.11'), json: { phone } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PHONE_CODE_MESSAGES.signInSent);
    expect(await smsCodes(phone)).toEqual([]);
    const guess = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.11'),
      json: { phone, code: '123456' },
    });
    expect(guess.status).toBe(401);
  });

  it('stops a brute force: per code, then per client address', async () => {
    const customer = await verifiedCustomer();
    await app().request('/api/auth/code/request', { method: 'POST', headers: from('198.51.100.12'), json: { phone: customer.phone } });
    const [code] = await smsCodes(customer.phone);
    const statuses: number[] = [];
    let guess = code!;
    for (let i = 0; i < 11; i += 1) {
      guess = otherCode(guess);
      const ip = i < PHONE_CODE_MAX_ATTEMPTS ? `198.51.100.${20 + i}` : '198.51.100.13';
      const res = await app().request('/api/auth/code/sign-in', { method: 'POST', headers: from(ip), json: { phone: customer.phone, code: guess } });
      statuses.push(res.status);
    }
    // Ten guesses from one address, then the address is refused whatever it sends.
    expect(statuses.slice(PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_MAX_ATTEMPTS + 6)).toEqual([401, 401, 401, 401, 401, 401]);
    const right = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.14'),
      json: { phone: customer.phone, code },
    });
    expect(right.status).toBe(401);
    for (let i = 0; i < 10; i += 1) {
      await app().request('/api/auth/code/sign-in', { method: 'POST', headers: from('198.51.100.15'), json: { phone: customer.phone, code: '000000' } });
    }
    const limited = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.15'),
      json: { phone: customer.phone, code: '000000' },
    });
    expect(limited.status).toBe(429);
  });

  it('moves a verified number to the account that proves it last', async () => {
    const first = await verifiedCustomer();
    const second = await verifiedCustomer(first.phone);
    const [row] = await app().database.db.select().from(users).where(eq(users.id, first.id));
    expect(row!.verifiedPhone).toBeNull();
    await app().request('/api/auth/code/request', { method: 'POST', headers: from('198.51.100.16'), json: { phone: first.phone } });
    const [code] = await smsCodes(first.phone);
    const res = await app().request('/api/auth/code/sign-in', {
      method: 'POST',
      headers: from('198.51.100.16'),
      json: { phone: first.phone, code },
    });
    expect(res.body.user._id).toBe(second.id);
  });
});

describe('the COD rule "verified phone only"', () => {
  it('refuses COD to an unverified delivery phone, with the reason at checkout, and accepts it once verified', async () => {
    await saveShopSettings(app(), adminToken, { codRequireVerifiedPhone: true });
    try {
      const product = await createProduct(app());
      const customer = await createCustomer(app());
      const phone = newPhone();
      const shippingAddress = { ...mumbaiAddressNoEmail, phone };
      const order = () =>
        app().request('/api/orders', {
          method: 'POST',
          token: customer.token,
          json: { items: [{ product: product.id, quantity: 1 }], shippingAddress, paymentMethod: 'cod' },
        });
      const availability = () =>
        app().request(`/api/orders/cod-availability?pincode=400050&state=Maharashtra&phone=${phone}`, { token: customer.token });

      expect((await availability()).body).toEqual({
        available: false,
        rule: 'phone-unverified',
        message: COD_RULE_MESSAGES.phoneUnverified,
      });
      const refused = await order();
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(COD_RULE_MESSAGES.phoneUnverified);

      await requestCode(customer.token, phone);
      const [code] = await smsCodes(phone);
      const verified = await app().request('/api/auth/phone/verify', { method: 'POST', token: customer.token, json: { phone, code } });
      expect(verified.status).toBe(200);

      expect((await availability()).body).toEqual({ available: true, rule: null, message: null });
      const placed = await order();
      expect(placed.status, placed.text).toBe(201);

      // Another delivery phone is not the verified one.
      const elsewhere = await app().request('/api/orders', {
        method: 'POST',
        token: customer.token,
        json: {
          items: [{ product: product.id, quantity: 1 }],
          shippingAddress: { ...shippingAddress, phone: newPhone() },
          paymentMethod: 'cod',
        },
      });
      expect(elsewhere.status).toBe(400);
    } finally {
      await saveShopSettings(app(), adminToken, { codRequireVerifiedPhone: false });
    }
  });
});
