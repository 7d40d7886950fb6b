import { formatRupees } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { CartProduct } from '../../types/api';
import { fetchProduct, type ProductDetail } from '../../lib/products/get-product';
import { productAsVariant } from '../../lib/products/variant-choice';
import { type CartItem, lineKey, lineName } from './cart-reducer';
import { useCart } from './use-cart';
import { unitsAllowed } from './order-cap';
import { type Translator, useT } from '../../lib/i18n/i18n';

type Outcome =
  { id: string; kind: 'fresh'; detail: ProductDetail } | { id: string; kind: 'gone' } | { id: string; kind: 'unknown' };

async function checkProduct(id: string, signal: AbortSignal): Promise<Outcome> {
  try {
    return { id, kind: 'fresh', detail: await fetchProduct(id, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { id, kind: 'gone' };
    // Network trouble says nothing about the product: keep the line as it is.
    return { id, kind: 'unknown' };
  }
}

/**
 * Today's snapshot of a line: its variant's price and stock for a variant line. Null when the variant is gone,
 * or the product now has options and the line names none (the order would need a choice).
 */
function freshSnapshot(line: CartItem, { product, options, variants }: ProductDetail): CartProduct | null {
  const variantId = line.product.variantId;
  if (!variantId) return options.length > 0 ? null : product;
  const variant = variants.find((v) => v._id === variantId);
  if (!variant) return null;
  return { ...productAsVariant(product, variant), variantId, variantTitle: variant.title };
}

export interface CartRefreshNotes {
  /** Per line: what changed (stock fell, price changed). */
  lines: Record<string, string>;
  /** Lines taken out of the cart, with the reason. */
  removed: string[];
}

/**
 * What a fresh product means for a cart line, in words, or null when nothing the shopper cares about changed.
 * `maxUnits`: the shop's cap on units of one product per order, when known.
 */
export function describeChange(
  line: CartItem,
  fresh: CartProduct,
  t: Translator['t'],
  maxUnits?: number,
): { note: string | null; isRemoved: boolean } {
  const stock = Math.max(0, Math.floor(fresh.stock));
  if (stock === 0) return { note: t('cart.change.soldOut', { name: lineName(line.product) }), isRemoved: true };
  const notes: string[] = [];
  const allowed = unitsAllowed(stock, maxUnits);
  if (stock < line.quantity) {
    notes.push(t('cart.change.fewer', { stock, from: line.quantity }));
  } else if (allowed < line.quantity) {
    notes.push(t('cart.change.capped', { max: allowed, from: line.quantity }));
  }
  const before = effectivePrice(line.product);
  const after = effectivePrice(fresh);
  if (before !== after)
    notes.push(t('cart.change.price', { before: formatRupees(before), after: formatRupees(after) }));
  return { note: notes.length > 0 ? notes.join(' ') : null, isRemoved: false };
}

/**
 * When the cart page opens, every line's product is fetched again (fresh price and stock). Lines whose product
 * vanished or sold out are removed, lines above the new stock are clamped, and each change gets a note.
 */
export function useRefreshCart(): CartRefreshNotes & { isChecking: boolean } {
  const { items, refreshProduct, removeItem, maxUnitsPerProduct } = useCart();
  const { t } = useT();
  // The lines present when the page opened; removing a line later must not trigger another round.
  const [ids] = useState(() => [...new Set(items.map((item) => item.product._id))]);
  const [notes, setNotes] = useState<CartRefreshNotes>({ lines: {}, removed: [] });
  const [appliedTo, setAppliedTo] = useState<Outcome[] | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['cart', 'refresh', ids],
    queryFn: ({ signal }) => Promise.all(ids.map((id) => checkProduct(id, signal))),
    enabled: ids.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!data || data === appliedTo) return;
    setAppliedTo(data);
    const lines: Record<string, string> = {};
    const removed: string[] = [];
    for (const outcome of data) {
      if (outcome.kind === 'unknown') continue;
      for (const line of items.filter((item) => item.product._id === outcome.id)) {
        const key = lineKey(line.product);
        const fresh = outcome.kind === 'fresh' ? freshSnapshot(line, outcome.detail) : null;
        if (!fresh) {
          removed.push(t('cart.change.gone', { name: lineName(line.product) }));
          removeItem(key);
          continue;
        }
        const { note, isRemoved } = describeChange(line, fresh, t, maxUnitsPerProduct);
        if (isRemoved && note) removed.push(note);
        else if (note) lines[key] = note;
        refreshProduct(fresh);
      }
    }
    setNotes({ lines, removed });
  }, [data, appliedTo, items, refreshProduct, removeItem, maxUnitsPerProduct, t]);

  return { ...notes, isChecking: isFetching };
}
