import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldMessages } from './use-field-messages';

/** Two fields checked by one rule each, as a form would use the hook. */
function TwoFields() {
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const { errors, checkOnSubmit, resetMessages } = useFieldMessages(() => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Enter your name';
    if (!/^\d{6}$/.test(pin)) found.pin = 'PIN code: 6 digits';
    return found;
  });
  return (
    <form
      aria-label="Address"
      onSubmit={(event) => {
        event.preventDefault();
        checkOnSubmit();
      }}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      {errors.name && <p>{errors.name}</p>}
      <input aria-label="PIN" value={pin} onChange={(e) => setPin(e.target.value)} />
      {errors.pin && <p>{errors.pin}</p>}
      <button type="button" onClick={resetMessages}>
        Cancel
      </button>
    </form>
  );
}

describe('useFieldMessages', () => {
  afterEach(cleanup);

  it('shows nothing while the shopper types before the first submit', () => {
    render(<TwoFields />);
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '12' } });
    expect(screen.queryByText('PIN code: 6 digits')).toBeNull();
  });

  it('clears a message the moment its field is valid, keeps the other, and shows a new problem at once', () => {
    render(<TwoFields />);
    fireEvent.submit(screen.getByRole('form', { name: 'Address' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('PIN code: 6 digits')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(screen.getByText('PIN code: 6 digits')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '560001' } });
    expect(screen.queryByText('PIN code: 6 digits')).toBeNull();
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '5600' } });
    expect(screen.getByText('PIN code: 6 digits')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('PIN code: 6 digits')).toBeNull();
  });
});
