import { CheckboxField } from '../../../components/forms';
import { TextField } from '../../../components/ui/input';
import type { BusinessBuyerErrors, BusinessBuyerValues } from '../utils/business-buyer';

/** Optional B2B details: the invoice then carries the buyer's GSTIN and its state as place of supply. */
export function BusinessBuyerFields({
  values,
  errors,
  onChange,
}: {
  values: BusinessBuyerValues;
  errors: BusinessBuyerErrors;
  onChange: (values: BusinessBuyerValues) => void;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <CheckboxField
        name="isBusiness"
        checked={values.isBusiness}
        onChange={(isBusiness) => onChange({ ...values, isBusiness })}
        className="font-medium text-slate-800"
      >
        I need a GST invoice for my business (optional)
      </CheckboxField>
      {values.isBusiness && (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="checkout-gstin"
            name="buyerGstin"
            label="GSTIN"
            isRequired
            autoComplete="off"
            maxLength={15}
            placeholder="e.g. 29AAGCB7383J1Z4"
            value={values.gstin}
            error={errors.gstin}
            onChange={(event) => onChange({ ...values, gstin: event.target.value.toUpperCase() })}
          />
          <TextField
            id="checkout-legal-name"
            name="buyerLegalName"
            label="Legal name of the business"
            isRequired
            autoComplete="organization"
            maxLength={120}
            value={values.legalName}
            error={errors.legalName}
            onChange={(event) => onChange({ ...values, legalName: event.target.value })}
          />
        </div>
      )}
    </section>
  );
}
