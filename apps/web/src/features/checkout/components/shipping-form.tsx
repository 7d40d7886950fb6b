import { FIELD_MAX } from '@shop/shared/messages';
import { INDIAN_STATES } from '@shop/shared/indian-states';
import { MapPin } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { SelectField, TextField } from '../../../components/ui/input';
import type { CheckoutField, CheckoutValues, SavedAddress } from '../utils/checkout-form';

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
  return (
    <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <span className="text-sm font-medium text-slate-800">Use my saved address</span>
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
  const bind = (field: CheckoutField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    error: errors[field],
  });

  return (
    <section
      aria-labelledby="checkout-shipping"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="checkout-shipping" className="text-lg font-semibold text-slate-900">
        Shipping Information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          maxLength={FIELD_MAX.name}
          isRequired
          className="sm:col-span-2"
          {...bind('name')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={FIELD_MAX.email}
          inputMode="email"
          isRequired
          {...bind('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
          inputMode="tel"
          placeholder="10-digit mobile number"
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
            <TextField
              label="Street address"
              autoComplete="street-address"
              maxLength={FIELD_MAX.street}
              placeholder="House no., building, street, area"
              isRequired
              className="sm:col-span-2"
              {...bind('street')}
            />
            <TextField
              label="City"
              autoComplete="address-level2"
              maxLength={FIELD_MAX.city}
              isRequired
              {...bind('city')}
            />
            <SelectField label="State" autoComplete="address-level1" isRequired {...bind('state')}>
              <option value="">Select state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </SelectField>
            <TextField
              label="PIN code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="6-digit PIN"
              isRequired
              hint={deliveryNote}
              {...bind('pincode')}
            />
            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 sm:col-span-2">
              <input
                type="checkbox"
                name="saveAddress"
                checked={isSavingAddress}
                onChange={(event) => onSaveAddressChange(event.target.checked)}
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
              />
              Save this address to my profile
            </label>
          </div>
        )}
      </div>
    </section>
  );
}
