import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface BackupStatus {
  lastBackup: { fileName: string; createdAt: string; sizeBytes: number } | null;
  intervalHours: number;
  keep: number;
  lastError: string | null;
}

/** GET /api/admin/backups/latest: the newest backup file and whether automatic backups run. */
export function useLastBackup() {
  return useQuery({
    queryKey: ['admin', 'backups', 'latest'] as const,
    queryFn: ({ signal }) => api.get<BackupStatus>('/admin/backups/latest', { signal }),
  });
}

export interface BackupList {
  directory: string;
  intervalHours: number;
  keep: number;
  backups: { fileName: string; createdAt: string; sizeBytes: number; kind: 'automatic' | 'manual' }[];
  lastRun: {
    at: string;
    kind: 'automatic' | 'manual';
    ok: boolean;
    fileName: string | null;
    error: string | null;
  } | null;
}

/** GET /api/admin/backups: every backup file, newest first, and the last run's result. */
export function useBackupList() {
  return useQuery({
    queryKey: ['admin', 'backups', 'list'] as const,
    queryFn: ({ signal }) => api.get<BackupList>('/admin/backups', { signal }),
  });
}
