import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/shared/order-number';
import { orders } from '../src/db/schema';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { createCustomer, createProduct, placeOrder, type Customer } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Order mails in the customer's language (issue 39, docs/decisions/258-hindi-catalogue-content.md). */
let sink: SmtpSink;
let t: TestApp;
let adminToken: string;
let hindiShopper: Customer;
let englishShopper: Customer;

const address = {
  name: 'Sunita Verma',
  email: 'sunita.contact@example.com',
  phone: '9876543210',
  street: '12 Hazratganj',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  pincode: '226001',
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example.in' } });
  adminToken = await t.login('admin@example.com', 'admin123');
  hindiShopper = await createCustomer(t, { emailPrefix: 'hindi-mail' });
  englishShopper = await createCustomer(t, { emailPrefix: 'english-mail' });
  const saved = await t.request('/api/auth/language', {
    method: 'PUT',
    token: hindiShopper.token,
    json: { language: 'hi' },
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function codOrder(customer: Customer) {
  const product = await createProduct(t, { mrpPaise: 1_499_00, stock: 10, hsn: '6211', skuPrefix: 'HIMAIL' });
  return placeOrder(t, { token: customer.token, product: product.id, quantity: 1, shippingAddress: address });
}

const setStatus = (id: string, json: unknown) =>
  t.request(`/api/orders/${id}/status`, { method: 'PUT', token: adminToken, json });

describe('a Hindi customer gets Hindi order mails', () => {
  it('sends the order-placed mail in Hindi, with the figures and the GST line as they are', async () => {
    const order = await codOrder(hindiShopper);
    const number = formatOrderNumber(order._id);
    const [row] = await t.database.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row?.language).toBe('hi');
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(hindiShopper.email) && m.subject.includes(number));
    expect(mail.subject).toBe(`ShopKart पर आपका ऑर्डर ${number} हो गया है`);
    expect(mail.text).toContain('नमस्ते');
    expect(mail.text).toContain('कृपया डिलीवरी पर देने के लिए ₹1,499.00 तैयार रखें।');
    expect(mail.text).toContain('भुगतान का तरीका: कैश ऑन डिलीवरी (Cash on Delivery)');
    // The GST breakup keeps its legal English wording.
    expect(mail.text).toMatch(/GST/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('https://shop.example.in/hi/orders');
    expect(mail.html).toContain('यह ईमेल ShopKart ने भेजा है।');
  });

  it('sends shipped and cancelled mails in Hindi', async () => {
    const shipped = await codOrder(hindiShopper);
    const number = formatOrderNumber(shipped._id);
    expect((await setStatus(shipped._id, { status: 'packed' })).status).toBe(200);
    expect((await setStatus(shipped._id, { status: 'shipped', trackingNumber: 'AWB5550001' })).status).toBe(200);
    const onItsWay = await sink.waitFor((m) => m.subject === `आपका ऑर्डर ${number} भेज दिया गया है`);
    expect(onItsWay.text).toContain('ट्रैकिंग नंबर: AWB5550001');

    const cancelled = await codOrder(hindiShopper);
    const cancelledNumber = formatOrderNumber(cancelled._id);
    expect((await setStatus(cancelled._id, { status: 'cancelled' })).status).toBe(200);
    const mail = await sink.waitFor((m) => m.subject === `आपका ऑर्डर ${cancelledNumber} रद्द हो गया है`);
    expect(mail.text).toContain('इसे हमारी टीम ने रद्द किया।');
  });

  it('keeps English for an English customer', async () => {
    const order = await codOrder(englishShopper);
    const number = formatOrderNumber(order._id);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(englishShopper.email) && m.subject.includes(number));
    expect(mail.subject).toBe(`Your ShopKart order ${number} has been placed`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('https://shop.example.in/orders');
  });
});
