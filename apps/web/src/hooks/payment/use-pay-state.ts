import type { Order } from '@shop/shared/schemas/order';
import { useCallback, useRef, useState } from 'react';
import { nextPayPhase, type PayEvent, type PayPhase } from '../../lib/payment/pay-step';

/** The order being paid and its Pay phase (utils/pay-step.ts), as state for rendering and refs for handlers. */
export function usePayState() {
  const [order, setOrder] = useState<Order | null>(null);
  const [phase, setPhase] = useState<PayPhase>('ready');
  // The refs are the truth for event handlers: clicks and provider callbacks arrive before a re-render.
  const phaseRef = useRef<PayPhase>('ready');
  const orderRef = useRef<Order | null>(null);

  const send = useCallback((event: PayEvent): boolean => {
    const next = nextPayPhase(phaseRef.current, event);
    if (!next) return false;
    phaseRef.current = next;
    setPhase(next);
    return true;
  }, []);

  /** Makes `current` the order to pay (or none), back at `ready`. */
  const show = useCallback((current: Order | null) => {
    orderRef.current = current;
    phaseRef.current = 'ready';
    setOrder(current);
    setPhase('ready');
  }, []);

  return { order, phase, orderRef, phaseRef, send, show };
}
