import { BILLING_COUNTRY } from '@shop/shared/constants';
import { paiseToRupees } from '@shop/shared/money';
import type { PackageDimensions } from '@shop/shared/schemas/shipping';
import { formatIstMinutes } from '../../providers/shiprocket/dates';
import type { AdhocOrderPayload } from '../../providers/shiprocket/types';
import type { OrdersService } from '../orders/orders.service';

type StoredOrder = Awaited<ReturnType<OrdersService['getOrder']>>;

/** The parts of a stored order the payload is built from (never the browser's copy). */
export type ShippableOrder = Pick<
  StoredOrder,
  | 'id'
  | 'createdAt'
  | 'customerEmail'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'subtotalPaise'
  | 'shippingFeePaise'
  | 'shippingAddress'
  | 'items'
>;

/**
 * Prepaid only when the money is ours: a COD order, an unconfirmed WhatsApp order, or anything else not paid
 * ships as COD, so the courier collects (docs/decisions/062-shiprocket-forward-flow.md).
 */
export function shiprocketPaymentMethod(order: Pick<StoredOrder, 'paymentStatus'>): 'COD' | 'Prepaid' {
  return order.paymentStatus === 'paid' ? 'Prepaid' : 'COD';
}

function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/);
  const first = parts.shift() ?? '';
  return { first, last: parts.join(' ') };
}

/** Stored phones may carry +91 or spaces; Shiprocket wants the 10 digits. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * `orders/create/adhoc` for a stored order (docs/providers.md): our order id, India-time order date, the saved pickup
 * location, billing = shipping address, lines at the price paid, COD or Prepaid from the order, sub_total in
 * rupees (the courier adds shipping_charges when it collects cash), the package as given.
 */
export function buildAdhocOrderPayload(
  order: ShippableOrder,
  pkg: PackageDimensions,
  pickupLocation: string,
  channelOrderId: string = order.id,
): AdhocOrderPayload {
  const address = order.shippingAddress;
  const { first, last } = splitName(address.name);
  const fee = paiseToRupees(order.shippingFeePaise);
  return {
    order_id: channelOrderId,
    order_date: formatIstMinutes(order.createdAt.getTime()),
    pickup_location: pickupLocation,
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: address.street,
    billing_city: address.city,
    billing_pincode: address.pincode,
    billing_state: address.state,
    billing_country: BILLING_COUNTRY,
    billing_email: address.email || order.customerEmail,
    billing_phone: tenDigits(address.phone),
    shipping_is_billing: true,
    order_items: order.items.map((item, i) => ({
      name: item.name,
      sku: item.sku || item.productId || `ITEM-${i + 1}`,
      units: item.quantity,
      selling_price: paiseToRupees(item.unitPricePaise),
      discount: 0,
      tax: item.gstRatePercent,
      hsn: item.hsn ?? '',
    })),
    payment_method: shiprocketPaymentMethod(order),
    sub_total: paiseToRupees(order.subtotalPaise),
    ...(fee > 0 ? { shipping_charges: fee } : {}),
    length: pkg.length,
    breadth: pkg.breadth,
    height: pkg.height,
    weight: pkg.weight,
  };
}
