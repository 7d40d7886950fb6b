import { type FormEvent, useState } from 'react';
import { checkValues, type FormSchema } from '../../lib/form-errors';

/**
 * A form its schema checks on submit and, after a first submit, on every change, so a fixed field's message
 * clears at once (the contact and grievance forms). `submit(onValid)` is the form's onSubmit: it hands the
 * parsed values to `onValid` when they pass; `reset` empties the form.
 */
export function useCheckedForm<V extends object, T>(schema: FormSchema<V, T>, empty: V) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);

  const update = (field: keyof V) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (hasTriedSubmit) setErrors(checkValues(schema, next).errors);
  };

  const submit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    const { data, errors: found } = checkValues(schema, values);
    setErrors(found);
    if (data !== null) onValid(data);
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
    setHasTriedSubmit(false);
  };

  return { values, errors, update, submit, reset };
}

export type CheckedForm<V extends object, T> = ReturnType<typeof useCheckedForm<V, T>>;
