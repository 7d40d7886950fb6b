import { describe, expect, it } from 'vitest';
import { cartProduct } from '../../../test/catalog';
import { cartReducer } from '../../../stores/cart/cart-reducer';
import { toOrderLines } from './checkout-totals';

describe('toOrderLines', () => {
  it('sends two sizes of one product as two lines, each with its variant (decision 217)', () => {
    const kurta = cartProduct({ _id: 'p-kurta', name: 'Kurta' });
    let cart = cartReducer([], {
      type: 'add',
      product: { ...kurta, variantId: 'v-m', variantTitle: 'Size M' },
      quantity: 2,
    });
    cart = cartReducer(cart, { type: 'add', product: { ...kurta, variantId: 'v-l', variantTitle: 'Size L' } });
    cart = cartReducer(cart, { type: 'add', product: cartProduct({ _id: 'p-mug', name: 'Mug' }) });
    expect(toOrderLines(cart)).toEqual([
      { product: 'p-kurta', variantId: 'v-m', quantity: 2 },
      { product: 'p-kurta', variantId: 'v-l', quantity: 1 },
      { product: 'p-mug', quantity: 1 },
    ]);
  });
});
