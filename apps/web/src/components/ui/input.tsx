import { useBrowserWords } from '../../lib/i18n/browser-words';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Input, Label, Select, TextArea } from './control';

export { Input, Label, Select, TextArea };

/** A message in English from a shared schema or a screen's fallback is shown in the page's language (decision 203). */
function useInPageLanguage(children: ReactNode): ReactNode {
  const { ready, word } = useBrowserWords(typeof children === 'string' && children !== '');
  if (typeof children !== 'string') return children;
  return ready ? word(children) : null;
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  const text = useInPageLanguage(children);
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {text}
    </p>
  );
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label; the control itself gets `required` from the caller when the browser should check it. */
  isRequired?: boolean;
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  // The hint is not drawn while there is a message, so it is then not pointed at either.
  const describedBy = cn(error && errorId, hint && !error ? hintId : undefined) || undefined;
  return { fieldId, errorId, hintId, describedBy };
}

function FieldLabel({ htmlFor, label, isRequired }: { htmlFor: string; label: ReactNode; isRequired?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {isRequired && (
        <span className="ml-0.5 text-red-500" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** What a control inside a FormField must carry to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one form field of the web app: label (with a required mark), the control, a hint while there is no error,
 * and the field's message, wired for screen readers (aria-invalid, aria-describedby). TextField, SelectField and
 * TextAreaField are this with an input, a select and a textarea.
 */
export function FormField({
  label,
  error,
  hint,
  isRequired,
  id,
  className,
  children,
}: FieldProps & { id?: string; className?: string; children: (control: FieldControlProps) => ReactNode }) {
  const { fieldId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} isRequired={isRequired} />
      {children({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * A FormField around one kind of control: the field's own props (label, error, hint, isRequired, and id and
 * className for the field) go to the FormField, everything else (children included) to the control.
 */
function fieldOf<P extends object>(Control: (props: P & FieldControlProps) => ReactNode) {
  return function Field({ label, error, hint, isRequired, id, className, ...props }: FieldProps & P & ControlSlot) {
    return (
      <FormField label={label} error={error} hint={hint} isRequired={isRequired} id={id} className={className}>
        {(control) => <Control {...control} {...(props as P)} />}
      </FormField>
    );
  };
}

/** The field's id and className, which FormField takes rather than the control. */
interface ControlSlot {
  id?: string;
  className?: string;
}

export const TextField = fieldOf<ComponentProps<'input'>>(Input);
export const SelectField = fieldOf<ComponentProps<'select'>>(Select);
export const TextAreaField = fieldOf<ComponentProps<'textarea'>>(TextArea);

/** A form-level failure (wrong password, server refusal), announced when it appears. */
export function FormAlert({ children }: { children?: ReactNode }) {
  const text = useInPageLanguage(children);
  if (!text) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {text}
    </div>
  );
}
