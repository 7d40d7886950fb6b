import { ORDER_CARD_THUMBNAILS } from '@shop/shared/constants';

export interface ThumbnailSplit<T> {
  shown: T[];
  /** How many lines are left out; the card shows '+N' when it is above 0. */
  hiddenCount: number;
}

/** docs/product.md#my-orders: an order card shows up to 5 item thumbnails, then '+N' for the rest. */
export function splitThumbnails<T>(items: readonly T[], max: number = ORDER_CARD_THUMBNAILS): ThumbnailSplit<T> {
  const limit = Math.max(0, Math.floor(max));
  return { shown: items.slice(0, limit), hiddenCount: Math.max(0, items.length - limit) };
}

export function formatMoreLabel(hiddenCount: number): string | null {
  return hiddenCount > 0 ? `+${hiddenCount}` : null;
}
