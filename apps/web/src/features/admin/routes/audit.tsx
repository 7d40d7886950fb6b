import { History } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { CardTable } from '../components/card-table';
import { PagedQueryList } from '../components/paged-query-list';
import { useErrorToast } from '../hooks/use-error-toast';
import { usePageFor } from '../hooks/use-page-for';
import type { AuditEntry } from '../types';
import { actionLabel, detailsSummary } from '../utils/audit';
import { formatDateTime } from '../utils/dates';

const FETCH_FAILED = 'Failed to fetch audit log';
const COLUMNS = ['When', 'Who', 'What', 'Item', 'Details'] as const;

function Entity({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="font-medium text-slate-800 capitalize">{entry.entityType}</span>
      {entry.entityId && (
        <span className="ml-1 font-mono text-xs text-slate-500" title={entry.entityId}>
          #{entry.entityId.slice(-8).toUpperCase()}
        </span>
      )}
    </>
  );
}

/** Audit log (/admin/audit): who changed what, and when. */
export function AdminAuditRoute() {
  useDocumentTitle('Audit Log');
  const [page, setPage] = usePageFor('audit');
  const log = useAuditLog(page);
  useErrorToast(log.error, FETCH_FAILED);
  const entries = log.data?.entries ?? [];

  return (
    <>
      <PageHeader title="Audit Log" subtitle="Every change made in the admin area: who, what and when." />
      <PagedQueryList
        query={log}
        loading={<Skeleton className="h-96 rounded-2xl" />}
        errorTitle="Could not load the audit log"
        errorFallback={FETCH_FAILED}
        isEmpty={entries.length === 0}
        emptyIcon={History}
        empty="Nothing has been changed yet"
        pages={{ page, size: AUDIT_PAGE_SIZE, onChange: setPage, label: 'Audit log pages' }}
      >
        <CardTable
          className="hidden md:block"
          headClassName="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
          head={COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-4 py-3">
              {column}
            </th>
          ))}
        >
          {entries.map((entry) => (
            <tr key={entry._id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTime(entry.createdAt)}</td>
              <td className="px-4 py-3 text-slate-900">{entry.actorEmail ?? 'System'}</td>
              <td className="px-4 py-3 font-medium text-slate-900">{actionLabel(entry.action)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Entity entry={entry} />
              </td>
              <td className="max-w-sm px-4 py-3 break-words text-slate-600">
                {detailsSummary(entry.details, entry.action)}
              </td>
            </tr>
          ))}
        </CardTable>
        <ul className="space-y-3 md:hidden">
          {entries.map((entry) => (
            <li key={entry._id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-slate-900">{actionLabel(entry.action)}</p>
                <p className="shrink-0 text-xs text-slate-500">{formatDateTime(entry.createdAt)}</p>
              </div>
              <p className="mt-1 break-all text-slate-600">{entry.actorEmail ?? 'System'}</p>
              <p className="mt-1">
                <Entity entry={entry} />
              </p>
              {detailsSummary(entry.details, entry.action) && (
                <p className="mt-1 break-words text-slate-600">{detailsSummary(entry.details, entry.action)}</p>
              )}
            </li>
          ))}
        </ul>
      </PagedQueryList>
    </>
  );
}
