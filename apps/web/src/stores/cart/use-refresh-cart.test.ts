import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../../types/api';
import { describeChange } from './use-refresh-cart';

const base: CartProduct = {
  _id: 'p1',
  name: 'Steel Bottle',
  mrp: 500,
  sellingPrice: 400,
  images: [],
  stock: 10,
  category: 'Home',
};

describe('describeChange', () => {
  it('says nothing when price and stock still fit', () => {
    expect(describeChange({ product: base, quantity: 3 }, { ...base, stock: 3 })).toEqual({
      note: null,
      isRemoved: false,
    });
  });

  it('flags a stock drop below the quantity', () => {
    expect(describeChange({ product: base, quantity: 5 }, { ...base, stock: 2 }).note).toBe(
      'Only 2 left in stock: quantity reduced from 5 to 2.',
    );
  });

  it('flags a price change', () => {
    expect(describeChange({ product: base, quantity: 1 }, { ...base, sellingPrice: 450 }).note).toBe(
      'Price changed from ₹400.00 to ₹450.00.',
    );
  });

  it('removes a sold-out line with a message', () => {
    expect(describeChange({ product: base, quantity: 1 }, { ...base, stock: 0 })).toEqual({
      note: 'Steel Bottle is now out of stock and was removed from your cart.',
      isRemoved: true,
    });
  });

  it('brings a line stored above the shop cap down to it, and says why', () => {
    expect(describeChange({ product: base, quantity: 15 }, { ...base, stock: 40 }, 10)).toEqual({
      note: 'At most 10 per order: quantity reduced from 15 to 10.',
      isRemoved: false,
    });
  });
});
