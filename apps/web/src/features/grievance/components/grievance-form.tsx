import { type GrievanceFormValues, type GrievanceResponse, grievanceSchema } from '@shop/shared/schemas/grievance';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { ContactMessageForm } from '../../../components/forms/contact-fields';
import { useCheckedForm } from '../../../components/forms/use-checked-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/link';
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
  const [received, setReceived] = useState<GrievanceResponse | null>(null);
  const send = useSendGrievance();
  const form = useCheckedForm(grievanceSchema, EMPTY);

  if (received) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          Grievance registered: <span data-testid="grievance-ticket">{received.ticket}</span>
        </p>
        <p className="mt-2 text-sm">{received.message}</p>
        <p className="mt-1 text-sm">Resolution due by {longDate(received.resolveBy)}.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={paths.grievanceStatus(received.ticket)}
            className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Follow this grievance
          </Link>
          <Button variant="outline" onClick={() => setReceived(null)}>
            File another grievance
          </Button>
        </div>
      </div>
    );
  }

  return (
    <ContactMessageForm
      label="Grievance form"
      form={form}
      send={send}
      onSent={setReceived}
      failedText="Failed to file your grievance. Please try again."
      isSubjectWide
      extra={
        <TextField
          label="Order number"
          name="orderNumber"
          hint="Optional"
          maxLength={40}
          value={form.values.orderNumber}
          onChange={form.update('orderNumber')}
          error={form.errors.orderNumber}
        />
      }
      messageLabel="Your grievance"
      messagePlaceholder="What went wrong, and what would put it right?"
      submitLabel="File grievance"
      purpose="to handle my grievance: acknowledge it, resolve it and show me its status"
    />
  );
}
