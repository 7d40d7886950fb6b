// Failed-delivery row types, apart from the repositories that use them (no import circle, decision 199).
import type { failedDeliveries } from '../../db/schema';

export type FailedDeliveryRecord = typeof failedDeliveries.$inferSelect;

/** A failed delivery with what the queue and the buyer's page show of its order. */
export interface FailedDeliveryView extends FailedDeliveryRecord {
  customerName: string;
  customerEmail: string;
  paymentMethod: string;
  orderStatus: string;
  phone: string;
  addressLine: string;
  city: string;
  pincode: string;
  courierName: string | null;
}

