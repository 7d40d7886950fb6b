import type { InboxMessage } from '@shop/shared/schemas/inbox';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/format';
import { INBOX_PAGE_SIZE, type InboxFilter, useInbox } from '../api/inbox';
import { FilterTabs } from '../components/filter-tabs';
import { GrievanceLine } from '../components/grievance-line';
import { INBOX_TOASTS, InboxMessageDialog } from '../components/inbox-message-dialog';
import { ListRowButton } from '../components/list-row-button';
import { PagedQueryList } from '../components/paged-query-list';
import { usePageFor } from '../hooks/use-page-for';

const FILTERS: readonly { value: InboxFilter; label: string }[] = [
  { value: 'open', label: 'To handle' },
  { value: 'all', label: 'All messages' },
];

function MessageRow({ message: m, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  return (
    <ListRowButton onClick={onOpen}>
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
    </ListRowButton>
  );
}

/** Inbox (/admin/inbox): the contact form's messages; open one to read it, answer it or mark it handled. */
export function AdminInboxRoute() {
  useDocumentTitle('Inbox');
  const [filter, setFilter] = useState<InboxFilter>('open');
  const [page, setPage] = usePageFor(filter);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox(filter, page);

  return (
    <>
      <PageHeader
        title="Inbox"
        subtitle="Messages from the contact form and grievances (with their legal deadlines). Answer them by email from here."
      />
      <div className="mb-4">
        <FilterTabs label="Messages" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      <PagedQueryList
        query={inbox}
        loading={<Skeleton className="h-40 w-full rounded-xl" />}
        errorTitle={INBOX_TOASTS.loadFailed}
        errorFallback={INBOX_TOASTS.loadFailed}
        isEmpty={inbox.data?.messages.length === 0}
        emptyIcon={<Inbox className="h-8 w-8 text-slate-300" aria-hidden="true" />}
        empty={filter === 'open' ? 'Nothing to handle' : 'No messages yet'}
        pagination={{ page, pageSize: INBOX_PAGE_SIZE, total: inbox.data?.total ?? 0, onPageChange: setPage }}
      >
        <ul className="space-y-2" aria-label="Messages">
          {(inbox.data?.messages ?? []).map((m) => (
            <li key={m._id}>
              <MessageRow message={m} onOpen={() => setOpenId(m._id)} />
            </li>
          ))}
        </ul>
      </PagedQueryList>
      <InboxMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
