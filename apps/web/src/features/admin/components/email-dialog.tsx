import { plural } from '@shop/shared/plural';
import { MESSAGES } from '@shop/shared/messages';
import type { UserRole } from '@shop/shared/schemas/auth';
import { EMAIL_MESSAGE_MAX, EMAIL_SUBJECT_MAX } from '@shop/shared/schemas/notifications';
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendBulkEmail, useSendUserEmail } from '../api/user-actions';
import type { User } from '../types';
import { newIdempotencyKey } from '../utils/idempotency';
import { TextAreaField } from './text-area-field';
import { IconButton } from './icon-button';

export const EMAIL_TOASTS = {
  sent: 'Email sent',
  failed: 'Failed to send email',
} as const;

/** Subject and message as typed, with one idempotency key per message written: a retry after a lost answer is not sent twice. */
function useEmailDraft() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const reset = () => {
    setSubject('');
    setMessage('');
    setIdempotencyKey(newIdempotencyKey());
  };
  return { subject, setSubject, message, setMessage, idempotencyKey, reset };
}

/** What both dialogs send: the trimmed subject and message, and the key that makes a retry harmless. */
type EmailContent = { subject: string; message: string; idempotencyKey: string };

/**
 * The dialog both emails use: `children` above the subject and message, Cancel and the send button below.
 * It checks that subject and message are filled in ('Please fill in all email fields'), sends them with `send`
 * (missing while there is no recipient, which the same message reports), toasts the outcome and closes on success.
 */
function EmailDialogShell<Result>({
  open,
  onOpenChange,
  onClosed,
  title,
  idPrefix,
  submitLabel,
  toastKey,
  isPending,
  send,
  sentMessage = () => EMAIL_TOASTS.sent,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Clears what the caller's own fields hold, once the dialog closes. */
  onClosed?: () => void;
  title: string;
  /** The form is `${idPrefix}-form`, its fields `${idPrefix}-subject` and `${idPrefix}-message`. */
  idPrefix: string;
  submitLabel: string;
  toastKey: string;
  isPending: boolean;
  send: ((content: EmailContent) => Promise<Result>) | null;
  sentMessage?: (result: Result) => string;
  children: ReactNode;
}) {
  const toast = useToast(toastKey);
  const draft = useEmailDraft();
  const formId = `${idPrefix}-form`;

  const close = () => {
    draft.reset();
    onClosed?.();
    onOpenChange(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subject = draft.subject.trim();
    const message = draft.message.trim();
    if (!send || !subject || !message) {
      toast.error(MESSAGES.fillEmailFields);
      return;
    }
    try {
      const result = await send({ subject, message, idempotencyKey: draft.idempotencyKey });
      toast.success(sentMessage(result));
      close();
    } catch (error) {
      toast.error(getErrorMessage(error, EMAIL_TOASTS.failed));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <IconButton icon={Send} type="submit" form={formId} isLoading={isPending}>
            {submitLabel}
          </IconButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {children}
        <TextField
          id={`${idPrefix}-subject`}
          label="Subject"
          isRequired
          maxLength={EMAIL_SUBJECT_MAX}
          value={draft.subject}
          onChange={(event) => draft.setSubject(event.target.value)}
        />
        <TextAreaField
          id={`${idPrefix}-message`}
          label="Message"
          isRequired
          rows={7}
          maxLength={EMAIL_MESSAGE_MAX}
          value={draft.message}
          onChange={(event) => draft.setMessage(event.target.value)}
        />
      </form>
    </Modal>
  );
}

/** Email one user: user, subject and message all required. */
export function UserEmailDialog({ user, onOpenChange }: { user: User | null; onOpenChange: (open: boolean) => void }) {
  const send = useSendUserEmail();
  return (
    <EmailDialogShell
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Send Email"
      idPrefix="user-email"
      submitLabel="Send Email"
      toastKey="email.send"
      isPending={send.isPending}
      send={user && ((content) => send.mutateAsync({ id: user._id, ...content }))}
    >
      <TextField id="user-email-to" label="To" readOnly value={user ? `${user.name} <${user.email}>` : ''} />
    </EmailDialogShell>
  );
}

type Audience = '' | UserRole;

/** 'Send Bulk Email': one message to every user, or every user of one role; the toast says how many it reached. */
export function BulkEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const send = useSendBulkEmail();
  const [audience, setAudience] = useState<Audience>('');
  return (
    <EmailDialogShell
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => setAudience('')}
      title="Send Bulk Email"
      idPrefix="bulk-email"
      submitLabel="Send to All"
      toastKey="email.bulk"
      isPending={send.isPending}
      send={(content) => send.mutateAsync({ ...content, role: audience || undefined })}
      sentMessage={(result) =>
        typeof result?.queued === 'number' ? `Email sent to ${plural(result.queued, 'user')}` : EMAIL_TOASTS.sent
      }
    >
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
    </EmailDialogShell>
  );
}
