/**
 * Shiprocket's wire format (docs/providers.md, "Shiprocket"): what our client sends and what the real API and our
 * simulator answer. Field names are Shiprocket's, so they stay snake_case here and nowhere else.
 */

export interface AdhocOrderItem {
  name: string;
  sku: string;
  units: number;
  /** Rupees, GST included. */
  selling_price: number;
  discount: number;
  /** GST rate in percent. */
  tax: number;
  hsn: string;
}

export interface AdhocOrderPayload {
  /** Ours, <= 50 characters, unique. */
  order_id: string;
  /** `yyyy-mm-dd HH:mm`, India time. */
  order_date: string;
  pickup_location: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: boolean;
  order_items: AdhocOrderItem[];
  payment_method: 'COD' | 'Prepaid';
  /** Rupees: the items' total after deductions (the coupon taken off; docs/decisions/165-shiprocket-money.md). */
  sub_total: number;
  /** Rupees taken off what the courier collects; the shop sends 0 (its sub_total is already net). */
  total_discount?: number;
  /** Rupees, optional in Shiprocket's API; added to what the courier collects on COD. */
  shipping_charges?: number;
  giftwrap_charges?: number;
  transaction_charges?: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

/**
 * `orders/create/return` (Shiprocket's "Create a Return Order", docs/decisions/123-reverse-pickup.md): the
 * customer is the pickup, the shop the shipping address; payment is always prepaid.
 */
export interface ReturnOrderPayload {
  /** Ours, <= 50 characters, unique (a repeat is refused: "The order id has already been taken."). */
  order_id: string;
  /** `yyyy-mm-dd`, time optional. */
  order_date: string;
  pickup_customer_name: string;
  pickup_last_name?: string;
  pickup_address: string;
  pickup_address_2?: string;
  pickup_city: string;
  pickup_state: string;
  pickup_country: string;
  pickup_pincode: string | number;
  pickup_email: string;
  pickup_phone: string;
  shipping_customer_name: string;
  shipping_last_name?: string;
  shipping_address: string;
  shipping_city: string;
  shipping_country: string;
  shipping_pincode: string | number;
  shipping_state: string;
  shipping_email?: string;
  shipping_phone: string | number;
  order_items: { sku: string; name: string; units: number; selling_price: number; discount?: number; hsn?: string }[];
  payment_method: 'PREPAID';
  total_discount?: string;
  /** Rupees. */
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

export interface ReturnOrderResponse {
  order_id: number | string;
  shipment_id: number | string;
  status: string;
  status_code: number | null;
}

export interface AdhocOrderResponse {
  order_id: number | string;
  shipment_id: number | string;
  status: string;
  status_code: number;
  awb_code: string | null;
  courier_company_id: number | string | null;
  courier_name: string | null;
}

export interface TrackActivity {
  /** `2022-07-19 11:37:00`, India time. */
  date: string;
  status?: string;
  activity?: string;
  location?: string;
  'sr-status'?: string | number;
  'sr-status-label'?: string;
}

export interface ShipmentTrack {
  awb_code?: string | null;
  shipment_id?: number | string | null;
  current_status?: string | null;
  origin?: string | null;
  destination?: string | null;
  courier_name?: string | null;
  edd?: string | null;
  delivered_date?: string | null;
}

export interface TrackingData {
  track_status: number;
  shipment_status?: number | string;
  shipment_track?: ShipmentTrack[];
  shipment_track_activities?: TrackActivity[] | null;
  track_url?: string;
  etd?: string | null;
  error?: string;
}

export interface CourierOption {
  courier_company_id: number;
  courier_name: string;
  rate: number;
  /** 1 when the courier collects cash on delivery. */
  cod: number;
  /** `Jul 01, 2024`. */
  etd: string;
  /** A string, e.g. "4". */
  estimated_delivery_days: string;
  /** The weight the rate is for (kg): the larger of dead and volumetric weight, rounded to the courier's slab. */
  charge_weight?: number;
}

export interface ServiceabilityResponse {
  status: number;
  message?: string;
  data?: {
    available_courier_companies?: CourierOption[];
    recommended_courier_company_id?: number | null;
  };
}

export interface ServiceabilityQuery {
  pickupPincode: string;
  deliveryPincode: string;
  cod: boolean;
  /** The parcel's weight in kg, as Shiprocket's `weight` wants it. */
  weightKg: number;
  /** The box in cm (Shiprocket's `length`, `breadth`, `height`): couriers charge the volumetric weight when larger. */
  dimensionsCm?: { length: number; breadth: number; height: number };
  /** The parcel's value in rupees (`declared_value`); Shiprocket requires it with `isReturn`. */
  declaredValue?: number;
  /**
   * A return quote (`is_return=1`): the freight of carrying the parcel from `pickupPincode` (the buyer) back to
   * `deliveryPincode` (the shop). Published in the serviceability parameter table (decision 251).
   */
  isReturn?: boolean;
}

/** A tracking webhook body as Shiprocket posts it. */
export interface TrackingWebhook {
  awb?: string | number;
  courier_name?: string;
  current_status?: string;
  current_status_id?: number | string;
  shipment_status?: string;
  shipment_status_id?: number | string;
  /** `23 05 2023 11:43:52`, India time. */
  current_timestamp?: string;
  /** Ours. */
  order_id?: string;
  sr_order_id?: number | string;
  /** `2023-05-19 11:59:16`, India time. */
  awb_assigned_date?: string;
  pickup_scheduled_date?: string;
  etd?: string;
  scans?: TrackActivity[];
  /** 1 for the tracking of a return shipment. */
  is_return?: number;
}

export interface PickupResult {
  /** `2021-12-10 12:39:54` India time; null when Shiprocket had the pickup queued already. */
  pickupScheduledDate: string | null;
  pickupToken: string | null;
  alreadyRequested: boolean;
}

/** An order found at Shiprocket by our channel order id. */
export interface FoundProviderOrder {
  providerOrderId: string;
  channelOrderId: string;
  shipmentId: string | null;
  awbCode: string | null;
  status: string | null;
}

/** What the shop needs from a shipping aggregator; the production client and the tests go through this. */
/** One shipment in NDR (a failed delivery attempt), as `GET ndr/all` and `GET ndr/{awb}` answer it. */
export interface NdrShipment {
  awb: string;
  shipmentId: string;
  /** The courier's reason for the last failed attempt ("Customer Asked For Future Delivery"). */
  reason: string;
  attempts: number;
  /** `yyyy-mm-dd HH:mm:ss`, India time, as Shiprocket writes it. */
  raisedAt: string;
  courier: string | null;
  paymentMethod: string | null;
  history: { reason: string; attempt: number; raisedAt: string; comment: string | null }[];
}

/**
 * What the merchant or buyer asks the courier to do: deliver again (optionally on a date, to a corrected phone or
 * address) or return the parcel to the shop (RTO; it cannot be undone).
 */
export interface NdrActionInput {
  action: 're-attempt' | 'return';
  comments: string;
  /** `yyyy-mm-dd`: the day the buyer will be there. */
  deferredDate?: string;
  phone?: string;
  address1?: string;
  address2?: string;
}

export interface ShippingProvider {
  /** Asks for the courier to come (after the AWB); without it nobody picks the parcel up. */
  generatePickup(shipmentId: string): Promise<PickupResult>;
  /** The label PDF's address for these shipments (one PDF, a page each). */
  generateLabel(shipmentIds: string[]): Promise<{ labelUrl: string }>;
  /** The manifest PDF's address; a shipment already manifested is printed again instead. */
  generateManifest(shipmentIds: string[], providerOrderIds: string[]): Promise<{ manifestUrl: string }>;
  /** Orders whose channel order id (ours) is this one: what a create that timed out may have made. */
  findOrdersByChannelId(channelOrderId: string): Promise<FoundProviderOrder[]>;
  /** A document Shiprocket generated (label, manifest), fetched from the link it answered. */
  downloadDocument(url: string): Promise<Buffer>;
  createAdhocOrder(payload: AdhocOrderPayload): Promise<AdhocOrderResponse>;
  createReturnOrder(payload: ReturnOrderPayload): Promise<ReturnOrderResponse>;
  assignAwb(input: {
    shipmentId: string;
    courierId?: number;
  }): Promise<{ awbCode: string; courierName: string | null; courierCompanyId: string | null }>;
  trackShipment(shipmentId: string): Promise<TrackingData>;
  trackAwb(awb: string): Promise<TrackingData>;
  cancelOrders(providerOrderIds: string[]): Promise<void>;
  checkServiceability(query: ServiceabilityQuery): Promise<ServiceabilityResponse>;
  /** Shipments in NDR now (one page of `GET ndr/all`; `search` is an AWB). */
  listNdr(query?: {
    page?: number;
    perPage?: number;
    search?: string;
  }): Promise<{ shipments: NdrShipment[]; totalPages: number }>;
  /** One shipment's NDR, or null when that AWB is not in NDR. */
  fetchNdr(awb: string): Promise<NdrShipment | null>;
  /** `POST ndr/{awb}/action`. Not repeated by the client: a `return` cannot be undone. */
  actOnNdr(awb: string, input: NdrActionInput): Promise<void>;
}

export type ShiprocketErrorKind = 'timeout' | 'network' | 'auth' | 'rejected' | 'unavailable' | 'invalid-answer';

/** Every failure talking to Shiprocket, with a message fit to show an admin. */
export class ShiprocketError extends Error {
  constructor(
    readonly kind: ShiprocketErrorKind,
    message: string,
    /** HTTP status of the answer; 0 when there was none (timeout, network). */
    readonly httpStatus = 0,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ShiprocketError';
  }

