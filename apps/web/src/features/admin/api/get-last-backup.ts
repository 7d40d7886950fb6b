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
