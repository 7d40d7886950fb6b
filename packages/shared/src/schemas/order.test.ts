import { describe, expect, it } from 'vitest';
import { createOrderSchema, orderListQuerySchema } from './order';
import { validShippingAddress } from './test-fixtures';

const A = '3f2b8c1e-4d5a-4b6c-8d7e-9fa0b1c2d3e4';
const B = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';

describe('order payload', () => {
  it('drops the browser price, total and paymentStatus and merges duplicate lines', () => {
    const parsed = createOrderSchema.parse({
      items: [
        { product: A, quantity: 2, price: 1 },
        { product: B, quantity: 1, price: 1 },
        { product: A.toUpperCase(), quantity: 3 },
      ],
      shippingAddress: validShippingAddress,
      paymentMethod: 'cod',
      total: 1,
      paymentStatus: 'paid',
      notes: '  ',
    });
    expect(parsed).toEqual({
      items: [
        { product: A, quantity: 5 },
        { product: B, quantity: 1 },
      ],
      shippingAddress: validShippingAddress,
      paymentMethod: 'cod',
      notes: undefined,
    });
  });

  it('limits lines to 1..50 and quantities to whole 1..100, also after merging', () => {
    const base = { shippingAddress: validShippingAddress, paymentMethod: 'razorpay' };
    expect(createOrderSchema.safeParse({ ...base, items: [] }).success).toBe(false);
    expect(createOrderSchema.safeParse({ ...base, items: [{ product: A, quantity: 0 }] }).success).toBe(false);
    expect(createOrderSchema.safeParse({ ...base, items: [{ product: A, quantity: 2.5 }] }).success).toBe(false);
    expect(
      createOrderSchema.safeParse({
        ...base,
        items: [
          { product: A, quantity: 60 },
          { product: A, quantity: 41 },
        ],
      }).success,
    ).toBe(false);
    expect(createOrderSchema.safeParse({ ...base, items: [{ product: 'x', quantity: 1 }] }).success).toBe(false);
    expect(createOrderSchema.safeParse({ ...base, items: [{ product: A, quantity: 100 }] }).success).toBe(true);
  });

  it('treats an empty or "all" status filter as no filter', () => {
    expect(orderListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(orderListQuerySchema.parse({ status: 'all' }).status).toBeUndefined();
    expect(orderListQuerySchema.parse({ status: 'shipped', page: '2' })).toEqual({
      status: 'shipped',
      page: 2,
      limit: 20,
    });
    expect(orderListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
