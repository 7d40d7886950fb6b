import {
  CONTACT_MESSAGES,
  type ContactFormValues,
  contactSchema,
} from '@shop/shared/schemas/contact';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ContactFields } from '../../../components/forms/contact-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact';

type Values = Required<{ [K in keyof ContactFormValues]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: the shared contact schema checks it here and again on the server. */
export function ContactForm() {
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const send = useSendContactMessage();

  const validate = (next: Values) => {
    const result = contactSchema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: toFieldErrors(result.error) };
  };

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first submit, messages follow the typing so a fixed field clears at once.
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
        toast.success(response?.message || CONTACT_MESSAGES.sent);
        setValues(EMPTY);
        setErrors({});
        setHasTriedSubmit(false);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <FormAlert>
        {send.isError ? getErrorMessage(send.error, 'Failed to send your message. Please try again.') : null}
      </FormAlert>
      <ContactFields
        values={values}
        errors={errors}
        update={update}
        messageLabel="Message"
        messagePlaceholder="How can we help?"
      />
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
