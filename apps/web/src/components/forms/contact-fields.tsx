import { FIELD_MAX } from '@shop/shared/messages';
import { CONTACT_MESSAGE_MAX, CONTACT_PHONE_MAX, CONTACT_SUBJECT_MAX } from '@shop/shared/schemas/contact';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { getErrorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n/i18n';
import { richText } from '../../lib/i18n/rich-text';
import { Link } from '../../lib/link';
import { Button } from '../ui/button';
import { FieldError, FormAlert, TextAreaField, TextField } from '../ui/input';
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

/** The notice version the shopper accepted, sent with the form (docs/decisions/163-consent-on-open-forms.md). */
type WithConsent<T> = T & { privacyNoticeVersion: string };

/**
 * The form the contact page and the grievance page share: a failure alert, the fields (name, email, phone,
 * subject, message), the privacy notice to accept, and the send button. Valid values go to `send` with the
 * accepted notice version; once sent, `onSent` gets the answer and the form empties. `failedText` is what a
 * failure says when the server gives no reason; `purpose` ends the consent sentence. Its words are the `info`
 * catalogue's (decision 253): the pages that show it load that section.
 */
export function ContactMessageForm<V extends ContactFieldValues, T, R>({
  label,
  form,
  send,
  onSent,
  failedText,
  submitLabel,
  purpose,
  ...fields
}: Omit<ContactFieldsProps, 'form'> & {
  label: string;
  form: CheckedForm<V, T>;
  send: Sender<WithConsent<T>, R>;
  onSent: (response: R) => void;
  failedText: string;
  submitLabel: string;
  purpose: string;
}) {
  const { t } = useT();
  const [accepted, setAccepted] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const submitChecked = form.submit((data) => {
    if (!accepted) return;
    send.mutate(
      { ...data, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
      {
        onSuccess: (response) => {
          onSent(response);
          form.reset();
          setAccepted(false);
        },
      },
    );
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setConsentError(accepted ? null : t('contactForm.consentRequired'));
    submitChecked(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      <FormAlert>{send.isError ? getErrorMessage(send.error, failedText) : null}</FormAlert>
      <ContactFields form={form} {...fields} />
      <NoticeConsent
        purpose={purpose}
        accepted={accepted}
        error={consentError}
        onChange={(checked) => {
          setAccepted(checked);
          if (checked) setConsentError(null);
        }}
      />
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}

/** The required acknowledgement of the privacy notice for this form's purpose. */
function NoticeConsent({
  purpose,
  accepted,
  error,
  onChange,
}: {
  purpose: string;
  accepted: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="acceptPrivacy"
          type="checkbox"
          required
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {richText(
            t('contactForm.consent', { purpose }),
            <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank" />,
          )}
        </label>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
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
  const { t } = useT();
  const subject = (
    <TextField
      label={t('contactForm.subject')}
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
        <NameField label={t('contactForm.name')} isRequired value={values.name} onChange={update('name')} error={errors.name} />
        <TextField
          label={t('contactForm.email')}
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
          label={t('contactForm.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={t('contactForm.optional')}
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
