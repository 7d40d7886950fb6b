import { useContext } from 'react';
import { type CartApi, CartContext } from './cart-context';

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
