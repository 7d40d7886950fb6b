import { CONTACT_MESSAGE_MAX } from '@shop/shared/schemas/contact';
import { type GrievanceFormValues, type GrievanceResponse, grievanceSchema } from '@shop/shared/schemas/grievance';
import { CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert, Label, TextField } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toFieldErrors } from '../../../lib/form-errors';
import { useSendGrievance } from '../api/send-grievance';

type Values = Required<{ [K in keyof GrievanceFormValues]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', orderNumber: '', subject: '', message: '' };

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The grievance form: the shared schema checks it here and again on the server; the answer shows the ticket. */
export function GrievanceForm() {
  const messageId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [received, setReceived] = useState<GrievanceResponse | null>(null);
  const send = useSendGrievance();

  const validate = (next: Values) => {
    const result = grievanceSchema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: toFieldErrors(result.error) };
  };

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (hasTriedSubmit) setErrors(validate(next).errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    const result = validate(values);
    setErrors(result.errors);
    if (!result.data) return;
    send.mutate(result.data, {
      onSuccess: (response) => {
        setReceived(response);
        setValues(EMPTY);
        setErrors({});
        setHasTriedSubmit(false);
      },
    });
  };

  if (received) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          Grievance registered: <span data-testid="grievance-ticket">{received.ticket}</span>
        </p>
        <p className="mt-2 text-sm">{received.message}</p>
        <p className="mt-1 text-sm">Resolution due by {longDate(received.resolveBy)}.</p>
        <Button variant="outline" className="mt-4" onClick={() => setReceived(null)}>
          File another grievance
        </Button>
      </div>
    );
  }

  const messageError = errors.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Grievance form">
      <FormAlert>
        {send.isError ? getErrorMessage(send.error, 'Failed to file your grievance. Please try again.') : null}
      </FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          hint="Optional"
          value={values.phone}
          onChange={update('phone')}
          error={errors.phone}
        />
        <TextField
          label="Order number"
          name="orderNumber"
          hint="Optional"
          value={values.orderNumber}
          onChange={update('orderNumber')}
          error={errors.orderNumber}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        isRequired
        value={values.subject}
        onChange={update('subject')}
        error={errors.subject}
      />
      <div>
        <Label htmlFor={messageId}>
          Your grievance
          <span className="ml-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        </Label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={update('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
            messageError ? 'border-red-400' : 'border-slate-300',
          )}
          placeholder="What went wrong, and what would put it right?"
        />
        <FieldError id={`${messageId}-error`}>{messageError}</FieldError>
      </div>
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        File grievance
      </Button>
    </form>
  );
}
