/** Razorpay's entities as docs/providers.md describes them; amounts in paise, times in unix seconds. */

export type Notes = Record<string, string>;

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes | unknown[];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  notes: Notes | unknown[];
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | unknown[];
  receipt: string | null;
  acquirer_data: Record<string, unknown>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  speed_processed: string | null;
  batch_id: string | null;
  created_at: number;
}

export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** The body of every non-2xx answer. */
export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    field?: string | null;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: Record<string, unknown>;
  };
}

export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed';

export interface WebhookEnvelope {
  entity: 'event';
  account_id: string;
  /** A WebhookEventName, or an event newer than this code (acknowledged and ignored). */
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
  created_at: number;
}
