import { MapPin } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import {
  AddressFields,
  CheckboxField,
  EmailField,
  NameField,
  PhoneField,
  TitledSection,
} from '../../../components/forms';
import type { CheckoutField, CheckoutValues, SavedAddress } from '../utils/checkout-form';
import { useT } from '../../../lib/i18n/i18n';

export interface ShippingFormProps {
  values: CheckoutValues;
  /** Messages to show now: only for fields the shopper has left, or all of them after a submit attempt. */
  errors: Partial<Record<CheckoutField, string>>;
  savedAddress: SavedAddress | null;
  isUsingSavedAddress: boolean;
  onUseSavedAddressChange: (isOn: boolean) => void;
  onChange: (field: CheckoutField, value: string) => void;
  onBlur: (field: CheckoutField) => void;
  /** 'Save this address to my profile', offered while a typed address is used. */
  isSavingAddress: boolean;
  onSaveAddressChange: (isOn: boolean) => void;
  /** Delivery to the PIN code ('Delivers by …'), shown under the PIN field or the saved address. */
  deliveryNote?: ReactNode;
}

function SavedAddressToggle({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  const { t } = useT();
  return (
    <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <span className="text-sm font-medium text-slate-800">{t('checkout.useSaved')}</span>
      <span className="relative inline-flex h-6 w-11 shrink-0 items-center">
        <input
          type="checkbox"
          role="switch"
          checked={isOn}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </label>
  );
}

function SavedAddressCard({ address }: { address: SavedAddress }) {
  return (
    <div
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 text-sm"
      data-testid="saved-address"
    >
      <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
      <address className="not-italic text-slate-700">
        <span className="block">{address.street}</span>
        <span className="block">
          {address.city}, {address.state} {address.pincode}
        </span>
      </address>
    </div>
  );
}

/** Contact and delivery details; the address part is replaced by the saved address while the toggle is on. */
export function ShippingForm({
  values,
  errors,
  savedAddress,
  isUsingSavedAddress,
  onUseSavedAddressChange,
  onChange,
  onBlur,
  isSavingAddress,
  onSaveAddressChange,
  deliveryNote,
}: ShippingFormProps) {
  const { t } = useT();
  const bind = (field: CheckoutField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    // The shared schemas' messages are worded in the page's language by the field itself (decision 203).
    error: errors[field],
  });

  return (
    <TitledSection
      id="checkout-shipping"
      title={t('checkout.shippingTitle')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NameField label={t('checkout.fullName')} isRequired className="sm:col-span-2" {...bind('name')} />
        <EmailField label={t('checkout.email')} isRequired {...bind('email')} />
        <PhoneField
          label={t('checkout.phone')}
          placeholder={t('checkout.phonePlaceholder')}
          isRequired
          {...bind('phone')}
        />
      </div>

      <div className="mt-6 space-y-4">
        {savedAddress && <SavedAddressToggle isOn={isUsingSavedAddress} onChange={onUseSavedAddressChange} />}
        {isUsingSavedAddress && savedAddress ? (
          <>
            <SavedAddressCard address={savedAddress} />
            {deliveryNote}
          </>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressFields
              field={bind}
              isRequired
              labels={{
                street: t('checkout.street'),
                city: t('checkout.city'),
                state: t('checkout.state'),
                pincode: t('checkout.pincode'),
              }}
              placeholders={{ street: t('checkout.streetPlaceholder'), pincode: t('checkout.pincodePlaceholder') }}
              pincodeHint={deliveryNote}
              streetClassName="sm:col-span-2"
            />
            <CheckboxField
              name="saveAddress"
              checked={isSavingAddress}
              onChange={onSaveAddressChange}
              className="text-slate-700 sm:col-span-2"
            >
              {t('checkout.saveAddress')}
            </CheckboxField>
          </div>
        )}
      </div>
    </TitledSection>
  );
}
