import {
  EMAIL_RE,
  MAX_CITY,
  ORDER_DATE_RE,
  PIN_RE,
  human,
  isObject,
  str,
  type SimPickupLocation,
  type SimShipment,
} from './simulator-model';

/*
 * The 422 field errors of orders/create/adhoc and orders/create/return, with Shiprocket's own texts, in the
 * order Shiprocket lists them.
 */

type FieldErrors = Record<string, string[]>;
type AddError = (field: string, message: string) => void;

/** What a new order is checked against: the order ids used so far and the account's pickup locations. */
export interface SimAccount {
  shipments: readonly SimShipment[];
  pickups: Record<string, SimPickupLocation>;
}

const ADHOC_REQUIRED = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'payment_method',
];
const RETURN_REQUIRED = [
  'order_id',
  'order_date',
  'pickup_customer_name',
  'pickup_address',
  'pickup_city',
  'pickup_state',
  'pickup_country',
  'pickup_pincode',
  'pickup_email',
  'pickup_phone',
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_country',
  'shipping_pincode',
  'shipping_state',
  'shipping_phone',
  'order_items',
  'payment_method',
  'sub_total',
];
/** The return order's "required" messages that end with a full stop (the others have none). */
const RETURN_WITH_STOP = new Set([
  'order_id',
  'order_date',
  'payment_method',
  'pickup_email',
  'pickup_phone',
  'shipping_phone',
  'order_items',
  'sub_total',
]);

/** The errors `check` finds in a JSON object; a body that is no object misses its order id. */
function collectErrors(body: unknown, check: (body: Record<string, unknown>, add: AddError) => void): FieldErrors {
  if (!isObject(body)) return { order_id: ['The order id field is required.'] };
  const errors: FieldErrors = {};
  check(body, (field, message) => (errors[field] ??= []).push(message));
  return errors;
}

function requireFields(
  body: Record<string, unknown>,
  fields: string[],
  add: AddError,
  message: (field: string) => string,
) {
  for (const field of fields) {
    const v = body[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) add(field, message(field));
  }
}

function checkOrderIdLength(body: Record<string, unknown>, add: AddError) {
  if (typeof body.order_id === 'string' && body.order_id.length > 50)
    add('order_id', 'The order id may not be greater than 50 characters.');
}

const isUsedOrderId = (body: Record<string, unknown>, account: SimAccount) =>
  str(body.order_id) !== '' && account.shipments.some((s) => s.channelOrderId === str(body.order_id));

/** One line of `order_items`, checked alike by the forward and the return order. */
function validateItem(item: unknown, i: number, add: AddError) {
  const it = isObject(item) ? item : {};
  if (typeof it.name !== 'string' || !it.name.trim()) add(`order_items.${i}.name`, 'The name field is required.');
  if (str(it.sku).trim() === '') add(`order_items.${i}.sku`, 'The sku field is required.');
  if (!Number.isInteger(Number(it.units)) || Number(it.units) < 1)
    add(`order_items.${i}.units`, 'The units must be at least 1.');
  if (typeof it.selling_price !== 'number' && Number.isNaN(Number(it.selling_price))) {
    add(`order_items.${i}.selling_price`, 'The selling price must be a number.');
  }
}

/** The box and its weight, checked alike by the forward and the return order. */
function checkParcel(body: Record<string, unknown>, add: AddError) {
  for (const side of ['length', 'breadth', 'height']) {
    if (!(Number(body[side]) > 0.5)) add(side, `The ${side} must be greater than 0.5.`);
  }
  if (!(Number(body.weight) > 0)) add('weight', 'The weight must be greater than 0.');
}

