import { serverWords } from '../../lib/shopper-words';
import { randomUUID } from 'node:crypto';
import { gstRateForPrice } from '@shop/shared/gst-rates';
import { effectivePrice } from '@shop/shared/pricing';
import { AppError } from '../../lib/errors';
import type { ReservedLine, StockShortage } from './inventory.repository';
import type { OrderItemRecord } from './orders.repository';

/** "Kurta (Size M / Maroon)", or the product's name alone for a default variant. */
function described(name: string, variantTitle: string): string {
  return variantTitle ? `${name} (${variantTitle})` : name;
}

/** Why a cart line cannot be ordered, in the shopper's language (docs/decisions/203). */
export function shortageError(shortage: StockShortage, productId: string): AppError {
  switch (shortage.kind) {
    case 'unknown':
      return new AppError('BAD_REQUEST', serverWords('order.productGone'), { productId });
    case 'deleted':
      return new AppError('OUT_OF_STOCK', serverWords('order.productNoLongerSold', { name: shortage.name }), {
        productId,
        available: 0,
      });
    // decision 217: a product with options is bought as one of its variants.
    case 'needs-variant':
      return new AppError(
        'BAD_REQUEST',
        serverWords('order.chooseOptions', {
          options: { list: shortage.optionNames.map((option) => option.toLowerCase()) },
          name: shortage.name,
        }),
        { productId, field: 'variantId' },
      );
    case 'unknown-variant':
      return new AppError('BAD_REQUEST', serverWords('order.optionGone', { name: shortage.name }), {
        productId,
        field: 'variantId',
      });
    case 'inactive-variant':
      return new AppError(
        'BAD_REQUEST',
        serverWords('order.optionNotSold', { name: described(shortage.name, shortage.variantTitle) }),
        { productId, field: 'variantId' },
      );
    case 'short': {
      const name = described(shortage.name, shortage.variantTitle);
      return new AppError('OUT_OF_STOCK', serverWords('order.shortOfStock', { name, available: shortage.available }), {
        productId,
        available: shortage.available,
      });
    }
  }
}

/** Order lines priced and described from the catalogue rows the stock statement returned (not the browser). */
export function toOrderItems(orderId: string, reserved: readonly ReservedLine[]): OrderItemRecord[] {
  return reserved.map((line) => ({
    id: randomUUID(),
    orderId,
    productId: line.productId,
    variantId: line.variantId,
    variantTitle: line.variantTitle,
    name: line.name,
    sku: line.sku,
    image: line.image,
    hsn: line.hsn,
    uqc: line.uqc,
    gstRatePercent: line.gstRatePercent,
    unitPricePaise: effectivePrice({ mrp: line.mrpPaise, sellingPrice: line.sellingPricePaise }),
    mrpPaise: line.mrpPaise,
    quantity: line.quantity,
    discountPaise: 0,
  }));
}

/**
 * After the coupon: a line under a "rate by price threshold" rule takes the rate of its sale value per piece
 * after the discount (the transaction value on the invoice, docs/decisions/218).
 */
export function applyGstRules(items: OrderItemRecord[], reserved: readonly ReservedLine[]): void {
  items.forEach((item, index) => {
    const rule = reserved[index]?.gstRule;
    if (!rule) return;
    const perPiece = Math.floor((item.unitPricePaise * item.quantity - item.discountPaise) / item.quantity);
    item.gstRatePercent = gstRateForPrice(rule, perPiece);
  });
}

/** Product, then variant: a shortage names the same line whichever order the cart listed them in. */
export function byProductId(a: { product: string; variantId?: string }, b: { product: string; variantId?: string }) {
  const ka = `${a.product}/${a.variantId ?? ''}`;
  const kb = `${b.product}/${b.variantId ?? ''}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
