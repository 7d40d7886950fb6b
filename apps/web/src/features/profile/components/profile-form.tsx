import { INDIAN_STATES } from '@shop/shared/indian-states';
import { FIELD_MAX, MESSAGES } from '@shop/shared/messages';
import { profileUpdateSchema, type User } from '@shop/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

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
        toast.success(MESSAGES.profileUpdated);
        onDone();
      },
      onError: (error) => toast.error(getErrorMessage(error, MESSAGES.profileUpdateFailed)),
    });
  };

  // A state saved before the list was enforced still shows, so saving without touching it is not silent loss.
  const stateOptions: readonly string[] =
    values.state && !(INDIAN_STATES as readonly string[]).includes(values.state)
      ? [values.state, ...INDIAN_STATES]
      : INDIAN_STATES;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile" className="grid gap-6 md:grid-cols-2">
      <fieldset
        aria-labelledby="profile-personal-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="profile-personal-heading" className="text-lg font-semibold text-slate-900">
          Personal Information
        </h2>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          maxLength={FIELD_MAX.name}
          required
          isRequired
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint="Email cannot be changed"
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_MAX.phone}
          inputMode="tel"
          placeholder="10-digit mobile number"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </fieldset>
      <fieldset
        aria-labelledby="profile-address-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="profile-address-heading" className="text-lg font-semibold text-slate-900">
          Shipping Address
        </h2>
        <TextField
          label="Street address"
          name="street"
          autoComplete="street-address"
          maxLength={FIELD_MAX.street}
          value={values.street}
          onChange={set('street')}
          error={errors['address.street']}
        />
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          maxLength={FIELD_MAX.city}
          value={values.city}
          onChange={set('city')}
          error={errors['address.city']}
        />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          value={values.state}
          onChange={set('state')}
          error={errors['address.state']}
        >
          <option value="">Select state</option>
          {stateOptions.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label="PIN code"
          name="pincode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          value={values.pincode}
          onChange={set('pincode')}
          error={errors['address.pincode']}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end md:col-span-2">
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
