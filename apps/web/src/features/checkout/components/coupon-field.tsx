import { TicketPercent, X } from 'lucide-react';
import { formatRupees } from '@shop/shared/money';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import type { CouponState } from '../hooks/use-coupon';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

/** One coupon code at checkout: Apply asks the server what it takes off; its reason shows when it does not apply. */
export function CouponField({ coupon, disabled }: { coupon: CouponState; disabled?: boolean }) {
  const { t } = useT();
  if (coupon.applied) {
    return (
      <div
        className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm"
        data-testid="coupon-applied"
        role="status"
      >
        <p className="min-w-0 text-green-900">
          <TicketPercent aria-hidden className="mr-1 inline h-4 w-4" />
          {richText(
            t('checkout.couponApplied', {
              code: coupon.applied.code,
              summary: coupon.applied.summary,
              amount: formatRupees(coupon.applied.discount),
            }),
            <span className="font-semibold" />,
          )}
        </p>
        <button
          type="button"
          onClick={() => coupon.remove()}
          disabled={disabled}
          className="shrink-0 rounded p-1 text-green-900 hover:bg-green-100"
          aria-label={t('checkout.couponRemove', { code: coupon.applied.code })}
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4">
      <Label htmlFor="checkout-coupon">{t('checkout.coupon')}</Label>
      <div className="flex gap-2">
        <Input
          id="checkout-coupon"
          name="coupon"
          value={coupon.code}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          placeholder={t('checkout.example', { example: 'WELCOME10' })}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? 'checkout-coupon-error' : undefined}
          onChange={(event) => coupon.setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the whole checkout form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void coupon.apply();
            }
          }}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          isLoading={coupon.isApplying}
          onClick={() => void coupon.apply()}
        >
          {t('checkout.couponApply')}
        </Button>
      </div>
      {coupon.error && (
        <p id="checkout-coupon-error" className="mt-1 text-sm text-red-700" role="alert">
          {coupon.error}
        </p>
      )}
    </div>
  );
}
