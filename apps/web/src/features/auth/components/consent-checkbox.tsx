import type { ReactNode } from 'react';
import { FieldError } from '../../../components/ui/input';

/**
 * A consent the browser and the schema both insist on (terms, privacy notice): the box for the form's boolean
 * `name`, its label with the linked document, an optional note under it, and its message.
 */
export function ConsentCheckbox<Name extends string>({
  id,
  name,
  form,
  hint,
  children,
}: {
  id: string;
  name: Name;
  form: {
    values: Record<Name, boolean>;
    errors: Partial<Record<string, string>>;
    set: (key: Name, checked: boolean) => void;
  };
  hint?: ReactNode;
  children: ReactNode;
}) {
  const checked = form.values[name];
  const error = form.errors[name];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => form.set(name, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {children}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 pl-7 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
