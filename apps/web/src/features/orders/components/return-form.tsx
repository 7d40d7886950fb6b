import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { Button } from '../../../components/ui/button';
import type { ReturnEligibility } from '../../../lib/orders/returns';
import { useReturnForm } from '../hooks/use-return-form';
import { useT } from '../../../lib/i18n/i18n';
import { ReturnEvidenceField } from './return-evidence-field';
import { ReturnExchangeFieldset } from './return-exchange-fieldset';
import { ReturnItemsFieldset } from './return-items-fieldset';
import { ReturnPayoutFieldset } from './return-payout-fieldset';
import { ReturnReasonFields } from './return-reason-fields';

/** The return request: items, reason, evidence, where a COD refund goes, and the refund it comes to. */
export function ReturnForm({
  orderId,
  eligibility,
  onDone,
  initialReason,
}: {
  orderId: string;
  eligibility: ReturnEligibility;
  onDone: () => void;
  /** 'exchange_size' when opened from "Exchange for another size". */
  initialReason?: string;
}) {
  const form = useReturnForm(orderId, eligibility, onDone, initialReason);
  const { t } = useT();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      aria-label={form.isExchange ? t('return.requestExchange') : t('return.request')}
    >
      <ReturnItemsFieldset
        items={eligibility.items}
        quantities={form.quantities}
        onQuantityChange={form.setQuantity}
        error={form.errors.items}
      />
      <ReturnReasonFields
        reason={form.reason}
        onReasonChange={form.setReason}
        description={form.description}
        onDescriptionChange={form.setDescription}
        errors={form.errors}
        canExchange={form.canExchange}
      />
      {form.isExchange && (
        <ReturnExchangeFieldset
          line={form.exchangeLine}
          options={form.exchangeOptions}
          variantId={form.exchangeVariantId}
          onVariantChange={form.setExchangeVariantId}
          differencePaise={form.exchangeDifferencePaise}
          error={form.errors.exchange}
        />
      )}
      <ReturnEvidenceField files={form.files} onFilesChange={form.setFiles} error={form.errors.files} />
      {form.needsPayout && (
        <ReturnPayoutFieldset
          method={form.payoutMethod}
          onMethodChange={form.setPayoutMethod}
          payout={form.payout}
          onPayoutChange={form.setPayout}
          error={form.errors.payout}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="return-refund-preview">
          {t('return.refundLabel')} <span className="font-semibold">{formatRupees(paiseToRupees(form.refundPaise))}</span>
          <span className="block text-xs text-slate-500">{t('return.feesNotRefunded')}</span>
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            {t('return.cancel')}
          </Button>
          <Button type="submit" isLoading={form.isSending}>
            {form.isExchange ? t('return.sendExchange') : t('return.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
