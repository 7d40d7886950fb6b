import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

export interface QuantityStepperProps {
  value: number;
  /** Highest allowed quantity (the stock). */
  max: number;
  min?: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the input, e.g. "Quantity" or "Quantity of Steel Bottle". */
  label: string;
  isDisabled?: boolean;
  size?: 'sm' | 'md';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * − [n] + with the typed value clamped to min..max as it is typed: the quantity can never exceed the stock.
 * While the field is empty the last valid value is kept and restored on blur.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  label,
  isDisabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const buttonClass = cn(
    'inline-flex items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
    size === 'sm' ? 'h-8 w-8' : 'h-10 w-10',
  );

  const commit = (next: number) => {
    const clamped = clamp(next, min, max);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
      <button
        type="button"
        className={buttonClass}
        onClick={() => commit(value - 1)}
        disabled={isDisabled || value <= min}
        aria-label={`Decrease ${label.toLowerCase()}`}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        disabled={isDisabled}
        onChange={(event) => {
          const text = event.target.value;
          const parsed = Number.parseInt(text, 10);
          if (text === '' || Number.isNaN(parsed)) {
            setDraft('');
            return;
          }
          commit(parsed);
        }}
        onBlur={() => setDraft(null)}
        className={cn(
          'border-x border-slate-300 text-center text-sm font-semibold text-slate-900 [appearance:textfield] focus:outline-2 focus:-outline-offset-2 focus:outline-brand-500 disabled:bg-slate-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          size === 'sm' ? 'h-8 w-11' : 'h-10 w-14',
        )}
      />
      <button
        type="button"
        className={buttonClass}
        onClick={() => commit(value + 1)}
        disabled={isDisabled || value >= max}
        aria-label={`Increase ${label.toLowerCase()}`}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
