import { RETURN_REASONS, RETURN_REASON_LABELS } from '@shop/shared/returns';
import { FieldError, Label, Select } from '../../../components/ui/input';

/** The reason from the shop's list and the shopper's own words. */
export function ReturnReasonFields({
  reason,
  onReasonChange,
  description,
  onDescriptionChange,
  errors,
}: {
  reason: string;
  onReasonChange: (reason: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  errors: { reason?: string; description?: string };
}) {
  return (
    <>
      <div>
        <Label htmlFor="return-reason">Reason</Label>
        <Select
          id="return-reason"
          value={reason}
          onChange={(e) => onReasonChange(e.target.value)}
          aria-invalid={Boolean(errors.reason)}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </Select>
        <FieldError>{errors.reason}</FieldError>
      </div>
      <div>
        <Label htmlFor="return-description">What is wrong?</Label>
        <textarea
          id="return-description"
          rows={3}
          maxLength={1000}
          value={description}
          onChange={(e) => onDescriptionChange(e.target.value)}
          aria-invalid={Boolean(errors.description)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500"
        />
        <FieldError>{errors.description}</FieldError>
      </div>
    </>
  );
}
