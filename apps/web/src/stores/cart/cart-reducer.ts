import { DEFAULT_ADD_QUANTITY } from '@shop/shared/constants';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { isLegalGstRate } from '@shop/shared/gst-rates';
import { effectivePrice, itemCount, subtotalPaise } from '@shop/shared/pricing';
import { itemName } from '@shop/shared/item-name';
import type { CartProduct } from '../../types/api';
import { unitsAllowed } from './order-cap';

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

export type CartState = CartItem[];

/**
 * Which line a product snapshot belongs to: its variant when it has one (two sizes of one kurta are two
 * lines), else the product. Variant and product ids are both UUIDs, so the two never meet.
 */
export function lineKey(product: Pick<CartProduct, '_id' | 'variantId'>): string {
  return product.variantId ?? product._id;
}

/**
 * `key`: a line's lineKey. `maxUnits`: the shop's cap on units of one product per order, when known
 * (utils/order-cap.ts).
 */
export type CartAction =
  | { type: 'add'; product: CartProduct; quantity?: number; maxUnits?: number }
  | { type: 'setQuantity'; key: string; quantity: number; maxUnits?: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  /** A fresh snapshot from the server: new price and stock; the quantity is clamped, the line dropped at 0. */
  | { type: 'refresh'; product: CartProduct; maxUnits?: number }
  /** Another tab changed the stored cart. */
  | { type: 'replace'; items: CartState };

/** Units one line may hold: whole units, never more than the stock of its snapshot. */
function stockOf(product: CartProduct): number {
  return Number.isFinite(product.stock) ? Math.max(0, Math.floor(product.stock)) : 0;
}

/** Keeps only the fields the cart needs, so a full product object does not bloat the stored cart. */
export function toCartProduct(product: CartProduct): CartProduct {
  const { _id, name, mrp, sellingPrice, images, stock, category, gstRate, variantId, variantTitle } = product;
  return {
    _id,
    name,
    mrp,
    sellingPrice,
    images: Array.isArray(images) ? [...images] : [],
    stock,
    category,
    ...(typeof gstRate === 'number' ? { gstRate } : {}),
    ...(variantId ? { variantId, variantTitle: variantTitle ?? '' } : {}),
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const amount = Math.floor(action.quantity ?? DEFAULT_ADD_QUANTITY);
      const stock = unitsAllowed(stockOf(action.product), action.maxUnits);
      // Nothing to add: a bad amount, or a product that is out of stock (its Add to Cart is disabled anyway).
      if (!Number.isFinite(amount) || amount < 1 || stock === 0) return state;
      const index = state.findIndex((item) => lineKey(item.product) === lineKey(action.product));
      const product = toCartProduct(action.product);
      if (index === -1) {
        return [...state, { product, quantity: Math.min(amount, stock) }];
      }
      const existing = state[index];
      if (!existing) return state;
      // The newer snapshot wins: fresh price and stock.
      const quantity = Math.min(existing.quantity + amount, stock);
      return state.map((item, i) => (i === index ? { product, quantity } : item));
    }
    case 'setQuantity': {
      const index = state.findIndex((item) => lineKey(item.product) === action.key);
      const existing = state[index];
      if (!existing) return state;
      const wanted = Math.floor(action.quantity);
      if (!Number.isFinite(wanted) || wanted <= 0) return state.filter((_, i) => i !== index);
      const quantity = Math.min(wanted, unitsAllowed(stockOf(existing.product), action.maxUnits));
      if (quantity <= 0) return state.filter((_, i) => i !== index);
      if (quantity === existing.quantity) return state;
      return state.map((item, i) => (i === index ? { ...item, quantity } : item));
    }
    case 'remove': {
      const next = state.filter((item) => lineKey(item.product) !== action.key);
      return next.length === state.length ? state : next;
    }
    case 'clear':
      return state.length === 0 ? state : [];
    case 'refresh': {
      const index = state.findIndex((item) => lineKey(item.product) === lineKey(action.product));
      const existing = state[index];
      if (!existing) return state;
      const quantity = Math.min(existing.quantity, unitsAllowed(stockOf(action.product), action.maxUnits));
      if (quantity <= 0) return state.filter((_, i) => i !== index);
      return state.map((item, i) => (i === index ? { product: toCartProduct(action.product), quantity } : item));
    }
    case 'replace':
      return action.items;
  }
}

/** Sum of (sellingPrice, else mrp) x quantity in rupees, added up in paise so no float drift creeps in. */
export function cartTotal(items: readonly CartItem[]): number {
  return paiseToRupees(
    subtotalPaise(
      items.map((item) => ({ unitPricePaise: rupeesToPaise(effectivePrice(item.product)), quantity: item.quantity })),
    ),
  );
}

export function cartItemCount(items: readonly CartItem[]): number {
  return itemCount(items);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseProduct(value: unknown): CartProduct | null {
  if (!isRecord(value)) return null;
  const { _id, name, mrp, sellingPrice, images, stock, category, gstRate, variantId, variantTitle } = value;
  if (typeof _id !== 'string' || !_id || typeof name !== 'string') return null;
  if (typeof mrp !== 'number' || !Number.isFinite(mrp) || typeof stock !== 'number') return null;
  return {
    _id,
    name,
    mrp,
    sellingPrice: typeof sellingPrice === 'number' && Number.isFinite(sellingPrice) ? sellingPrice : undefined,
    images: Array.isArray(images) ? images.filter((image): image is string => typeof image === 'string') : [],
    stock,
    category: typeof category === 'string' ? category : '',
    // Kept through a reload: without it the checkout fell back to 18% for a 5% product (issue 32).
    ...(typeof gstRate === 'number' && isLegalGstRate(gstRate) ? { gstRate } : {}),
    ...(typeof variantId === 'string' && variantId
      ? { variantId, variantTitle: typeof variantTitle === 'string' ? variantTitle : '' }
      : {}),
  };
}

/**
 * Reads a stored cart defensively: the value came from localStorage, which the user (or an older version
 * of the app) may have changed. Broken lines are dropped, duplicates merged, quantities clamped to stock.
 */
export function parseStoredCart(value: unknown): CartState {
  if (!Array.isArray(value)) return [];
  let state: CartState = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const product = parseProduct(entry.product);
    const quantity = typeof entry.quantity === 'number' ? entry.quantity : Number.NaN;
    if (!product || !Number.isFinite(quantity)) continue;
    state = cartReducer(state, { type: 'add', product, quantity });
  }
  return state;
}

/** A line's name in words: "Kurta (Size M / Maroon)" for a variant, the product's name otherwise. */
export function lineName(product: Pick<CartProduct, 'name' | 'variantTitle'>): string {
  return itemName(product.name, product.variantTitle);
}
