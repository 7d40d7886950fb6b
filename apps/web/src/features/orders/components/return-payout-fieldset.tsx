import { FieldError, Input } from '../../../components/ui/input';
import type { PayoutMethod, PayoutValues } from '../hooks/use-return-form';
import { useT } from '../../../lib/i18n/i18n';

const METHODS = [
  { value: 'upi', label: 'return.upi' },
  { value: 'bank', label: 'return.bank' },
] as const satisfies readonly { value: PayoutMethod; label: string }[];

/** Cash on delivery has no card to refund to: the shopper says where the money goes (UPI or bank). */
export function ReturnPayoutFieldset({
  method,
  onMethodChange,
  payout,
  onPayoutChange,
  error,
}: {
  method: PayoutMethod;
  onMethodChange: (method: PayoutMethod) => void;
  payout: PayoutValues;
  onPayoutChange: (payout: PayoutValues) => void;
  error?: string;
}) {
  const { t } = useT();
  const bind = (field: keyof PayoutValues) => ({
    value: payout[field],
    onChange: (e: { target: { value: string } }) => onPayoutChange({ ...payout, [field]: e.target.value }),
  });
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {t('return.payoutTitle')}
      </legend>
      <div className="flex gap-4 text-sm">
        {METHODS.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="payout"
              checked={method === option.value}
              onChange={() => onMethodChange(option.value)}
            />{' '}
            {t(option.label)}
          </label>
        ))}
      </div>
      {method === 'upi' ? (
        <Input aria-label={t('return.upiId')} placeholder={t('return.upiPlaceholder')} {...bind('upiId')} />
      ) : (
        <div className="grid gap-2 sm:grid-cols-3">
          <Input aria-label={t('return.accountHolder')} placeholder={t('return.accountHolder')} {...bind('accountName')} />
          <Input
            aria-label={t('return.accountNumber')}
            inputMode="numeric"
            placeholder={t('return.accountNumber')}
            {...bind('accountNumber')}
          />
          <Input aria-label={t('return.ifsc')} placeholder={t('return.ifsc')} {...bind('ifsc')} />
        </div>
      )}
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
