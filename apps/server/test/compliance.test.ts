import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES } from '@shop/shared/declarations';
import { contactMessages, emailOutbox, products } from '../src/db/schema';
import { postForm } from './helpers/open-forms';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issue 23 (docs/decisions/100-legal-declarations-and-grievances.md): Legal Metrology declarations of a
 * product round-trip through the admin form and come back with the unit sale price; a grievance is stored
 * with a ticket, acknowledged by email in the same transaction and tracked in the Inbox with its deadlines.
 */

let t: TestApp;
let adminToken: string;
let userToken: string;

useSignedInShop((shop) => ({ t, adminToken, userToken } = shop));

const declarations = {
  countryOfOrigin: 'India',
  genericName: 'Tea',
  makerRole: 'packer',
  makerName: 'Chai Bagh Tea Company',
  makerAddress: 'Jalan Nagar, Dibrugarh, Assam 786005',
  importerName: '',
  importerAddress: '',
  netQuantity: 500,
  netQuantityUnit: 'g',
  isFood: true,
  manufacturedMonth: '2026-09',
  bestBefore: '12 months from packing',
  consumerCare: '',
};

function productForm(extra: Record<string, string>) {
  const body = new FormData();
  const fields: Record<string, string> = {
    name: `Assam Tea ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Strong Assam CTC tea.',
    mrp: '450',
    category: 'Food',
    stock: '10',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
}

describe('product declarations', () => {
  it('round-trips through the admin form and the storefront API, with the unit sale price', async () => {
    const created = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      body: productForm({ declarations: JSON.stringify(declarations) }),
    });
    expect(created.status).toBe(201);
    const id = created.body.product._id as string;

    const read = await t.request(`/api/products/${id}`);
    expect(read.status).toBe(200);
    const product = read.body.product;
    expect(product.declarations).toEqual(declarations);
    // ₹450 for 500 g: ₹0.90 per gram (the Rules' unit under 1 kg), i.e. ₹90.00 per 100 g.
    expect(product.unitSalePrice).toEqual({ paise: 90, per: '1 g', per100: { paise: 90_00, per: '100 g' } });
    expect(product.missingDeclarations).toEqual([]);

    // An edit that leaves the field out keeps the declarations; one that sends them replaces them.
    const kept = await t.request(`/api/products/${id}`, {
      method: 'PUT',
      token: adminToken,
      body: productForm({ name: product.name, sellingPrice: '405' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.product.declarations).toEqual(declarations);
    expect(kept.body.product.unitSalePriceAtSellingPrice).toEqual({
      paise: 81,
      per: '1 g',
      per100: { paise: 81_00, per: '100 g' },
    });

    const changed = await t.request(`/api/products/${id}`, {
      method: 'PUT',
      token: adminToken,
      body: productForm({
        name: product.name,
        mrp: '1200',
        declarations: JSON.stringify({
          ...declarations,
          netQuantity: 1.5,
          netQuantityUnit: 'kg',
          countryOfOrigin: 'Sri Lanka',
        }),
      }),
    });
    expect(changed.status).toBe(200);
    // ₹1,200 for 1.5 kg: ₹800.00 per kg; made abroad by a packer who is not the importer: importer missing.
    expect(changed.body.product.unitSalePrice).toEqual({ paise: 800_00, per: '1 kg' });
    expect(changed.body.product.missingDeclarations).toEqual(['importer']);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect((row!.declarations as { countryOfOrigin: string }).countryOfOrigin).toBe('Sri Lanka');
  });

  it('lists what a product without declarations still owes, and refuses bad declarations with a 400', async () => {
    const bare = await t.request('/api/products', { method: 'POST', token: adminToken, body: productForm({}) });
    expect(bare.status).toBe(201);
    expect(bare.body.product.missingDeclarations).toEqual([
      'countryOfOrigin',
      'genericName',
      'makerName',
      'makerAddress',
      'netQuantity',
      'manufacturedMonth',
    ]);
    expect(bare.body.product.unitSalePrice).toBeNull();

    const admin = await t.request('/api/admin/products?limit=100', { token: adminToken });
    expect(admin.status).toBe(200);
    const listed = (admin.body.products as { _id: string; missingDeclarations: string[] }[]).find(
      (p) => p._id === bare.body.product._id,
    );
    expect(listed?.missingDeclarations).toContain('countryOfOrigin');

    const badJson = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      body: productForm({ declarations: '{not json' }),
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe(DECLARATION_MESSAGES.invalidJson);
    const badMonth = await t.request('/api/products', {
      method: 'POST',
      token: adminToken,
      body: productForm({ declarations: JSON.stringify({ ...declarations, manufacturedMonth: '2026-13' }) }),
    });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.message).toBe(DECLARATION_MESSAGES.invalidMonth);
  });

  it('gives the demo catalogue complete declarations', async () => {
    const list = await t.request('/api/admin/products?limit=100', { token: adminToken });
    const demo = (list.body.products as { sku: string; missingDeclarations: string[] }[]).filter((p) =>
      /^[A-Z]+-[A-Z]+-/.test(p.sku),
    );
    expect(demo.length).toBeGreaterThan(40);
    expect(demo.filter((p) => p.missingDeclarations.length > 0).map((p) => p.sku)).toEqual([]);
  });
});

describe('grievances', () => {
  const grievance = {
    name: 'Meena Iyer',
    email: 'Meena.Iyer@example.com',
    phone: '+91 98450 12345',
    orderNumber: 'SK-2026-0042',
    subject: 'Refund not received',
    message: 'I returned the kettle two weeks ago and the refund has not arrived yet.',
  };

  it('stores the grievance with a ticket, queues the acknowledgement in the same transaction and shows the deadlines', async () => {
    const before = Date.now();
    const res = await postForm(t, '/api/grievances', grievance);
    expect(res.status).toBe(201);
    const ticket = res.body.ticket as string;
    expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);
    expect(res.body.message).toContain(ticket);
    const ackBy = Date.parse(res.body.acknowledgeBy);
    const resolveBy = new Date(res.body.resolveBy);
    expect(ackBy - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(ackBy - before).toBeLessThan(48 * 3_600_000 + 60_000);
    const days = (resolveBy.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(27.9);
    expect(days).toBeLessThanOrEqual(31.1);

    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.grievanceTicket, ticket));
    expect(stored).toMatchObject({ email: 'meena.iyer@example.com', orderNumber: 'SK-2026-0042' });
    expect(stored!.acknowledgedAt).not.toBeNull();

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'meena.iyer@example.com'));
    const ack = mails.find((m) => m.kind === 'grievance-acknowledgement');
    expect(ack?.subject).toBe(`Grievance ${ticket} received`);
    expect(ack?.text).toContain(ticket);
    expect(ack?.text).toContain('within one month');
    const shopAlert = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'shop-grievance'));
    expect(shopAlert.some((m) => m.subject.includes(ticket))).toBe(true);

    const inbox = await t.request('/api/admin/inbox?filter=all', { token: adminToken });
    expect(inbox.status).toBe(200);
    const item = (inbox.body.messages as { grievance?: { ticket: string } | null }[]).find(
      (m) => m.grievance?.ticket === ticket,
    );
    expect(item).toMatchObject({
      subject: 'Refund not received',
      grievance: { ticket, orderNumber: 'SK-2026-0042', overdue: false, resolveBy: res.body.resolveBy },
    });
  });

  it('numbers tickets uniquely and marks an unresolved grievance past its month overdue', async () => {
    const a = await postForm(t, '/api/grievances', { ...grievance, orderNumber: '' });
    const b = await postForm(t, '/api/grievances', grievance);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.ticket).not.toBe(b.body.ticket);

    // Received 40 days ago and still open: past the one-month resolution deadline.
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.database.db
      .update(contactMessages)
      .set({ createdAt: old, acknowledgedAt: old })
      .where(eq(contactMessages.grievanceTicket, a.body.ticket));
    const inbox = await t.request('/api/admin/inbox?filter=all&limit=100', { token: adminToken });
    const late = (
      inbox.body.messages as { _id: string; grievance?: { ticket: string; overdue: boolean } | null }[]
    ).find((m) => m.grievance?.ticket === a.body.ticket);
    expect(late?.grievance?.overdue).toBe(true);

    // Resolved: no longer overdue.
    const handled = await t.request(`/api/admin/inbox/${late!._id}/resolve`, {
      method: 'POST',
      token: adminToken,
      json: { resolution: 'Refunded to the original payment method today.' },
    });
    expect(handled.status).toBe(200);
    expect(handled.body.message.grievance.overdue).toBe(false);

    // A plain contact message is no grievance.
    const contact = await postForm(t, '/api/contact', {
      name: 'Ravi',
      email: 'ravi@example.com',
      subject: 'Hello',
      message: 'Do you ship to Goa?',
    });
    expect(contact.status).toBe(201);
    const all = await t.request('/api/admin/inbox?filter=all&limit=100', { token: adminToken });
    const plain = (all.body.messages as { email: string; grievance?: unknown }[]).find(
      (m) => m.email === 'ravi@example.com',
    );
    expect(plain?.grievance).toBeNull();
  });

  it('refuses bad input with a 400 and a message, and keeps the Inbox for admins', async () => {
    const bad = await postForm(t, '/api/grievances', { ...grievance, orderNumber: 'not a number!!', message: 'short' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    const customer = await t.request('/api/admin/inbox', { token: userToken });
    expect(customer.status).toBe(403);
  });
});
