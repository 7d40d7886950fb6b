import { describe, expect, it } from 'vitest';
import { auditActor, auditSentence } from './audit-sentence';

const ORDER_ID = '5f0c7a52-3b1e-4d2a-9c41-0a1b2c3d1024';
const asha = { actorEmail: 'admin@example.com', actorName: 'Asha', actorRole: 'admin' };

describe('audit sentences', () => {
  it('says who cancelled which order and why', () => {
    expect(
      auditSentence({
        ...asha,
        action: 'order.cancel',
        entityType: 'order',
        entityId: ORDER_ID,
        details: { reason: 'out of stock', paymentStatus: 'paid' },
      }),
    ).toBe('Asha (admin) cancelled order #2C3D1024: out of stock');
  });

  it('writes status changes, products, roles and refunds in words', () => {
    const entry = (action: string, details: unknown, entityType = 'order') =>
      auditSentence({ ...asha, action, entityType, entityId: ORDER_ID, details });
    expect(entry('order.status_change', { from: 'pending', to: 'packed' })).toBe(
      'Asha (admin) moved order #2C3D1024 from Pending to Packed',
    );
    expect(entry('product.delete', { name: 'Steel bottle', sku: 'SB-1' }, 'product')).toBe(
      'Asha (admin) deleted the product "Steel bottle"',
    );
    expect(entry('user.role_change', { name: 'Meera Iyer', from: 'user', to: 'admin' }, 'user')).toBe(
      'Asha (admin) made Meera Iyer an admin',
    );
    expect(entry('return.refund', { amountPaise: 159900 }, 'return')).toBe(
      'Asha (admin) refunded ₹1,599.00 for return #2C3D1024',
    );
  });

  it('names older entries by e-mail, background jobs as the shop, and unknown actions without keys', () => {
    expect(auditActor({ actorEmail: 'old@example.com', actorName: null, actorRole: null })).toBe('old@example.com');
    expect(auditActor({ actorEmail: 'system: retention purge' })).toBe('The shop (retention purge)');
    expect(
      auditSentence({
        ...asha,
        action: 'order.reprint_invoice',
        entityType: 'order',
        entityId: ORDER_ID,
        details: null,
      }),
    ).toBe('Asha (admin) did "reprint invoice" on order #2C3D1024');
  });
});
