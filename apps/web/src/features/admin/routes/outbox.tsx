import { plural } from '@shop/shared/plural';
import { USER_SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { NOTIFICATION_MESSAGES, type OutboxStatus } from '@shop/shared/schemas/notifications';
import { Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { FilterTabs } from '../components/filter-tabs';
import { OutboxEmailCard } from '../components/outbox-email-card';
import { Pagination } from '../components/pagination';
import { EmptyNote } from '../components/panel';
import { SearchInput } from '../components/search-input';
import { IconButton } from '../components/icon-button';

const STATUS_OPTIONS: readonly { value: OutboxStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All Emails' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

/** Emails (/admin/outbox): every mail the shop queued, its delivery status, attempts and body. */
export function AdminOutboxRoute() {
  useDocumentTitle('Emails');
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const debouncedTo = useDebouncedValue(to, USER_SEARCH_DEBOUNCE_MS);
  const outbox = useOutbox({ status, to: debouncedTo, page });

  return (
    <>
      <PageHeader
        title="Emails"
        subtitle="Every email the shop has sent or is about to send, newest first."
        actions={
          <IconButton
            icon={RefreshCw}
            variant="outline"
            onClick={() => void outbox.refetch()}
            isLoading={outbox.isFetching}
          >
            Refresh
          </IconButton>
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <FilterTabs
          label="Email status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <SearchInput
          label="Search by recipient"
          value={to}
          onChange={(value) => {
            setTo(value);
            setPage(1);
          }}
        />
      </div>

      {outbox.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : outbox.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          <p>{getErrorMessage(outbox.error, NOTIFICATION_MESSAGES.outboxLoadFailed)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void outbox.refetch()}>
            Try Again
          </Button>
        </div>
      ) : outbox.data.emails.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <EmptyNote icon={<Mail className="h-8 w-8 text-slate-300" aria-hidden="true" />}>No emails found</EmptyNote>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{plural(outbox.data.total, 'email')}</p>
          <ul className="space-y-3" aria-label="Emails">
            {outbox.data.emails.map((email) => (
              <OutboxEmailCard key={email._id} email={email} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={OUTBOX_PAGE_SIZE}
            total={outbox.data.total}
            onPageChange={setPage}
            label="Email pages"
          />
        </>
      )}
    </>
  );
}
