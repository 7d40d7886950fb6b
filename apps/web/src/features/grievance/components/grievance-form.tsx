import { type GrievanceFormValues, type GrievanceResponse, grievanceSchema } from '@shop/shared/schemas/grievance';
import { CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ContactFields } from '../../../components/forms/contact-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
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

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Grievance form">
      <FormAlert>
        {send.isError ? getErrorMessage(send.error, 'Failed to file your grievance. Please try again.') : null}
      </FormAlert>
      <ContactFields
        values={values}
        errors={errors}
        update={update}
        isSubjectWide
        extra={
          <TextField
            label="Order number"
            name="orderNumber"
            hint="Optional"
            maxLength={40}
            value={values.orderNumber}
            onChange={update('orderNumber')}
            error={errors.orderNumber}
          />
        }
        messageLabel="Your grievance"
        messagePlaceholder="What went wrong, and what would put it right?"
      />
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        File grievance
      </Button>
    </form>
  );
}
