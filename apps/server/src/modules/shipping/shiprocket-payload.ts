import { BILLING_COUNTRY } from '@shop/shared/constants';
import { paiseToRupees } from '@shop/shared/money';
import { shiprocketMoneyFields } from '@shop/shared/shiprocket-money';
import { codCollection } from '@shop/shared/cod-fee-advance';
import { itemName } from '@shop/shared/item-name';
import type { PackageDimensions } from '@shop/shared/schemas/shipping';
import { formatIstMinutes } from '../../providers/shiprocket/dates';
import type { AdhocOrderPayload, ReturnOrderPayload } from '../../providers/shiprocket/types';
import type { OrdersService } from '../orders';

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
  | 'discountPaise'
  | 'shippingFeePaise'
  | 'shippingAddress'
  | 'items'
  | 'totalPaise'
  | 'codFeeAdvancePaise'
  | 'codFeeAdvancePaidAt'
>;

/**
 * The money fields of an order's shipment: what the courier collects is the order total less a COD fee paid in
 * advance (`codCollection`, the one split the invoice, the order pages and the mails read; decision 252).
 */
export function shipmentMoneyFields(order: ShippableOrder) {
  return shiprocketMoneyFields({ ...order, paidInAdvancePaise: codCollection(order).paidInAdvancePaise });
}

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

type ShippedLine = Pick<ReturnLine, 'name' | 'sku' | 'productId' | 'quantity' | 'unitPricePaise' | 'hsn'>;

/** A line of `order_items` at the price paid per unit; a line with neither SKU nor product is named by its place. */
function orderItem(line: ShippedLine, index: number) {
  return {
    name: line.name,
    sku: line.sku || line.productId || `ITEM-${index + 1}`,
    units: line.quantity,
    selling_price: paiseToRupees(line.unitPricePaise),
    discount: 0,
    hsn: line.hsn ?? '',
  };
}

/** The parcel's four measures, without anything else the object passed as the package may carry. */
const parcel = ({ length, breadth, height, weight }: PackageDimensions) => ({ length, breadth, height, weight });

/**
 * `orders/create/adhoc` for a stored order (docs/providers.md): our order id, India-time order date, the saved pickup
 * location, billing = shipping address, lines at their price with their share of the coupon as `discount`, COD or
 * Prepaid from the order, and the money fields of the one rule in `@shop/shared/shiprocket-money`
 * (docs/decisions/165-shiprocket-money.md): what the courier collects is the order total, to the paisa, less a
 * COD fee paid in advance (decision 252).
 */
export function buildAdhocOrderPayload(
  order: ShippableOrder,
  pkg: PackageDimensions,
  pickupLocation: string,
  channelOrderId: string = order.id,
): AdhocOrderPayload {
  const address = order.shippingAddress;
  const { first, last } = splitName(address.name);
  const { lineDiscounts, sub_total, total_discount, shipping_charges } = shipmentMoneyFields(order);
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
      // The size and colour travel with the name, so the label and the packer see them (decision 217).
      ...orderItem({ ...item, name: itemName(item.name, item.variantTitle) }, i),
      discount: lineDiscounts[i] ?? 0,
      tax: item.gstRatePercent,
    })),
    payment_method: shiprocketPaymentMethod(order),
    sub_total,
    total_discount,
    shipping_charges,
    ...parcel(pkg),
  };
}

/** The shop's address a return is shipped back to (from the shop settings). */
export interface ReturnDestination {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  email: string;
}

/** One returned line: the name, SKU and units, and the price paid per unit (paise). */
export interface ReturnLine {
  name: string;
  sku: string | null;
  productId: string | null;
  quantity: number;
  unitPricePaise: number;
  hsn: string | null;
}

/**
 * `orders/create/return` for a return request (docs/decisions/123-reverse-pickup.md): pickup at the customer's
 * delivery address, shipping to the shop, always PREPAID (Shiprocket: "This should always be prepaid"), our
 * return id as its order id (at most 50 characters, used once), the parcel as the returned lines weigh.
 */
export function buildReturnOrderPayload(input: {
  returnId: string;
  createdAt: Date;
  customer: { address: ShippableOrder['shippingAddress']; email: string };
  destination: ReturnDestination;
  lines: readonly ReturnLine[];
  pkg: PackageDimensions;
}): ReturnOrderPayload {
  const { address } = input.customer;
  const { first, last } = splitName(address.name);
  const shop = splitName(input.destination.name);
  const subTotalPaise = input.lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  return {
    order_id: `R-${input.returnId}`.slice(0, 50),
    order_date: formatIstMinutes(input.createdAt.getTime()).slice(0, 10),
    pickup_customer_name: first,
    pickup_last_name: last,
    pickup_address: address.street,
    pickup_city: address.city,
    pickup_state: address.state,
    pickup_country: BILLING_COUNTRY,
    pickup_pincode: address.pincode,
    pickup_email: address.email || input.customer.email,
    pickup_phone: tenDigits(address.phone),
    shipping_customer_name: shop.first,
    shipping_last_name: shop.last,
    shipping_address: input.destination.address,
    shipping_city: input.destination.city,
    shipping_country: BILLING_COUNTRY,
    shipping_pincode: input.destination.pincode,
    shipping_state: input.destination.state,
    shipping_email: input.destination.email,
    shipping_phone: tenDigits(input.destination.phone),
    order_items: input.lines.map(orderItem),
    payment_method: 'PREPAID',
    total_discount: '0',
    sub_total: paiseToRupees(subTotalPaise),
    ...parcel(input.pkg),
  };
}
