import { CircleAlert, CircleCheck, DatabaseBackup, Download } from 'lucide-react';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { downloadBackup } from '../api/exports';
import { useBackupList, type BackupList } from '../api/get-last-backup';
import { IconButton } from '../components/icon-button';
import { EmptyNote, Panel } from '../components/panel';
import { useToastedTask } from '../hooks/use-toasted-task';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The newest run, in words: when, who started it, and the failure's own message. */
function LastRun({ run }: { run: BackupList['lastRun'] }) {
  if (!run) return <p className="text-sm text-slate-600">No backup has run yet on this server.</p>;
  const who = run.kind === 'automatic' ? 'Automatic' : 'Manual';
  return run.ok ? (
    <p className="flex items-center gap-2 text-sm text-green-800" data-testid="last-run">
      <CircleCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
      Last run: {who.toLowerCase()}, {when.format(new Date(run.at))}, succeeded ({run.fileName}).
    </p>
  ) : (
    <p role="alert" className="flex items-start gap-2 text-sm text-red-700" data-testid="last-run">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Last run: {who.toLowerCase()}, {when.format(new Date(run.at))}, failed: {run.error}
      </span>
    </p>
  );
}

/** How to put a backup back, in words, with the exact command for the newest file. */
function RestoreSteps({ directory, fileName }: { directory: string; fileName: string | undefined }) {
  const command = `npm run restore -- ${directory}/${fileName ?? 'shop-backup-….tar.gz'}`;
  return (
    <Panel title="How to restore a backup" className="mt-6">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Stop the shop (the service or the process that runs it).</li>
        <li>
          On the server, in the shop's folder, run:
          <code className="mt-1 block overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 text-xs break-all text-slate-900">
            {command}
          </code>
        </li>
        <li>
          If the shop already holds data, the restore refuses and changes nothing. Add <code>--force</code> to replace
          it: the current database and pictures are then kept beside as <code>*.before-restore-&lt;time&gt;</code>, and
          everything since the backup (orders, customers, products) is no longer in the shop.
        </li>
        <li>
          A damaged or incomplete file is refused and nothing changes. Start the shop again when it says "Restored".
        </li>
      </ol>
    </Panel>
  );
}

/** Backups (/admin/backups, docs/decisions/214-backups-screen.md): the files, the last run, downloads and restore. */
export function AdminBackupsRoute() {
  useDocumentTitle('Backups');
  const list = useBackupList();
  const download = useToastedTask('backups.download');
  const data = list.data;
  const schedule = data
    ? data.intervalHours > 0
      ? `An automatic backup runs every ${data.intervalHours} hours; the newest ${data.keep} are kept.`
      : 'Automatic backups are off (BACKUP_INTERVAL_HOURS=0); backups are made with npm run backup.'
    : undefined;

  return (
    <>
      <PageHeader title="Backups" subtitle={schedule ?? 'Copies of the shop: database and pictures, one file each.'} />
      {list.isError && !data && (
        <ErrorPanel
          title="Could not load backups"
          message="Failed to fetch backups"
          onRetry={() => void list.refetch()}
        />
      )}
      {data && <LastRun run={data.lastRun} />}
      <Panel
        title="Backup files"
        icon={<DatabaseBackup className="h-5 w-5 text-brand-600" aria-hidden="true" />}
        className="mt-4"
      >
        {!data ? (
          <Skeleton className="h-24" />
        ) : data.backups.length === 0 ? (
          <EmptyNote icon={<DatabaseBackup className="h-8 w-8 text-slate-300" aria-hidden="true" />}>
            No backup files yet
          </EmptyNote>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Backup files">
            {data.backups.map((b) => (
              <li
                key={b.fileName}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-sm break-all text-slate-900">{b.fileName}</p>
                  <p className="text-xs text-slate-600">
                    {when.format(new Date(b.createdAt))} · {size(b.sizeBytes)} ·{' '}
                    {b.kind === 'automatic' ? 'Automatic' : 'Manual'}
                  </p>
                </div>
                <IconButton
                  icon={Download}
                  aria-label={`Download ${b.fileName}`}
                  onClick={() =>
                    void download.run(() => downloadBackup(b.fileName), {
                      success: 'Backup downloaded',
                      failure: 'Failed to download the backup',
                    })
                  }
                >
                  Download
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {data && <RestoreSteps directory={data.directory} fileName={data.backups[0]?.fileName} />}
    </>
  );
}
