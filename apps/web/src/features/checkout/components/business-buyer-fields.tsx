import type { ChangeEvent } from 'react';
import { AddressFields, CheckboxField, type AddressFieldName } from '../../../components/forms';
import { TextField } from '../../../components/ui/input';
import type { BusinessBuyerErrors, BusinessBuyerValues } from '../utils/business-buyer';

/** The registered address's fields, named apart from the delivery address's (one page holds both). */
const REGISTERED_LABELS: Record<AddressFieldName, string> = {
  street: 'Registered address',
  city: 'Registered city',
  state: 'Registered state',
  pincode: 'Registered PIN code',
};

/**
 * Optional B2B details: the invoice then bills the business (legal name, registered address, GSTIN) and ships
 * to the delivery address above (docs/decisions/185); the registered state is the GSTIN's (first two digits).
 */
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
          <p className="text-sm text-slate-600 sm:col-span-2">
            The business&apos;s address as on its GST registration: the invoice bills it there and ships to the delivery
            address above.
          </p>
          <AddressFields
            field={(name) => ({
              name: `buyerAddress.${name}`,
              value: values.address[name],
              onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
                onChange({ ...values, address: { ...values.address, [name]: event.target.value } }),
              error: errors[name],
            })}
            isRequired
            labels={REGISTERED_LABELS}
            autoCompleteGroup="billing"
            placeholders={{ street: 'Building, street, area', pincode: '6-digit PIN' }}
            streetClassName="sm:col-span-2"
          />
        </div>
      )}
    </section>
  );
}
