import { rupeesToPaise } from '@shop/shared/money';
import { effectivePrice, includedGstPaise, isFreeShipping, itemCount, subtotalPaise } from '@shop/shared/pricing';
import type { CartItem } from '../store/cart-reducer';

export interface CartSummary {
  itemCount: number;
  subtotalPaise: number;
  /** GST already inside the prices (docs/decisions/002-prices-include-gst.md: included, not added on top). */
  includedGstPaise: number;
  /** Above ₹999 the cart can promise free shipping; below, the fee depends on the payment method. */
  isFreeShipping: boolean;
  /** Equals the subtotal: GST is included and shipping is settled at checkout. */
  totalPaise: number;
}

/** The cart page's summary, from the shared pricing rules. */
export function summarizeCart(items: readonly CartItem[]): CartSummary {
  const subtotal = subtotalPaise(
    items.map((item) => ({ unitPricePaise: rupeesToPaise(effectivePrice(item.product)), quantity: item.quantity })),
  );
  return {
    itemCount: itemCount(items),
    subtotalPaise: subtotal,
    includedGstPaise: includedGstPaise(subtotal),
    isFreeShipping: isFreeShipping(subtotal),
    totalPaise: subtotal,
  };
}
