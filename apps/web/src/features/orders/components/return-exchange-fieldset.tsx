import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { FieldError, Label, Select } from '../../../components/ui/input';
import type { ReturnEligibility } from '../../../lib/orders/returns';
import { useT } from '../../../lib/i18n/i18n';
import { exchangeDifferenceWords } from '../utils/order-words';

type Line = ReturnEligibility['items'][number] & { quantity: number };

/**
 * "Exchange for another size": the other sizes and colours of the one line being exchanged, with their price and
 * whether they are in stock now, and the difference to pay or get back (docs/decisions/244-exchanges.md).
 */
export function ReturnExchangeFieldset({
  line,
  options,
  variantId,
  onVariantChange,
  differencePaise,
  error,
}: {
  /** The one line chosen for the exchange; null when none or several are chosen. */
  line: Line | null;
  options: readonly { id: string; title: string; price: number; stock: number }[];
  variantId: string;
  onVariantChange: (variantId: string) => void;
  differencePaise: number;
  error?: string;
}) {
  const difference = paiseToRupees(differencePaise);
  const { t } = useT();
  return (
    <fieldset className="min-w-0 rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="return-exchange-fieldset">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('return.exchange')}</legend>
      {!line ? (
        <p className="text-sm text-slate-600">{t('return.chooseOne')}</p>
      ) : (
        <>
          <Label htmlFor="return-exchange-variant">
            {t('return.youHave', { name: line.name, current: line.variantTitle || t('return.thisOne') })}
          </Label>
          <Select
            id="return-exchange-variant"
            value={variantId}
            onChange={(e) => onVariantChange(e.target.value)}
            aria-invalid={Boolean(error)}
          >
            <option value="">{t('return.chooseVariant')}</option>
            {options.map((v) => (
              <option key={v.id} value={v.id} disabled={v.stock < line.quantity}>
                {t(v.stock < line.quantity ? 'return.optionOut' : 'return.option', {
                  title: v.title,
                  price: formatRupees(v.price),
                })}
              </option>
            ))}
          </Select>
          {variantId && (
            <p className="mt-1 text-sm text-slate-700" data-testid="return-exchange-difference">
              {exchangeDifferenceWords(difference, formatRupees(Math.abs(difference)), t)}
            </p>
          )}
        </>
      )}
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
