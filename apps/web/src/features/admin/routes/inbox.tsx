import type { InboxMessage } from '@shop/shared/schemas/inbox';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { INBOX_PAGE_SIZE, type InboxFilter, useInbox } from '../api/inbox';
import { FilteredListScreen, useFilteredPages } from '../components/filtered-list-screen';
import { GrievanceLine } from '../components/grievance-line';
import { INBOX_TOASTS, InboxMessageDialog } from '../components/inbox-message-dialog';
import { RowButtonList } from '../components/row-button-list';

const FILTERS: readonly { value: InboxFilter; label: string }[] = [
  { value: 'open', label: 'To handle' },
  { value: 'all', label: 'All messages' },
];

/** A message in the list: subject (bold while unread), sender and start of the text, its grievance deadline. */
function MessageSummary({ message: m }: { message: InboxMessage }) {
  return (
    <>
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
    </>
  );
}

/** Inbox (/admin/inbox): the contact form's messages; open one to read it, answer it or mark it handled. */
export function AdminInboxRoute() {
  const view = useFilteredPages<InboxFilter>('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox(view.filter, view.page);
  const messages = inbox.data?.messages ?? [];

  return (
    <>
      <FilteredListScreen
        title="Inbox"
        subtitle="Messages from the contact form and grievances (with their legal deadlines). Answer them by email from here."
        filters={{ label: 'Messages', options: FILTERS }}
        view={view}
        query={inbox}
        isEmpty={messages.length === 0}
        pages={{ size: INBOX_PAGE_SIZE }}
        errorTitle={INBOX_TOASTS.loadFailed}
        emptyIcon={Inbox}
        empty={view.filter === 'open' ? 'Nothing to handle' : 'No messages yet'}
      >
        <RowButtonList label="Messages" rows={messages} onOpen={(m) => setOpenId(m._id)}>
          {(m) => <MessageSummary message={m} />}
        </RowButtonList>
      </FilteredListScreen>
      <InboxMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
