import { FIELD_MAX } from '@shop/shared/messages';
import { CONTACT_MESSAGE_MAX, CONTACT_PHONE_MAX, CONTACT_SUBJECT_MAX } from '@shop/shared/schemas/contact';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '../ui/input';
// Through the index, so the contact pages share the forms' one chunk.
import { NameField } from './index';

export interface ContactFieldValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/**
 * The fields the contact form and the grievance form share (name, email, phone, subject, message), each a
 * FormField with the shared schema's length limit; `extra` goes next to the phone (the grievance's order number).
 */
export function ContactFields({
  values,
  errors,
  update,
  extra,
  messageLabel,
  messagePlaceholder,
  isSubjectWide = false,
}: {
  values: ContactFieldValues;
  errors: Partial<Record<string, string>>;
  update: (field: keyof ContactFieldValues) => (event: { target: { value: string } }) => void;
  extra?: ReactNode;
  messageLabel: string;
  messagePlaceholder: string;
  /** The subject on a row of its own instead of next to the phone. */
  isSubjectWide?: boolean;
}) {
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
