import { auditSentence } from '@shop/shared/audit-sentence';
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
import { detailsSummary } from '../utils/audit';
import { formatDateTime } from '../utils/dates';

const FETCH_FAILED = 'Failed to fetch audit log';
const COLUMNS = ['When', 'What happened', 'Changes'] as const;
/** Entries whose details list field changes worth reading beside the sentence. */
const WITH_CHANGES = new Set(['product.update', 'settings.update']);

const changesOf = (entry: AuditEntry) =>
  WITH_CHANGES.has(entry.action) ? detailsSummary(entry.details, entry.action) : '';

/** Audit log (/admin/audit): who did what to which order or item, and when, in words. */
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
            <tr key={entry._id} className="align-top" data-testid="audit-entry">
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTime(entry.createdAt)}</td>
              <td className="px-4 py-3 text-slate-900">{auditSentence(entry)}</td>
              <td className="max-w-sm px-4 py-3 break-words text-slate-600">{changesOf(entry)}</td>
            </tr>
          ))}
        </CardTable>
        <ul className="space-y-3 md:hidden">
          {entries.map((entry) => (
            <li
              key={entry._id}
              className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
              data-testid="audit-entry"
            >
              <p className="text-xs text-slate-500">{formatDateTime(entry.createdAt)}</p>
              <p className="mt-1 text-slate-900">{auditSentence(entry)}</p>
              {changesOf(entry) && <p className="mt-1 break-words text-slate-600">{changesOf(entry)}</p>}
            </li>
          ))}
        </ul>
      </PagedQueryList>
    </>
  );
}
