import type { ChangeEvent } from 'react';
import { AddressFields, CheckboxField, type AddressFieldName } from '../../../components/forms';
import { TextField } from '../../../components/ui/input';
import type { BusinessBuyerErrors, BusinessBuyerValues } from '../utils/business-buyer';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';

/** The registered address's fields, named apart from the delivery address's (one page holds both). */
const REGISTERED_LABELS = {
  street: 'checkout.registeredStreet',
  city: 'checkout.registeredCity',
  state: 'checkout.registeredState',
  pincode: 'checkout.registeredPincode',
} satisfies Record<AddressFieldName, MessageKey>;

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
  const { t } = useT();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <CheckboxField
        name="isBusiness"
        checked={values.isBusiness}
        onChange={(isBusiness) => onChange({ ...values, isBusiness })}
        className="font-medium text-slate-800"
      >
        {t('checkout.business')}
      </CheckboxField>
      {values.isBusiness && (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="checkout-gstin"
            name="buyerGstin"
            label={t('checkout.gstin')}
            isRequired
            autoComplete="off"
            maxLength={15}
            placeholder={t('checkout.example', { example: '29AAGCB7383J1Z4' })}
            value={values.gstin}
            error={errors.gstin}
            onChange={(event) => onChange({ ...values, gstin: event.target.value.toUpperCase() })}
          />
          <TextField
            id="checkout-legal-name"
            name="buyerLegalName"
            label={t('checkout.legalName')}
            isRequired
            autoComplete="organization"
            maxLength={120}
            value={values.legalName}
            error={errors.legalName}
            onChange={(event) => onChange({ ...values, legalName: event.target.value })}
          />
          <p className="text-sm text-slate-600 sm:col-span-2">{t('checkout.businessAddressNote')}</p>
          <AddressFields
            field={(name) => ({
              name: `buyerAddress.${name}`,
              value: values.address[name],
              onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
                onChange({ ...values, address: { ...values.address, [name]: event.target.value } }),
              error: errors[name],
            })}
            isRequired
            labels={{
              street: t(REGISTERED_LABELS.street),
              city: t(REGISTERED_LABELS.city),
              state: t(REGISTERED_LABELS.state),
              pincode: t(REGISTERED_LABELS.pincode),
            }}
            autoCompleteGroup="billing"
            placeholders={{
              street: t('checkout.businessStreetPlaceholder'),
              pincode: t('checkout.pincodePlaceholder'),
            }}
            streetClassName="sm:col-span-2"
          />
        </div>
      )}
    </section>
  );
}
