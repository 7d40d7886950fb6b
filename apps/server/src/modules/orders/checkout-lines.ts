import { randomUUID } from 'node:crypto';
import { effectivePrice } from '@shop/shared/pricing';
import { AppError } from '../../lib/errors';
import type { ReservedProduct, StockShortage } from './inventory.repository';
import type { OrderItemRecord } from './orders.repository';

export function shortageError(shortage: StockShortage, productId: string): AppError {
  switch (shortage.kind) {
    case 'unknown':
      return new AppError('BAD_REQUEST', 'A product in your cart no longer exists. Please remove it and try again.', {
        productId,
      });
    case 'deleted':
      return new AppError('OUT_OF_STOCK', `${shortage.name} is no longer available`, { productId, available: 0 });
    case 'short':
      return new AppError(
        'OUT_OF_STOCK',
        shortage.available ? `Only ${shortage.available} left of ${shortage.name}` : `${shortage.name} is out of stock`,
        { productId, available: shortage.available ?? 0 },
      );
  }
}

/** Order lines priced and described from the catalogue rows the stock statement returned (not the browser). */
export function toOrderItems(
  orderId: string,
  lines: readonly { product: string; quantity: number }[],
  reserved: ReadonlyMap<string, ReservedProduct>,
): OrderItemRecord[] {
  return lines.map((line) => {
    const product = reserved.get(line.product);
    if (!product) throw new Error(`line ${line.product} was not reserved`);
    return {
      id: randomUUID(),
      orderId,
      productId: product.id,
      name: product.name,
      sku: product.sku,
      image: product.image,
      hsn: product.hsn,
      uqc: product.uqc,
      gstRatePercent: product.gstRatePercent,
      unitPricePaise: effectivePrice({ mrp: product.mrpPaise, sellingPrice: product.sellingPricePaise }),
      mrpPaise: product.mrpPaise,
      quantity: line.quantity,
      discountPaise: 0,
    };
  });
}

export const byProductId = (a: { product: string }, b: { product: string }) =>
  a.product < b.product ? -1 : a.product > b.product ? 1 : 0;