export function validateAdhoc(input: unknown, account: SimAccount): FieldErrors {
  return collectErrors(input, (body, add) => {
    requireFields(body, ADHOC_REQUIRED, add, (field) => `The ${human(field)} field is required.`);
    checkOrderIdLength(body, add);
    // An order id is used once, cancelled or not: a repeat is refused, never a second shipment.
    // A used order id is no error here: the create route answers 200 with the existing order (decision 168).
    if (typeof body.billing_city === 'string' && body.billing_city.length > MAX_CITY)
      add('billing_city', `The billing city may not be greater than ${MAX_CITY} characters.`);
    if (typeof body.order_date === 'string' && body.order_date && !ORDER_DATE_RE.test(body.order_date)) {
      add('order_date', 'The order date does not match the format Y-m-d H:i.');
    }
    if (typeof body.pickup_location === 'string' && body.pickup_location && !account.pickups[body.pickup_location]) {
      add('pickup_location', 'Wrong Pickup location entered. Please choose one location from data given');
    }
    if (body.billing_pincode != null && !PIN_RE.test(str(body.billing_pincode)))
      add('billing_pincode', 'The billing pincode must be 6 digits.');
    if (body.billing_phone != null && !/^\d{10}$/.test(str(body.billing_phone)))
      add('billing_phone', 'The billing phone must be 10 digits.');
    if (typeof body.billing_email === 'string' && body.billing_email && !EMAIL_RE.test(body.billing_email)) {
      add('billing_email', 'The billing email must be a valid email address.');
    }
    if (body.payment_method != null && !['cod', 'prepaid'].includes(str(body.payment_method).toLowerCase())) {
      add('payment_method', 'The selected payment method is invalid.');
    }
    if (!Array.isArray(body.order_items) || body.order_items.length === 0) {
      add('order_items', 'The order items field is required.');
    } else {
      body.order_items.forEach((item: unknown, i) => validateItem(item, i, add));
    }
    if (!(Number(body.sub_total) > 0)) add('sub_total', 'The sub total must be greater than 0.');
    checkParcel(body, add);
  });
}

/**
 * orders/create/return as Shiprocket validates it: its required fields (with its own messages, some with a
 * final full stop and some without), a used order id refused, PINs and phones as in the forward flow, and
 * payment always prepaid.
 */
export function validateReturn(input: unknown, account: SimAccount): FieldErrors {
  return collectErrors(input, (body, add) => {
    requireFields(
      body,
      RETURN_REQUIRED,
      add,
      (field) => `The ${human(field)} field is required${RETURN_WITH_STOP.has(field) ? '.' : ''}`,
    );
    checkOrderIdLength(body, add);
    if (isUsedOrderId(body, account)) add('order_id', 'The order id has already been taken.');
    if (typeof body.order_date === 'string' && body.order_date && !ORDER_DATE_RE.test(body.order_date))
      add('order_date', 'The order date does not match the format Y-m-d.');
    for (const side of ['pickup', 'shipping']) {
      const pin = body[`${side}_pincode`];
      if (pin != null && str(pin) !== '' && !PIN_RE.test(str(pin)))
        add(`${side}_pincode`, `The ${side} pincode must be 6 digits.`);
      const phone = body[`${side}_phone`];
      if (phone != null && str(phone) !== '' && !/^\d{10}$/.test(str(phone)))
        add(`${side}_phone`, `The ${side} phone must be 10 digits.`);
    }
    if (typeof body.pickup_email === 'string' && body.pickup_email && !EMAIL_RE.test(body.pickup_email))
      add('pickup_email', 'The pickup email must be a valid email address.');
    if (
      body.payment_method != null &&
      str(body.payment_method) !== '' &&
      str(body.payment_method).toLowerCase() !== 'prepaid'
    )
      add('payment_method', 'The selected payment method is invalid.');
    if (body.order_items != null && (!Array.isArray(body.order_items) || body.order_items.length === 0)) {
      add('order_items', 'The order items field is required.');
    } else if (Array.isArray(body.order_items)) {
      body.order_items.forEach((item: unknown, i) => validateItem(item, i, add));
    }
    if (body.sub_total != null && !(Number(body.sub_total) > 0))
      add('sub_total', 'The sub total must be greater than 0.');
    checkParcel(body, add);
  });
}
