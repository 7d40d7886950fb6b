import type { CodConfirmationView } from '@shop/shared/cod-confirmation';
import { shippingAddressSchema, type ShippingAddress } from '@shop/shared/schemas/address';
import { type FormEvent, useState } from 'react';
import { AddressFields, NameField, PhoneField } from '../../../components/forms';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/i18n';

type Field = 'name' | 'phone' | 'street' | 'city' | 'state' | 'pincode';

/** "Change address" on the COD confirmation page: the delivery address, checked like checkout's. */
export function CodAddressForm({
  current,
  isSaving,
  failure,
  onSave,
  onCancel,
}: {
  current: CodConfirmationView['shippingAddress'];
  isSaving: boolean;
  failure: string | null;
  onSave: (address: ShippingAddress) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ ...current });
  const { t } = useT();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = shippingAddressSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('cod.newAddress')} className="space-y-4">
      <FormAlert>{failure}</FormAlert>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NameField label={t('checkout.fullName')} isRequired {...bind('name')} />
        <PhoneField
          label={t('checkout.phone')}
          placeholder={t('checkout.phonePlaceholder')}
          isRequired
          {...bind('phone')}
        />
        <AddressFields
          isRequired
          field={bind}
          streetClassName="sm:col-span-2"
          labels={{
            street: t('checkout.street'),
            city: t('checkout.city'),
            state: t('checkout.state'),
            pincode: t('checkout.pincode'),
          }}
          chooseStateLabel={t('cod.chooseState')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSaving}>
          {t('cod.saveAddress')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cod.keepAddress')}
        </Button>
      </div>
    </form>
  );
}
