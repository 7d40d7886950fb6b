import { type FormEvent, useState } from 'react';
import { checkValues, type FormSchema } from '../../lib/form-errors';
import { useFieldMessages } from './use-field-messages';

/**
 * A form its schema checks on submit and, after a first submit, on every change, so a fixed field's message
 * clears at once (the contact and grievance forms). `submit(onValid)` is the form's onSubmit: it hands the
 * parsed values to `onValid` when they pass; `reset` empties the form.
 */
export function useCheckedForm<V extends object, T>(schema: FormSchema<V, T>, empty: V) {
  const [values, setValues] = useState<V>(empty);
  const { errors, checkOnSubmit, resetMessages } = useFieldMessages(() => checkValues(schema, values).errors);

  const update = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkOnSubmit();
    const { data } = checkValues(schema, values);
    if (data !== null) onValid(data);
  };

  const reset = () => {
    setValues(empty);
    resetMessages();
  };

  return { values, errors, update, submit, reset };
}

export type CheckedForm<V extends object, T> = ReturnType<typeof useCheckedForm<V, T>>;
