import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { Button } from '../../../components/ui/button';
import type { ReturnEligibility } from '../../../lib/orders/returns';
import { useReturnForm } from '../hooks/use-return-form';
import { ReturnEvidenceField } from './return-evidence-field';
import { ReturnItemsFieldset } from './return-items-fieldset';
import { ReturnPayoutFieldset } from './return-payout-fieldset';
import { ReturnReasonFields } from './return-reason-fields';

/** The return request: items, reason, evidence, where a COD refund goes, and the refund it comes to. */
export function ReturnForm({
  orderId,
  eligibility,
  onDone,
}: {
  orderId: string;
  eligibility: ReturnEligibility;
  onDone: () => void;
}) {
  const form = useReturnForm(orderId, eligibility, onDone);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      aria-label="Request a return"
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
      />
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
          Refund: <span className="font-semibold">{formatRupees(paiseToRupees(form.refundPaise))}</span>
          <span className="block text-xs text-slate-500">Shipping and COD fees are not refunded.</span>
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" isLoading={form.isSending}>
            Send return request
          </Button>
        </div>
      </div>
    </form>
  );
}
