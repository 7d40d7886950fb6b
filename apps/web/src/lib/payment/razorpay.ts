/**
 * The part of Razorpay Checkout.js (https://checkout.razorpay.com/v1/checkout.js) the shop uses, as described
 * in docs/providers.md: `new window.Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`, `.close()`.
 * The in-process simulator serves a script with the same interface.
 */

/** What `options.handler` receives after a successful payment; sent as-is to verify-payment. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The argument of the 'payment.failed' listener. The modal stays open and offers a retry. */
export interface RazorpayFailureResponse {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  image?: string;
  /** The provider order id from create-payment. */
  order_id: string;
  handler: (response: RazorpaySuccessResponse) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  modal?: { ondismiss?: () => void; escape?: boolean; confirm_close?: boolean };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by the checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}
