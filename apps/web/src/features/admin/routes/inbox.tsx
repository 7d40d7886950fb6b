import { INBOX_MESSAGES, INBOX_REPLY_MAX, type InboxMessage } from '@shop/shared/schemas/inbox';
import { CheckCircle2, Inbox, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  useInbox,
  useInboxMessage,
  useReplyToMessage,
  useSetHandled,
} from '../api/inbox';
import { FilterTabs } from '../components/filter-tabs';
import { Pagination } from '../components/pagination';
import { QueryStates } from '../components/query-states';
import { TextAreaField } from '../components/text-area-field';

const FILTERS: readonly { value: InboxFilter; label: string }[] = [
  { value: 'open', label: 'To handle' },
  { value: 'all', label: 'All messages' },
];

/** A grievance's ticket and legal deadlines (docs/decisions/100): overdue ones stand out in red. */
function GrievanceLine({
  grievance,
  handled,
}: {
  grievance: NonNullable<InboxMessage['grievance']>;
  handled: boolean;
}) {
  return (
    <span
      data-testid="grievance-line"
      className={
        grievance.overdue
          ? 'inline-flex flex-wrap gap-x-2 rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800'
          : 'inline-flex flex-wrap gap-x-2 rounded-md bg-amber-50 px-2 py-0.5 text-xs text-amber-900'
      }
    >
      <span>Grievance {grievance.ticket}</span>
      {grievance.orderNumber && <span>Order {grievance.orderNumber}</span>}
      <span>
        {grievance.acknowledgedAt
          ? `Acknowledged ${formatDate(grievance.acknowledgedAt)}`
          : `Acknowledge by ${formatDate(grievance.acknowledgeBy)}`}
      </span>
      <span>{handled ? 'Resolved' : `Resolve by ${formatDate(grievance.resolveBy)}`}</span>
      {grievance.overdue && <span>Overdue</span>}
    </span>
  );
}

export const INBOX_TOASTS = {
  handled: 'Marked as handled',
  reopened: 'Moved back to the messages to handle',
  failed: 'Could not update the message',
  loadFailed: 'Could not load the messages',
} as const;

function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const toast = useToast();
  const message = useInboxMessage(id);
  const reply = useReplyToMessage();
  const setHandled = useSetHandled();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const data: InboxMessage | undefined = message.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!data) return;
    if (!text.trim()) {
      setError(INBOX_MESSAGES.replyRequired);
      return;
    }
    reply.mutate(
      { id: data._id, message: text.trim() },
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
            <Button variant="outline" onClick={toggleHandled} isLoading={setHandled.isPending}>
              {data.handledAt === null ? (
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
              )}
              {data.handledAt === null ? 'Mark handled' : 'Reopen'}
            </Button>
            <Button type="submit" form="inbox-reply-form" isLoading={reply.isPending}>
              {!reply.isPending && <Send className="h-4 w-4" aria-hidden="true" />}
              Send reply
            </Button>
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
          <TextAreaField
            id="inbox-reply"
            label={`Reply to ${data.email}`}
            hint="Sent by email with the customer's message quoted below it."
            rows={6}
            maxLength={INBOX_REPLY_MAX}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </form>
      )}
    </Modal>
  );
}

/** Inbox (/admin/inbox): the contact form's messages; open one to read it, answer it or mark it handled. */
export function AdminInboxRoute() {
  useDocumentTitle('Inbox');
  const [filter, setFilter] = useState<InboxFilter>('open');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox(filter, page);

  return (
    <>
      <PageHeader
        title="Inbox"
        subtitle="Messages from the contact form and grievances (with their legal deadlines). Answer them by email from here."
      />
      <div className="mb-4">
        <FilterTabs
          label="Messages"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      </div>
      <QueryStates
        query={inbox}
        loading={<Skeleton className="h-40 w-full rounded-xl" />}
        errorTitle={INBOX_TOASTS.loadFailed}
        errorFallback={INBOX_TOASTS.loadFailed}
        isEmpty={inbox.data?.messages.length === 0}
        emptyIcon={<Inbox className="h-8 w-8 text-slate-300" aria-hidden="true" />}
        empty={filter === 'open' ? 'Nothing to handle' : 'No messages yet'}
      >
        <>
          <ul className="space-y-2" aria-label="Messages">
            {(inbox.data?.messages ?? []).map((m) => (
              <li key={m._id}>
                <button
                  type="button"
                  onClick={() => setOpenId(m._id)}
                  className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand-300 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className={m.readAt ? 'truncate text-slate-800' : 'truncate font-semibold text-slate-900'}>
                      {!m.readAt && <span className="sr-only">Unread: </span>}
                      {m.subject}
                    </span>
                    <span className="truncate text-sm text-slate-500">
                      {m.name} · {m.message}
                    </span>
                    {m.grievance && (
                      <span className="mt-1">
                        <GrievanceLine grievance={m.grievance} handled={m.handledAt !== null} />
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {m.repliedAt ? 'Replied · ' : m.handledAt ? 'Handled · ' : ''}
                    {formatDate(m.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={INBOX_PAGE_SIZE} total={inbox.data?.total ?? 0} onPageChange={setPage} />
        </>
      </QueryStates>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
