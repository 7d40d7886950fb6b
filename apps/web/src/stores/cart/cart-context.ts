import { createContext } from 'react';
import type { CartProduct } from '../../types/api';
import type { CartItem } from './cart-reducer';

export interface CartApi {
  items: CartItem[];
  /** False on the server and until the page has hydrated: then `items` is empty because it is not read yet. */
  isRead: boolean;
  /** Sum of quantities: the header badge. */
  itemCount: number;
  /** In rupees. */
  total: number;
  /** The shop's cap on units of one product per order; undefined until known (then only the stock limits). */
  maxUnitsPerProduct: number | undefined;
  addItem: (product: CartProduct, quantity?: number) => void;
  /** `key`: the line's lineKey (its variant, else its product). */
  setQuantity: (key: string, quantity: number) => void;
  removeItem: (key: string) => void;
  clearCart: () => void;
  /** Replaces a line's snapshot with fresh server data, clamping its quantity to the new stock and the cap (0 removes it). */
  refreshProduct: (product: CartProduct) => void;
}

export const CartContext = createContext<CartApi | null>(null);