  /** The provider said no to what we sent (4xx other than 401/429, or an error inside a 200 body). */
  get isRejection(): boolean {
    return this.kind === 'rejected';
  }
}

/**
 * Shiprocket's `sr-status` codes: its shipment status table (docs/decisions/166-every-shipment-status.md). The
 * label is the provider's own wording and is what our tracking view shows; `stage` is how the shop reacts to it:
 * booked / in-transit (shown), delivered (the order is delivered), returning (an RTO leg: shown, the order stays
 * shipped), returned (back with the seller: the order closes returned to seller), lost (lost, destroyed, damaged,
 * disposed of: the journey ends and the merchant is alerted), courier-cancelled (cancelled by the courier before
 * dispatch: the merchant is alerted), cancelled, exception (an attempt failed; the courier tries again).
 */
export type SrStage =
  | 'booked'
  | 'in-transit'
  | 'delivered'
  | 'cancelled'
  | 'courier-cancelled'
  | 'returning'
  | 'returned'
  | 'lost'
  | 'exception';

export const SR_STATUSES: Readonly<Record<number, { label: string; stage: SrStage }>> = {
  1: { label: 'AWB ASSIGNED', stage: 'booked' },
  2: { label: 'LABEL GENERATED', stage: 'booked' },
  3: { label: 'PICKUP SCHEDULED', stage: 'booked' },
  4: { label: 'PICKUP QUEUED', stage: 'booked' },
  5: { label: 'MANIFEST GENERATED', stage: 'booked' },
  6: { label: 'SHIPPED', stage: 'in-transit' },
  7: { label: 'DELIVERED', stage: 'delivered' },
  8: { label: 'CANCELLED', stage: 'cancelled' },
  9: { label: 'RTO INITIATED', stage: 'returning' },
  10: { label: 'RTO DELIVERED', stage: 'returned' },
  11: { label: 'PENDING', stage: 'booked' },
  12: { label: 'LOST', stage: 'lost' },
  13: { label: 'PICKUP ERROR', stage: 'booked' },
  14: { label: 'RTO ACKNOWLEDGED', stage: 'returned' },
  15: { label: 'PICKUP RESCHEDULED', stage: 'booked' },
  16: { label: 'CANCELLATION REQUESTED', stage: 'booked' },
  17: { label: 'OUT FOR DELIVERY', stage: 'in-transit' },
  18: { label: 'IN TRANSIT', stage: 'in-transit' },
  19: { label: 'OUT FOR PICKUP', stage: 'booked' },
  20: { label: 'PICKUP EXCEPTION', stage: 'booked' },
  21: { label: 'UNDELIVERED', stage: 'exception' },
  22: { label: 'DELAYED', stage: 'in-transit' },
  23: { label: 'PARTIAL DELIVERED', stage: 'exception' },
  24: { label: 'DESTROYED', stage: 'lost' },
  25: { label: 'DAMAGED', stage: 'lost' },
  26: { label: 'FULFILLED', stage: 'delivered' },
  27: { label: 'PICKUP BOOKED', stage: 'booked' },
  38: { label: 'REACHED AT DESTINATION HUB', stage: 'in-transit' },
  39: { label: 'MISROUTED', stage: 'in-transit' },
  40: { label: 'RTO NDR', stage: 'returning' },
  41: { label: 'RTO OFD', stage: 'returning' },
  42: { label: 'PICKED UP', stage: 'in-transit' },
  43: { label: 'SELF FULFILLED', stage: 'delivered' },
  44: { label: 'DISPOSED OFF', stage: 'lost' },
  45: { label: 'CANCELLED BEFORE DISPATCHED', stage: 'courier-cancelled' },
  46: { label: 'RTO IN TRANSIT', stage: 'returning' },
  47: { label: 'QC FAILED', stage: 'exception' },
  48: { label: 'REACHED WAREHOUSE', stage: 'in-transit' },
  50: { label: 'IN FLIGHT', stage: 'in-transit' },
  51: { label: 'HANDOVER TO COURIER', stage: 'in-transit' },
  52: { label: 'SHIPMENT BOOKED', stage: 'booked' },
  75: { label: 'RTO LOCK', stage: 'returning' },
  76: { label: 'UNTRACEABLE', stage: 'exception' },
  77: { label: 'ISSUE RELATED TO THE RECIPIENT', stage: 'exception' },
  78: { label: 'REACHED BACK AT SELLER CITY', stage: 'returning' },
};

/** How the shop reacts to a status code; undefined for a code outside the table. */
export function srStage(code: number | null | undefined): SrStage | undefined {
  return code == null ? undefined : SR_STATUSES[code]?.stage;
}

/** The forward journey the simulator walks a shipment through once it has an AWB. */
export const SR_FORWARD_SEQUENCE = [5, 19, 42, 6, 18, 38, 17, 7] as const;

export const SR_DELIVERED = 7;
export const SR_CANCELLED = 8;

export function srStatusLabel(code: number | null | undefined): string | undefined {
  return code == null ? undefined : SR_STATUSES[code]?.label;
}

export function toSrCode(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}
