import { type ChangeEvent, useState } from 'react';

/** A text box checked on submit: its text and its message, which goes away as soon as the text is edited. */
export function useCheckedText() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    setError,
    reset: () => {
      setValue('');
      setError(undefined);
    },
    /** Spread on the field: its value, its message and the change handler that clears the message. */
    field: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
    },
  };
}
