import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditSentence } from '@shop/shared/audit-sentence';
import { formatOrderNumber } from '@shop/shared/order-number';
import { createCustomer, createProduct, placeOrder } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

// A readable audit log (issue 35): each entry keeps its actor's name and role, so it reads as a sentence.

let t: TestApp;
let adminToken: string;
useSignedInShop((shop) => ({ t, adminToken } = shop));

describe('audit log in words', () => {
  it('records who cancelled which order and why, by name and role', async () => {
    const product = await createProduct(t, {
      mrpPaise: 250_00,
      stock: 5,
      images: [`/uploads/products/${randomUUID()}.webp`],
    });
    const customer = await createCustomer(t);
    const order = await placeOrder(t, { token: customer.token, product: product.id });
    const cancel = await t.request(`/api/orders/${order._id}/admin-cancel`, {
      method: 'POST',
      token: adminToken,
      json: { reason: 'out of stock' },
    });
    expect(cancel.status, cancel.text).toBe(200);

    const log = await t.request('/api/admin/audit-log?limit=50', { token: adminToken });
    expect(log.status).toBe(200);
    const entry = log.body.entries.find((e: { entityId: string }) => e.entityId === order._id);
    expect(entry).toMatchObject({ action: 'order.cancel', actorName: 'Asha Admin', actorRole: 'admin' });
    expect(auditSentence(entry)).toBe(
      `Asha Admin (admin) cancelled order #${formatOrderNumber(order._id)}: out of stock`,
    );
  });
});
