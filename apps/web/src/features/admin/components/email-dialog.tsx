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

type EmailDraft = ReturnType<typeof useEmailDraft>;

/** The dialog both emails use: `children` above the subject and message, Cancel and the send button below. */
function EmailDialogShell({
  open,
  onOpen,
  onClose,
  title,
  idPrefix,
  submitLabel,
  isPending,
  onSubmit,
  draft,
  children,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  title: string;
  /** The form is `${idPrefix}-form`, its fields `${idPrefix}-subject` and `${idPrefix}-message`. */
  idPrefix: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  draft: EmailDraft;
  children: ReactNode;
}) {
  const formId = `${idPrefix}-form`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpen() : onClose())}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <IconButton icon={Send} type="submit" form={formId} isLoading={isPending}>
            {submitLabel}
          </IconButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
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

/** Email one user: user, subject and message all required ('Please fill in all email fields'). */
export function UserEmailDialog({ user, onOpenChange }: { user: User | null; onOpenChange: (open: boolean) => void }) {
  const toast = useToast('email.send');
  const send = useSendUserEmail();
  const draft = useEmailDraft();
  const { subject, message } = draft;

  const close = () => {
    draft.reset();
    onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || !subject.trim() || !message.trim()) {
      toast.error(MESSAGES.fillEmailFields);
      return;
    }
    send.mutate(
      { id: user._id, subject: subject.trim(), message: message.trim(), idempotencyKey: draft.idempotencyKey },
      {
        onSuccess: () => {
          toast.success(EMAIL_TOASTS.sent);
          close();
        },
        onError: (error) => toast.error(getErrorMessage(error, EMAIL_TOASTS.failed)),
      },
    );
  };

  return (
    <EmailDialogShell
      open={user !== null}
      onOpen={() => onOpenChange(true)}
      onClose={close}
      title="Send Email"
      idPrefix="user-email"
      submitLabel="Send Email"
      isPending={send.isPending}
      onSubmit={onSubmit}
      draft={draft}
    >
      <TextField id="user-email-to" label="To" readOnly value={user ? `${user.name} <${user.email}>` : ''} />
    </EmailDialogShell>
  );
}

type Audience = '' | UserRole;

/** 'Send Bulk Email': one message to every user, or every user of one role. */
export function BulkEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast('email.bulk');
  const send = useSendBulkEmail();
  const [audience, setAudience] = useState<Audience>('');
  const draft = useEmailDraft();
  const { subject, message } = draft;

  const close = () => {
    draft.reset();
    setAudience('');
    onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error(MESSAGES.fillEmailFields);
      return;
    }
    send.mutate(
      {
        subject: subject.trim(),
        message: message.trim(),
        role: audience || undefined,
        idempotencyKey: draft.idempotencyKey,
      },
      {
        onSuccess: (result) => {
          const queued = typeof result?.queued === 'number' ? result.queued : null;
          toast.success(queued === null ? EMAIL_TOASTS.sent : `Email sent to ${plural(queued, 'user')}`);
          close();
        },
        onError: (error) => toast.error(getErrorMessage(error, EMAIL_TOASTS.failed)),
      },
    );
  };

  return (
    <EmailDialogShell
      open={open}
      onOpen={() => onOpenChange(true)}
      onClose={close}
      title="Send Bulk Email"
      idPrefix="bulk-email"
      submitLabel="Send to All"
      isPending={send.isPending}
      onSubmit={onSubmit}
      draft={draft}
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
