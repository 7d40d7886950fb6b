import { FieldError, Input } from '../../../components/ui/input';
import type { PayoutMethod, PayoutValues } from '../hooks/use-return-form';

const METHODS: readonly { value: PayoutMethod; label: string }[] = [
  { value: 'upi', label: 'UPI' },
  { value: 'bank', label: 'Bank account' },
];

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
  const bind = (field: keyof PayoutValues) => ({
    value: payout[field],
    onChange: (e: { target: { value: string } }) => onPayoutChange({ ...payout, [field]: e.target.value }),
  });
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        Where should we send your refund? (cash on delivery)
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
            {option.label}
          </label>
        ))}
      </div>
      {method === 'upi' ? (
        <Input aria-label="UPI ID" placeholder="name@bank" {...bind('upiId')} />
      ) : (
        <div className="grid gap-2 sm:grid-cols-3">
          <Input aria-label="Account holder" placeholder="Account holder" {...bind('accountName')} />
          <Input
            aria-label="Account number"
            inputMode="numeric"
            placeholder="Account number"
            {...bind('accountNumber')}
          />
          <Input aria-label="IFSC" placeholder="IFSC" {...bind('ifsc')} />
        </div>
      )}
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
