import type { AppliedCoupon } from '@shop/shared/schemas/coupon';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { applyCoupon } from '../api/apply-coupon';
import { toOrderLines } from '../utils/checkout-totals';
import { useT } from '../../../lib/i18n/i18n';

export interface CouponState {
  code: string;
  setCode(code: string): void;
  applied: AppliedCoupon | null;
  error: string | null;
  isApplying: boolean;
  apply(): Promise<void>;
  remove(): void;
}

/**
 * The checkout's one coupon: the server prices it for this cart (and again when the order is placed). A cart
 * change prices the applied code again; if it no longer applies, it is removed with the server's reason.
 */
export function useCoupon(items: readonly CartItem[]): CouponState {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isApplying, setIsApplying] = useState(false);
  const linesKey = JSON.stringify(toOrderLines(items));
  const pricedFor = useRef(linesKey);

  const price = useCallback(
    async (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) {
        setError(t('checkout.couponEmpty'));
        return;
      }
      setIsApplying(true);
      setError(null);
      try {
        pricedFor.current = linesKey;
        setApplied(await applyCoupon(trimmed, toOrderLines(items)));
      } catch (problem) {
        setApplied(null);
        setError(getErrorMessage(problem, t('checkout.couponFailed')));
      } finally {
        setIsApplying(false);
      }
    },
    [items, linesKey, t],
  );

  useEffect(() => {
    if (applied && pricedFor.current !== linesKey) void price(applied.code);
  }, [applied, linesKey, price]);

  return {
    code,
    setCode,
    applied,
    error,
    isApplying,
    apply: () => price(code),
    remove: () => {
      setApplied(null);
      setError(null);
      setCode('');
    },
  };
}
