import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { INDIAN_STATES } from '@shop/shared/indian-states';
import { MESSAGES } from '@shop/shared/messages';
import { profileUpdateSchema, type User } from '@shop/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { AddressFields, NameField, PhoneField, SaveCancelButtons, TitledSection } from '../../../components/forms';
import { TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { useT } from '../../../lib/i18n/i18n';

interface ProfileValues {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
}

function valuesFrom(user: User): ProfileValues {
  return {
    name: user.name,
    phone: user.phone,
    street: user.address.street,
    city: user.address.city,
    state: user.address.state,
    pincode: user.address.pincode,
  };
}

/** Edit mode of the profile. Mounted fresh from the session user, so Cancel (unmount) resets it. */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const toast = useToast('profile.save');
  const update = useUpdateProfile();
  const { t } = useT();
  const { word } = useBrowserWords();
  const [values, setValues] = useState<ProfileValues>(() => valuesFrom(user));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onCancel = () => {
    setValues(valuesFrom(user));
    setErrors({});
    onDone();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse({
      name: values.name,
      phone: values.phone,
      address: { street: values.street, city: values.city, state: values.state, pincode: values.pincode },
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(word(MESSAGES.profileUpdated));
        onDone();
      },
      onError: (error) => toast.error(word(getErrorMessage(error, MESSAGES.profileUpdateFailed))),
    });
  };

  // A state saved before the list was enforced still shows, so saving without touching it is not silent loss.
  const stateOptions: readonly string[] =
    values.state && !(INDIAN_STATES as readonly string[]).includes(values.state)
      ? [values.state, ...INDIAN_STATES]
      : INDIAN_STATES;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.editForm')} className="grid gap-6 md:grid-cols-2">
      <TitledSection
        id="profile-personal-heading"
        title={t('profile.personal')}
        as="fieldset"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <NameField label={t('profile.name')} required isRequired value={values.name} onChange={set('name')} error={errors.name} />
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint={t('profile.emailFixed')}
        />
        <PhoneField
          label={t('profile.phone')}
          placeholder={t('profile.phonePlaceholder')}
          value={values.phone} onChange={set('phone')} error={errors.phone} />
      </TitledSection>
      <TitledSection
        id="profile-address-heading"
        title={t('profile.address')}
        as="fieldset"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <AddressFields
          field={(name) => ({ name, value: values[name], onChange: set(name), error: errors[`address.${name}`] })}
          stateOptions={stateOptions}
          labels={{
            street: t('profile.street'),
            city: t('profile.city'),
            state: t('profile.state'),
            pincode: t('profile.pincode'),
          }}
          chooseStateLabel={t('profile.chooseState')}
        />
      </TitledSection>
      <SaveCancelButtons
        onCancel={onCancel}
        isPending={update.isPending}
        saveLabel={t('profile.saveChanges')}
        cancelLabel={t('profile.cancel')}
        savingLabel={t('profile.saving')}
        className="md:col-span-2"
      />
    </form>
  );
}
