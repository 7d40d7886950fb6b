import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { ProductOption } from '@shop/shared/schemas/catalog';
import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS } from '@shop/shared/schemas/variants';
import { Button } from '../../../../components/ui/button';
import { Input, TextField } from '../../../../components/ui/input';

export interface OptionDraft {
  name: string;
  values: string[];
}

const SUGGESTED_NAMES = ['Size', 'Colour', 'Material'];

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** One option: its name and its ordered values (add, remove, move up or down: the grid follows this order). */
function OptionCard({
  index,
  option,
  onChange,
  onRemove,
}: {
  index: number;
  option: OptionDraft;
  onChange: (next: OptionDraft) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = option.name.trim() || `option ${index + 1}`;

  function add() {
    const value = draft.trim();
    if (!value) return;
    if (option.values.some((v) => v.toLowerCase() === value.toLowerCase())) {
      setError(`${value} is already a value of ${label}`);
      return;
    }
    if (option.values.length >= MAX_OPTION_VALUES) {
      setError(`An option has at most ${MAX_OPTION_VALUES} values`);
      return;
    }
    onChange({ ...option, values: [...option.values, value] });
    setDraft('');
    setError(null);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={`Option ${index + 1} name`}
          value={option.name}
          maxLength={40}
          placeholder={SUGGESTED_NAMES[index] ?? 'e.g. Style'}
          onChange={(event) => onChange({ ...option, name: event.target.value })}
        />
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove option ${label}`}>
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Values of ${label}`}>
        {option.values.map((value, i) => (
          <li key={value} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm">
            <span>{value}</span>
            <button
              type="button"
              className="rounded-full p-1 hover:bg-slate-200 disabled:opacity-30"
              aria-label={`Move ${value} earlier`}
              disabled={i === 0}
              onClick={() => onChange({ ...option, values: move(option.values, i, i - 1) })}
            >
              <ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="rounded-full p-1 hover:bg-slate-200 disabled:opacity-30"
              aria-label={`Move ${value} later`}
              disabled={i === option.values.length - 1}
              onClick={() => onChange({ ...option, values: move(option.values, i, i + 1) })}
            >
              <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="rounded-full p-1 hover:bg-slate-200"
              aria-label={`Remove ${value}`}
              onClick={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Input
          aria-label={`New value of ${label}`}
          aria-invalid={error ? true : undefined}
          value={draft}
          maxLength={40}
          placeholder={index === 0 ? 'e.g. M' : 'e.g. Blue'}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={add}>
          Add value
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </li>
  );
}

/** Up to three options; the variant grid is generated from them when the admin saves. */
export function OptionsEditor({
  options,
  onChange,
}: {
  options: OptionDraft[];
  onChange: (next: OptionDraft[]) => void;
}) {
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {options.map((option, i) => (
          <OptionCard
            key={i}
            index={i}
            option={option}
            onChange={(next) => onChange(options.map((o, j) => (j === i ? next : o)))}
            onRemove={() => onChange(options.filter((_, j) => j !== i))}
          />
        ))}
      </ul>
      {options.length < MAX_PRODUCT_OPTIONS && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...options, { name: SUGGESTED_NAMES[options.length] ?? '', values: [] }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add option
        </Button>
      )}
    </div>
  );
}

export const toOptionDrafts = (options: readonly ProductOption[]): OptionDraft[] =>
  options.map((o) => ({ name: o.name, values: [...o.values] }));
