import { paiseToRupees, rupeesToPaise } from './money';

/*
 * The money of a Shiprocket order (docs/decisions/165-shiprocket-money.md), in one place for the payload the
 * shop sends, the simulator that answers it and the tests that check both.
 *
 * Shiprocket takes the amounts as given ("Be sure to input the correct calculated sub_total amount. The total is
 * not calculated automatically through the API"): `sub_total` is the goods "after deductions", and the courier
 * collects sub_total + shipping_charges + giftwrap_charges + transaction_charges - total_discount. The shop
 * sends a net sub_total, each line's share of the coupon as that line's `discount`, and total_discount 0, so the
 * amount is the order total whichever way a reader takes `total_discount` (already inside sub_total, or still to
 * be taken off).
 */

/** An order line as the money rule needs it (paise). */
export interface ShiprocketMoneyLine {
  unitPricePaise: number;
  quantity: number;
  /** This line's share of the order's coupon discount. */
  discountPaise: number;
}

/** What an order paid (paise): the goods at their price, the coupon taken off them, the delivery charge. */
export interface ShiprocketMoneyOrder {
  subtotalPaise: number;
  discountPaise: number;
  /** Shipping plus, for cash on delivery, the COD fee: the one delivery charge the order stores. */
  shippingFeePaise: number;
  items: readonly ShiprocketMoneyLine[];
  /**
   * Paid online before dispatch and so not collected at the door: a COD fee paid in advance
   * (docs/decisions/252-cod-fee-paid-in-advance.md, `codCollection`). Taken off the delivery charge it is part of.
   */
  paidInAdvancePaise?: number;
}

/** The money fields of `orders/create/adhoc`, in rupees with paise as decimals. */
export interface ShiprocketMoneyFields {
  lineDiscounts: number[];
  sub_total: number;
  total_discount: number;
  shipping_charges: number;
  transaction_charges: number;
  giftwrap_charges: number;
}

/**
 * The money fields for an order: the collectable amount they add up to is the order's total, to the paisa, less
 * what was paid in advance (a COD fee paid by UPI).
 */
export function shiprocketMoneyFields(order: ShiprocketMoneyOrder): ShiprocketMoneyFields {
  return {
    lineDiscounts: order.items.map((line) => paiseToRupees(line.discountPaise)),
    sub_total: paiseToRupees(order.subtotalPaise - order.discountPaise),
    total_discount: 0,
    shipping_charges: paiseToRupees(order.shippingFeePaise - (order.paidInAdvancePaise ?? 0)),
    transaction_charges: 0,
    giftwrap_charges: 0,
  };
}

/** The money fields as a payload carries them (any may be missing, numbers or numeric strings). */
export interface ShiprocketAmountFields {
  sub_total?: unknown;
  total_discount?: unknown;
  shipping_charges?: unknown;
  giftwrap_charges?: unknown;
  transaction_charges?: unknown;
}

const paiseOf = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
  return Number.isFinite(n) ? rupeesToPaise(n) : 0;
};

/**
 * The order's value as Shiprocket reads it from the payload (paise): what the courier collects on cash on
 * delivery, and the declared value of a prepaid parcel.
 */
export function shiprocketOrderValuePaise(fields: ShiprocketAmountFields): number {
  return (
    paiseOf(fields.sub_total) +
    paiseOf(fields.shipping_charges) +
    paiseOf(fields.giftwrap_charges) +
    paiseOf(fields.transaction_charges) -
    paiseOf(fields.total_discount)
  );
}
