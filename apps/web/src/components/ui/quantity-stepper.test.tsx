import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, start = 1 }: { max: number; start?: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} max={max} onChange={setValue} label="Quantity" />;
}

describe('QuantityStepper', () => {
  afterEach(cleanup);

  it('steps between 1 and the stock and disables the buttons at the ends', () => {
    render(<Harness max={2} />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    const minus = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(input.value).toBe('2');
    expect(plus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(input.value).toBe('2');
  });

  it('clamps typed values to the stock and to at least 1', () => {
    render(<Harness max={7} />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '99' } });
    expect(input.value).toBe('7');
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('1');
  });

  it('keeps the last valid value while the field is emptied', () => {
    render(<Harness max={7} start={4} />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    fireEvent.blur(input);
    expect(input.value).toBe('4');
  });
});
