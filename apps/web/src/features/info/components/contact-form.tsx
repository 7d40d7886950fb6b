import { type ContactFormValues, contactSchema } from '@shop/shared/schemas/contact';
import { ContactMessageForm } from '../../../components/forms/contact-fields';
import { useCheckedForm } from '../../../components/forms/use-checked-form';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useT } from '../../../lib/i18n/i18n';
import { useSendContactMessage } from '../api/send-contact';

type Values = Required<{ [K in keyof ContactFormValues]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: the shared contact schema checks it here and again on the server. */
export function ContactForm() {
  const toast = useToast();
  const { t, locale } = useT();
  const send = useSendContactMessage();
  const form = useCheckedForm(contactSchema, EMPTY);

  return (
    <ContactMessageForm
      label={t('contact.form')}
      form={form}
      send={send}
      // The server words its answer in English; a Hindi page says it in Hindi.
      onSent={(response) => toast.success((locale === 'en' && response?.message) || t('contact.sent'))}
      failedText={t('contact.failed')}
      messageLabel={t('contact.message')}
      messagePlaceholder={t('contact.messagePlaceholder')}
      submitLabel={t('contact.send')}
      purpose={t('contact.purpose')}
    />
  );
}
