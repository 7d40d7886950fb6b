import { INBOX_MESSAGES, INBOX_REPLY_MAX, type InboxMessage } from '@shop/shared/schemas/inbox';
import { CheckCircle2, RotateCcw, Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useInboxMessage, useReplyToMessage, useSetHandled } from '../api/inbox';
import { useCheckedText } from '../hooks/use-checked-text';
import { GrievanceLine } from './grievance-line';
import { GrievancePanel } from './grievance-panel';
import { IconButton } from './icon-button';
import { TextAreaField } from './text-area-field';

export const INBOX_TOASTS = {
  handled: 'Marked as handled',
  reopened: 'Moved back to the messages to handle',
  failed: 'Could not update the message',
  loadFailed: 'Could not load the messages',
} as const;

/** One message: read it, answer it by email, mark it handled or reopen it. */
export function InboxMessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const toast = useToast();
  const message = useInboxMessage(id);
  const setHandled = useSetHandled();
  const reply = useCheckedText();
  const send = useReplyToMessage();

  const close = () => {
    reply.reset();
    onClose();
  };
  const data: InboxMessage | undefined = message.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!data) return;
    if (!reply.value.trim()) {
      reply.setError(INBOX_MESSAGES.replyRequired);
      return;
    }
    send.mutate(
      { id: data._id, message: reply.value.trim() },
      {
        onSuccess: () => {
          toast.success(INBOX_MESSAGES.replied, { key: 'inbox.reply' });
          close();
        },
        onError: (e) => toast.error(getErrorMessage(e, INBOX_TOASTS.failed), { key: 'inbox.reply' }),
      },
    );
  };

  const toggleHandled = () => {
    if (!data) return;
    const handled = data.handledAt === null;
    setHandled.mutate(
      { id: data._id, handled },
      {
        onSuccess: () => toast.success(handled ? INBOX_TOASTS.handled : INBOX_TOASTS.reopened, { key: 'inbox.handle' }),
        onError: (e) => toast.error(getErrorMessage(e, INBOX_TOASTS.failed), { key: 'inbox.handle' }),
      },
    );
  };

  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={data ? data.subject : 'Message'}
      description={data ? `From ${data.name} <${data.email}>${data.phone ? `, ${data.phone}` : ''}` : undefined}
      size="lg"
      footer={
        data && (
          <>
            {/* A grievance is closed with its written resolution (the panel), never by a bare flag. */}
            {!data.grievance && (
              <Button variant="outline" onClick={toggleHandled} isLoading={setHandled.isPending}>
                {data.handledAt === null ? (
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                )}
                {data.handledAt === null ? 'Mark handled' : 'Reopen'}
              </Button>
            )}
            <IconButton icon={Send} type="submit" form="inbox-reply-form" isLoading={send.isPending}>
              Send reply
            </IconButton>
          </>
        )
      }
    >
      {message.isPending ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : message.isError || !data ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(message.error, INBOX_TOASTS.loadFailed)}
        </p>
      ) : (
        <form id="inbox-reply-form" noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-xs text-slate-500">
            Received {formatDate(data.createdAt)}
            {data.repliedAt && ` · Replied ${formatDate(data.repliedAt)}`}
          </p>
          {data.grievance && <GrievanceLine grievance={data.grievance} handled={data.handledAt !== null} />}
          <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
            {data.message}
          </blockquote>
          {data.grievance && <GrievancePanel id={data._id} grievance={data.grievance} />}
          <TextAreaField
            id="inbox-reply"
            label={`Reply to ${data.email}`}
            hint="Sent by email with the customer's message quoted below it."
            rows={6}
            maxLength={INBOX_REPLY_MAX}
            {...reply.field}
          />
        </form>
      )}
    </Modal>
  );
}
