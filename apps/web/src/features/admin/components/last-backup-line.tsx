import { DatabaseBackup } from 'lucide-react';
import { useLastBackup } from '../api/get-last-backup';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** One line on the overview: when the shop's data was last backed up (docs/deploy.md explains backups). */
export function LastBackupLine() {
  const { data } = useLastBackup();
  if (!data) return null;
  const last = data.lastBackup;
  const text = last
    ? `Last backup: ${when.format(new Date(last.createdAt))} (${(last.sizeBytes / 1_048_576).toFixed(1)} MB)`
    : 'No backup yet';
  const schedule =
    data.intervalHours > 0 ? `every ${data.intervalHours} h, ${data.keep} kept` : 'automatic backups off';
  return (
    <p className="mb-4 flex items-center gap-2 text-sm text-slate-600" data-testid="last-backup">
      <DatabaseBackup className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {text} · {schedule}
        {data.lastError && <span className="text-red-700"> · last attempt failed: {data.lastError}</span>}
      </span>
    </p>
  );
}
