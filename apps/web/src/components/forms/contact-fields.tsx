import { FIELD_MAX } from '@shop/shared/messages';
import { CONTACT_MESSAGE_MAX, CONTACT_PHONE_MAX, CONTACT_SUBJECT_MAX } from '@shop/shared/schemas/contact';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { FormAlert, TextAreaField, TextField } from '../ui/input';
// Through the index, so the contact pages share the forms' one chunk.
import { NameField } from './index';
import type { CheckedForm } from './use-checked-form';

export interface ContactFieldValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

interface ContactFieldsProps {
  form: {
    values: ContactFieldValues;
    errors: Partial<Record<string, string>>;
    update: (field: keyof ContactFieldValues) => (event: { target: { value: string } }) => void;
  };
  extra?: ReactNode;
  messageLabel: string;
  messagePlaceholder: string;
  /** The subject on a row of its own instead of next to the phone. */
  isSubjectWide?: boolean;
}

/** What the form needs of its mutation (TanStack Query's useMutation result). */
interface Sender<T, R> {
  mutate: (data: T, options: { onSuccess: (response: R) => void }) => void;
  isError: boolean;
  error: unknown;
  isPending: boolean;
}

/**
 * The form the contact page and the grievance page share: a failure alert, the fields (name, email, phone,
 * subject, message) and the send button. Valid values go to `send`; once sent, `onSent` gets the answer
 * and the form empties. `failedText` is what a failure says when the server gives no reason.
 */
export function ContactMessageForm<V extends ContactFieldValues, T, R>({
  label,
  form,
  send,
  onSent,
  failedText,
  submitLabel,
  ...fields
}: Omit<ContactFieldsProps, 'form'> & {
  label: string;
  form: CheckedForm<V, T>;
  send: Sender<T, R>;
  onSent: (response: R) => void;
  failedText: string;
  submitLabel: string;
}) {
  const onSubmit = form.submit((data) =>
    send.mutate(data, {
      onSuccess: (response) => {
        onSent(response);
        form.reset();
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      <FormAlert>{send.isError ? getErrorMessage(send.error, failedText) : null}</FormAlert>
      <ContactFields form={form} {...fields} />
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The fields themselves, each a FormField with the shared schema's length limit; `extra` goes next to the
 * phone (the grievance's order number).
 */
function ContactFields({
  form: { values, errors, update },
  extra,
  messageLabel,
  messagePlaceholder,
  isSubjectWide = false,
}: ContactFieldsProps) {
  const subject = (
    <TextField
      label="Subject"
      name="subject"
      isRequired
      maxLength={CONTACT_SUBJECT_MAX}
      value={values.subject}
      onChange={update('subject')}
      error={errors.subject}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField label="Name" isRequired value={values.name} onChange={update('name')} error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          maxLength={FIELD_MAX.email}
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
          maxLength={CONTACT_PHONE_MAX}
          value={values.phone}
          onChange={update('phone')}
          error={errors.phone}
        />
        {extra}
        {!isSubjectWide && subject}
      </div>
      {isSubjectWide && subject}
      <TextAreaField
        label={messageLabel}
        name="message"
        isRequired
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        value={values.message}
        onChange={update('message')}
        error={errors.message}
        placeholder={messagePlaceholder}
      />
    </>
  );
}
