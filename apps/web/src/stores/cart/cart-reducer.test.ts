import { describe, expect, it } from 'vitest';
import { cartProduct as product } from '../../test/catalog';
import { type CartState, cartItemCount, cartReducer, cartTotal, lineKey, parseStoredCart } from './cart-reducer';

describe('cartReducer add', () => {
  it('adds a new line with the default quantity of 1', () => {
    const state = cartReducer([], { type: 'add', product: product() });
    expect(state).toEqual([{ product: product(), quantity: 1 }]);
  });

  it('raises the quantity of an existing product by the amount added', () => {
    let state = cartReducer([], { type: 'add', product: product(), quantity: 2 });
    state = cartReducer(state, { type: 'add', product: product(), quantity: 2 });
    expect(state).toHaveLength(1);
    expect(state[0]?.quantity).toBe(4);
  });

  it('never goes above stock, for a new line or an existing one', () => {
    expect(cartReducer([], { type: 'add', product: product({ stock: 3 }), quantity: 10 })[0]?.quantity).toBe(3);
    let state = cartReducer([], { type: 'add', product: product({ stock: 3 }), quantity: 2 });
    state = cartReducer(state, { type: 'add', product: product({ stock: 3 }), quantity: 2 });
    expect(state[0]?.quantity).toBe(3);
  });

  it('ignores out-of-stock products and amounts below 1', () => {
    const empty: CartState = [];
    expect(cartReducer(empty, { type: 'add', product: product({ stock: 0 }) })).toBe(empty);
    expect(cartReducer(empty, { type: 'add', product: product(), quantity: 0 })).toBe(empty);
    expect(cartReducer(empty, { type: 'add', product: product(), quantity: -2 })).toBe(empty);
    expect(cartReducer(empty, { type: 'add', product: product(), quantity: Number.NaN })).toBe(empty);
  });

  it('keeps the newest product snapshot (price, stock)', () => {
    let state = cartReducer([], { type: 'add', product: product() });
    state = cartReducer(state, { type: 'add', product: product({ sellingPrice: 899, stock: 9 }) });
    expect(state[0]?.product.sellingPrice).toBe(899);
    expect(state[0]?.product.stock).toBe(9);
  });

  it('stores only the snapshot fields, not the whole product', () => {
    const full = { ...product(), description: 'Long text', tags: ['summer'], rating: 4.5 };
    const state = cartReducer([], { type: 'add', product: full });
    expect(Object.keys(state[0]?.product ?? {}).sort()).toEqual(
      ['_id', 'category', 'images', 'mrp', 'name', 'sellingPrice', 'stock'].sort(),
    );
  });

  it('keeps lines of different products apart, in the order they were added', () => {
    let state = cartReducer([], { type: 'add', product: product() });
    state = cartReducer(state, { type: 'add', product: product({ _id: 'p2', name: 'Steel Bottle' }) });
    expect(state.map((item) => item.product._id)).toEqual(['p1', 'p2']);
  });
});

describe('cartReducer setQuantity, remove, clear', () => {
  const start = cartReducer([], { type: 'add', product: product(), quantity: 2 });

  it('sets the quantity, capped at stock', () => {
    expect(cartReducer(start, { type: 'setQuantity', key: 'p1', quantity: 4 })[0]?.quantity).toBe(4);
    expect(cartReducer(start, { type: 'setQuantity', key: 'p1', quantity: 50 })[0]?.quantity).toBe(5);
  });

  it('removes the line when the quantity is 0 or less', () => {
    expect(cartReducer(start, { type: 'setQuantity', key: 'p1', quantity: 0 })).toEqual([]);
    expect(cartReducer(start, { type: 'setQuantity', key: 'p1', quantity: -1 })).toEqual([]);
  });

  it('leaves the cart alone for an unknown product', () => {
    expect(cartReducer(start, { type: 'setQuantity', key: 'nope', quantity: 3 })).toBe(start);
    expect(cartReducer(start, { type: 'remove', key: 'nope' })).toBe(start);
  });

  it('removes a line and clears the cart', () => {
    const two = cartReducer(start, { type: 'add', product: product({ _id: 'p2' }) });
    expect(cartReducer(two, { type: 'remove', key: 'p1' }).map((item) => item.product._id)).toEqual(['p2']);
    expect(cartReducer(two, { type: 'clear' })).toEqual([]);
  });
});

