/**
 * The Pay step of online checkout (docs/product.md#checkout), after the order exists:
 *
 *   ready --pay--> starting --opened--> in-checkout --authorized--> verifying --verified--> paid
 *
 * `starting` covers create-payment and loading the checkout script; a failure there goes back to `ready`.
 * In the provider's window a failed attempt ('payment.failed') or a dismissal makes Pay usable again (`ready`);
 * the window itself may still offer a retry, so a payment can also be authorized from `ready`.
 * A verify call that never answered moves to `confirming` (asking the server whether a webhook marked the order
 * paid). Any event not listed for the current phase is ignored, which is what makes double clicks harmless.
 */
export type PayPhase = 'ready' | 'starting' | 'in-checkout' | 'verifying' | 'confirming' | 'paid';

export type PayEvent =
  | 'pay'
  | 'opened'
  | 'start-failed'
  | 'dismissed'
  | 'failed'
  | 'authorized'
  | 'verify-failed'
  | 'connection-lost'
  | 'unconfirmed'
  | 'verified';

const TRANSITIONS: Record<PayPhase, Partial<Record<PayEvent, PayPhase>>> = {
  ready: { pay: 'starting', authorized: 'verifying' },
  starting: { opened: 'in-checkout', 'start-failed': 'ready', verified: 'paid' },
  'in-checkout': { dismissed: 'ready', failed: 'ready', authorized: 'verifying' },
  verifying: { verified: 'paid', 'verify-failed': 'ready', 'connection-lost': 'confirming' },
  confirming: { verified: 'paid', unconfirmed: 'ready' },
  paid: {},
};

/** The next phase, or null when the event does not apply to `phase` (the caller then does nothing). */
export function nextPayPhase(phase: PayPhase, event: PayEvent): PayPhase | null {
  return TRANSITIONS[phase][event] ?? null;
}

export function canPay(phase: PayPhase): boolean {
  return phase === 'ready';
}

/** The Pay button's text in each phase; `amount` is already formatted ("₹527.00"). */
export function payButtonLabel(phase: PayPhase, amount: string): string {
  switch (phase) {
    case 'starting':
      return 'Opening payment...';
    case 'in-checkout':
      return 'Complete the payment...';
    case 'verifying':
      return 'Verifying payment...';
    case 'confirming':
      return 'Confirming payment...';
    case 'paid':
      return 'Payment received';
    default:
      // Place Order opened the window already; back here, the window was closed or the payment did not go through.
      return `Pay now ${amount}`;
  }
}
