import { type GrievanceFormValues, type GrievanceResponse, grievanceSchema } from '@shop/shared/schemas/grievance';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { ContactMessageForm } from '../../../components/forms/contact-fields';
import { useCheckedForm } from '../../../components/forms/use-checked-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/link';
import { INTL_LOCALE } from '@shop/shared/locale';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { useSendGrievance } from '../api/send-grievance';

type Values = Required<{ [K in keyof GrievanceFormValues]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', orderNumber: '', subject: '', message: '' };

const longDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, {
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
  const { t, locale } = useT();

  if (received) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          {richText(t('grievance.registered', { ticket: received.ticket }), <span data-testid="grievance-ticket" />)}
        </p>
        {/* The server words its answer in English; a Hindi page says the same in Hindi. */}
        <p className="mt-2 text-sm">
          {locale === 'en' ? received.message : t('grievance.received', { ticket: received.ticket })}
        </p>
        <p className="mt-1 text-sm">
          {t('grievance.dueBy', { date: longDate(received.resolveBy, INTL_LOCALE[locale]) })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={paths.grievanceStatus(received.ticket)}
            className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t('grievance.follow')}
          </Link>
          <Button variant="outline" onClick={() => setReceived(null)}>
            {t('grievance.another')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <ContactMessageForm
      label={t('grievance.form')}
      form={form}
      send={send}
      onSent={setReceived}
      failedText={t('grievance.failed')}
      isSubjectWide
      extra={
        <TextField
          label={t('grievance.orderNumber')}
          name="orderNumber"
          hint={t('contactForm.optional')}
          maxLength={40}
          value={form.values.orderNumber}
          onChange={form.update('orderNumber')}
          error={form.errors.orderNumber}
        />
      }
      messageLabel={t('grievance.message')}
      messagePlaceholder={t('grievance.messagePlaceholder')}
      submitLabel={t('grievance.submit')}
      purpose={t('grievance.purpose')}
    />
  );
}
