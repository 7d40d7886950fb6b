import { plural } from '@shop/shared/plural';
import { MESSAGES } from '@shop/shared/messages';
import type { UserRole } from '@shop/shared/schemas/auth';
import { EMAIL_MESSAGE_MAX, EMAIL_SUBJECT_MAX } from '@shop/shared/schemas/notifications';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendBulkEmail, useSendUserEmail } from '../api/user-actions';
import type { User } from '../types';
import { newIdempotencyKey } from '../utils/idempotency';
import { TextAreaField } from './text-area-field';

export const EMAIL_TOASTS = {
  sent: 'Email sent',
  failed: 'Failed to send email',
} as const;

function EmailFields({
  idPrefix,
  subject,
  message,
  onSubject,
  onMessage,
}: {
  idPrefix: string;
  subject: string;
  message: string;
  onSubject: (value: string) => void;
  onMessage: (value: string) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-subject`}
        label="Subject"
        isRequired
        maxLength={EMAIL_SUBJECT_MAX}
        value={subject}
        onChange={(event) => onSubject(event.target.value)}
      />
      <TextAreaField
        id={`${idPrefix}-message`}
        label="Message"
        isRequired
        rows={7}
        maxLength={EMAIL_MESSAGE_MAX}
        value={message}
        onChange={(event) => onMessage(event.target.value)}
      />
    </>
  );
}

/** Email one user: user, subject and message all required ('Please fill in all email fields'). */
export function UserEmailDialog({ user, onOpenChange }: { user: User | null; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const send = useSendUserEmail();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  // One key per message written: a retry after a lost answer is not sent twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const close = () => {
    setSubject('');
    setMessage('');
    setIdempotencyKey(newIdempotencyKey());
    onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || !subject.trim() || !message.trim()) {
      toast.error(MESSAGES.fillEmailFields, { key: 'email.send' });
      return;
    }
    send.mutate(
      { id: user._id, subject: subject.trim(), message: message.trim(), idempotencyKey },
      {
        onSuccess: () => {
          toast.success(EMAIL_TOASTS.sent, { key: 'email.send' });
          close();
        },
        onError: (error) => toast.error(getErrorMessage(error, EMAIL_TOASTS.failed), { key: 'email.send' }),
      },
    );
  };

  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title="Send Email"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="user-email-form" isLoading={send.isPending}>
            {!send.isPending && <Send className="h-4 w-4" aria-hidden="true" />}
            Send Email
          </Button>
        </>
      }
    >
      <form id="user-email-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField id="user-email-to" label="To" readOnly value={user ? `${user.name} <${user.email}>` : ''} />
        <EmailFields
          idPrefix="user-email"
          subject={subject}
          message={message}
          onSubject={setSubject}
          onMessage={setMessage}
        />
      </form>
    </Modal>
  );
}

type Audience = '' | UserRole;

/** 'Send Bulk Email': one message to every user, or every user of one role. */
export function BulkEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const send = useSendBulkEmail();
  const [audience, setAudience] = useState<Audience>('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const close = () => {
    setSubject('');
    setMessage('');
    setAudience('');
    setIdempotencyKey(newIdempotencyKey());
    onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error(MESSAGES.fillEmailFields, { key: 'email.bulk' });
      return;
    }
    send.mutate(
      { subject: subject.trim(), message: message.trim(), role: audience || undefined, idempotencyKey },
      {
        onSuccess: (result) => {
          const queued = typeof result?.queued === 'number' ? result.queued : null;
          toast.success(
            queued === null ? EMAIL_TOASTS.sent : `Email sent to ${plural(queued, 'user')}`,
            { key: 'email.bulk' },
          );
          close();
        },
        onError: (error) => toast.error(getErrorMessage(error, EMAIL_TOASTS.failed), { key: 'email.bulk' }),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Send Bulk Email"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="bulk-email-form" isLoading={send.isPending}>
            {!send.isPending && <Send className="h-4 w-4" aria-hidden="true" />}
            Send to All
          </Button>
        </>
      }
    >
      <form id="bulk-email-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          id="bulk-email-audience"
          label="Recipients"
          value={audience}
          onChange={(event) => setAudience(event.target.value as Audience)}
        >
          <option value="">All users</option>
          <option value="user">Users only</option>
          <option value="admin">Admins only</option>
        </SelectField>
        <EmailFields
          idPrefix="bulk-email"
          subject={subject}
          message={message}
          onSubject={setSubject}
          onMessage={setMessage}
        />
      </form>
    </Modal>
  );
}
