import { useState } from 'react';

/**
 * A form's values and its field messages; changing a field clears that field's message. `update(key)` is
 * an input's onChange; `set(key, value)` for anything else (a checkbox); `field(key)` a text field's whole
 * binding (name, value, onChange and message).
 */
export function useFormValues<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  const update = (key: keyof T & string) => (event: { target: { value: string } }) =>
    set(key, event.target.value as T[typeof key]);
  const field = <K extends keyof T & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: update(key),
    error: errors[key],
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, setValues, errors, setErrors, set, update, field, reset };
}
