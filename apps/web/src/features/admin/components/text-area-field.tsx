import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** Label + textarea + message, matching the look of TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  isRequired,
  id,
  className,
  ...props
}: { label: ReactNode; error?: string; hint?: ReactNode; isRequired?: boolean } & ComponentProps<'textarea'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={fieldId}>
        {label}
        {isRequired && (
          <span className="ml-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(error && errorId, hint ? hintId : undefined) || undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
          error ? 'border-red-400' : 'border-slate-300',
        )}
        {...props}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
