import { RETURN_REASONS } from '@shop/shared/returns';
import { FieldError, Label, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/i18n';

/** The reason from the shop's list and the shopper's own words. */
export function ReturnReasonFields({
  reason,
  onReasonChange,
  description,
  onDescriptionChange,
  errors,
  canExchange = false,
}: {
  /** The policy offers exchanges and an item comes in other sizes or colours (decision 244). */
  canExchange?: boolean;
  reason: string;
  onReasonChange: (reason: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  errors: { reason?: string; description?: string };
}) {
  const { t } = useT();
  return (
    <>
      <div>
        <Label htmlFor="return-reason">{t('return.reason')}</Label>
        <Select
          id="return-reason"
          value={reason}
          onChange={(e) => onReasonChange(e.target.value)}
          aria-invalid={Boolean(errors.reason)}
        >
          <option value="">{t('return.chooseReason')}</option>
          {RETURN_REASONS.filter((r) => canExchange || r !== 'exchange_size').map((r) => (
            <option key={r} value={r}>
              {t(`return.reason.${r}`)}
            </option>
          ))}
        </Select>
        <FieldError>{errors.reason}</FieldError>
      </div>
      <div>
        <Label htmlFor="return-description">{t('return.whatsWrong')}</Label>
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
