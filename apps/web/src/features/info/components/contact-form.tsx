import { CONTACT_MESSAGES, type ContactFormValues, contactSchema } from '@shop/shared/schemas/contact';
import { ContactMessageForm } from '../../../components/forms/contact-fields';
import { useCheckedForm } from '../../../components/forms/use-checked-form';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useSendContactMessage } from '../api/send-contact';

type Values = Required<{ [K in keyof ContactFormValues]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: the shared contact schema checks it here and again on the server. */
export function ContactForm() {
  const toast = useToast();
  const send = useSendContactMessage();
  const form = useCheckedForm(contactSchema, EMPTY);

  return (
    <ContactMessageForm
      label="Contact form"
      form={form}
      send={send}
      onSent={(response) => toast.success(response?.message || CONTACT_MESSAGES.sent)}
      failedText="Failed to send your message. Please try again."
      messageLabel="Message"
      messagePlaceholder="How can we help?"
      submitLabel="Send Message"
      purpose="to answer my message"
    />
  );
}
