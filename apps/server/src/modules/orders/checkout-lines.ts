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

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function shortageError(shortage: StockShortage, productId: string): AppError {
  switch (shortage.kind) {
    case 'unknown':
      return new AppError('BAD_REQUEST', 'A product in your cart no longer exists. Please remove it and try again.', {
        productId,
      });
    case 'deleted':
      return new AppError('OUT_OF_STOCK', `${shortage.name} is no longer available`, { productId, available: 0 });
    // decision 217: a product with options is bought as one of its variants.
    case 'needs-variant':
      return new AppError(
        'BAD_REQUEST',
        `Please choose the ${joinNames(shortage.optionNames).toLowerCase()} of ${shortage.name} before ordering it.`,
        { productId, field: 'variantId' },
      );
    case 'unknown-variant':
      return new AppError(
        'BAD_REQUEST',
        `That option of ${shortage.name} no longer exists. Please choose it again and try again.`,
        { productId, field: 'variantId' },
      );
    case 'inactive-variant':
      return new AppError(
        'BAD_REQUEST',
        `${described(shortage.name, shortage.variantTitle)} is not sold at the moment. Please choose another option.`,
        { productId, field: 'variantId' },
      );
    case 'short': {
      const name = described(shortage.name, shortage.variantTitle);
      return new AppError(
        'OUT_OF_STOCK',
        shortage.available ? `Only ${shortage.available} left of ${name}` : `${name} is out of stock`,
        { productId, available: shortage.available },
      );
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
