import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  type ContactFormValues,
  contactSchema,
} from '@shop/shared/schemas/contact';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert, Label, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toFieldErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact';

type Values = Required<{ [K in keyof ContactFormValues]: string }>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: the shared contact schema checks it here and again on the server. */
export function ContactForm() {
  const toast = useToast();
  const messageId = useId();
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

  const messageError = errors.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <FormAlert>
        {send.isError ? getErrorMessage(send.error, 'Failed to send your message. Please try again.') : null}
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
          label="Subject"
          name="subject"
          isRequired
          value={values.subject}
          onChange={update('subject')}
          error={errors.subject}
        />
      </div>
      <div>
        <Label htmlFor={messageId}>
          Message
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
          placeholder="How can we help?"
        />
        <FieldError id={`${messageId}-error`}>{messageError}</FieldError>
      </div>
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
