import { describe, expect, it } from 'vitest';
import { canPay, nextPayPhase, type PayEvent, type PayPhase, payButtonLabel } from './pay-step';

function run(events: PayEvent[], from: PayPhase = 'ready'): PayPhase {
  return events.reduce<PayPhase>((phase, event) => nextPayPhase(phase, event) ?? phase, from);
}

describe('pay step', () => {
  it('goes from Pay to paid through the provider window and verification', () => {
    expect(run(['pay', 'opened', 'authorized', 'verified'])).toBe('paid');
  });

  it('makes Pay usable again after a start failure, a dismissal, a failed attempt or a refused verification', () => {
    expect(run(['pay', 'start-failed'])).toBe('ready');
    expect(run(['pay', 'opened', 'dismissed'])).toBe('ready');
    expect(run(['pay', 'opened', 'failed'])).toBe('ready');
    expect(run(['pay', 'opened', 'authorized', 'verify-failed'])).toBe('ready');
    expect(canPay('ready')).toBe(true);
  });

  it('accepts a payment retried inside the still-open window after a failed attempt', () => {
    expect(run(['pay', 'opened', 'failed', 'authorized', 'verified'])).toBe('paid');
  });

  it('ignores a second Pay while one is under way (double clicks)', () => {
    for (const phase of ['starting', 'in-checkout', 'verifying', 'confirming', 'paid'] as const) {
      expect(nextPayPhase(phase, 'pay')).toBeNull();
      expect(canPay(phase)).toBe(false);
    }
  });

  it('waits for the webhook when verification got no answer', () => {
    expect(run(['pay', 'opened', 'authorized', 'connection-lost'])).toBe('confirming');
    expect(run(['verified'], 'confirming')).toBe('paid');
    expect(run(['unconfirmed'], 'confirming')).toBe('ready');
  });

  it('finishes at once when the order turns out to be paid already', () => {
    expect(run(['pay', 'verified'])).toBe('paid');
  });

  it('never leaves paid, and ignores a dismissal after a verified payment', () => {
    for (const event of ['pay', 'dismissed', 'failed', 'authorized', 'verify-failed'] as const) {
      expect(nextPayPhase('paid', event)).toBeNull();
    }
    expect(nextPayPhase('verifying', 'dismissed')).toBeNull();
  });

  it('labels the button with the amount while Pay is usable', () => {
    expect(payButtonLabel('ready', '₹527.00')).toBe('Pay now ₹527.00');
    expect(payButtonLabel('verifying', '₹527.00')).toBe('Verifying payment...');
  });
});