describe('cart totals', () => {
  it('prices each line at sellingPrice, else mrp, times quantity', () => {
    let state = cartReducer([], { type: 'add', product: product({ sellingPrice: 999 }), quantity: 2 });
    state = cartReducer(state, {
      type: 'add',
      product: product({ _id: 'p2', mrp: 450.5, sellingPrice: undefined }),
      quantity: 3,
    });
    expect(cartTotal(state)).toBe(999 * 2 + 450.5 * 3);
    expect(cartItemCount(state)).toBe(5);
  });

  it('adds paise exactly (no floating point drift)', () => {
    const state = cartReducer([], {
      type: 'add',
      product: product({ mrp: 0.1, sellingPrice: undefined, stock: 10 }),
      quantity: 3,
    });
    expect(cartTotal(state)).toBe(0.3);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('restores a stored cart', () => {
    const stored = JSON.parse(JSON.stringify([{ product: product(), quantity: 2 }])) as unknown;
    expect(parseStoredCart(stored)).toEqual([{ product: product(), quantity: 2 }]);
  });

  it("keeps each product's GST rate, so the checkout after a reload taxes a 5% kurta at 5% (issue 32)", () => {
    const stored = JSON.parse(JSON.stringify([{ product: product({ gstRate: 5 }), quantity: 1 }])) as unknown;
    expect(parseStoredCart(stored)[0]?.product.gstRate).toBe(5);
    const tampered = JSON.parse(JSON.stringify([{ product: product({ gstRate: 7 }), quantity: 1 }])) as unknown;
    expect(parseStoredCart(tampered)[0]?.product.gstRate).toBeUndefined();
  });

  it('drops anything that is not a valid line', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart({ items: [] })).toEqual([]);
    expect(
      parseStoredCart([
        null,
        { product: { name: 'no id', mrp: 1, stock: 1 }, quantity: 1 },
        { product: product(), quantity: 'two' },
        { product: product({ _id: 'ok' }), quantity: 1 },
      ]).map((item) => item.product._id),
    ).toEqual(['ok']);
  });

  it('merges duplicates and clamps quantities to stock', () => {
    const state = parseStoredCart([
      { product: product(), quantity: 3 },
      { product: product(), quantity: 3 },
    ]);
    expect(state).toEqual([{ product: product(), quantity: 5 }]);
  });
});

describe('cartReducer refresh', () => {
  const start = cartReducer([], { type: 'add', product: product({ stock: 5 }), quantity: 4 });

  it('takes the fresh price and stock and keeps a quantity that still fits', () => {
    const state = cartReducer(start, { type: 'refresh', product: product({ sellingPrice: 899, stock: 20 }) });
    expect(state[0]?.product.sellingPrice).toBe(899);
    expect(state[0]?.product.stock).toBe(20);
    expect(state[0]?.quantity).toBe(4);
  });

  it('clamps the quantity when the stock fell', () => {
    expect(cartReducer(start, { type: 'refresh', product: product({ stock: 2 }) })[0]?.quantity).toBe(2);
  });

  it('removes the line when the product is out of stock', () => {
    expect(cartReducer(start, { type: 'refresh', product: product({ stock: 0 }) })).toEqual([]);
  });

  it('ignores products that are not in the cart', () => {
    expect(cartReducer(start, { type: 'refresh', product: product({ _id: 'other' }) })).toBe(start);
  });
});

describe('the shop cap on units of one product per order', () => {
  it('keeps an added line at the cap when the stock would allow more', () => {
    let state = cartReducer([], { type: 'add', product: product({ stock: 50 }), quantity: 8, maxUnits: 10 });
    state = cartReducer(state, { type: 'add', product: product({ stock: 50 }), quantity: 8, maxUnits: 10 });
    expect(state[0]?.quantity).toBe(10);
  });

  it('lets the lower of stock and cap win', () => {
    expect(
      cartReducer([], { type: 'add', product: product({ stock: 3 }), quantity: 8, maxUnits: 10 })[0]?.quantity,
    ).toBe(3);
  });

  it('caps a quantity set by the stepper, and a refreshed line stored above the cap', () => {
    const start: CartState = [{ product: product({ stock: 50 }), quantity: 15 }];
    expect(cartReducer(start, { type: 'setQuantity', key: 'p1', quantity: 12, maxUnits: 10 })[0]?.quantity).toBe(10);
    expect(cartReducer(start, { type: 'refresh', product: product({ stock: 50 }), maxUnits: 10 })[0]?.quantity).toBe(
      10,
    );
  });

  it('limits by stock alone while the cap is not known', () => {
    expect(cartReducer([], { type: 'add', product: product({ stock: 50 }), quantity: 20 })[0]?.quantity).toBe(20);
  });
});

describe('cartReducer with variants (decision 217)', () => {
  const sizeM = product({ variantId: 'v-m', variantTitle: 'Size M / Maroon', stock: 2 });
  const sizeL = product({ variantId: 'v-l', variantTitle: 'Size L / Maroon', stock: 5 });

  it('keeps two sizes of one product as two lines, each within its own stock', () => {
    let state = cartReducer([], { type: 'add', product: sizeM, quantity: 3 });
    state = cartReducer(state, { type: 'add', product: sizeL, quantity: 1 });
    state = cartReducer(state, { type: 'add', product: sizeL, quantity: 1 });
    expect(state.map((line) => [line.product.variantTitle, line.quantity])).toEqual([
      ['Size M / Maroon', 2],
      ['Size L / Maroon', 2],
    ]);
  });

  it('changes and removes one size without touching the other', () => {
    let state = cartReducer([], { type: 'add', product: sizeM });
    state = cartReducer(state, { type: 'add', product: sizeL });
    state = cartReducer(state, { type: 'setQuantity', key: lineKey(sizeL), quantity: 4 });
    state = cartReducer(state, { type: 'remove', key: lineKey(sizeM) });
    expect(state.map((line) => [line.product.variantId, line.quantity])).toEqual([['v-l', 4]]);
  });

  it('keeps the variant through a reload of the stored cart', () => {
    const stored = JSON.parse(JSON.stringify(cartReducer([], { type: 'add', product: sizeM }))) as unknown;
    expect(parseStoredCart(stored)[0]?.product).toMatchObject({ variantId: 'v-m', variantTitle: 'Size M / Maroon' });
  });
});
