import type { PersonalDataExport } from '@shop/shared/privacy';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account/my-data, saved by the browser as `my-data-<date>.json` (docs/decisions/110-personal-data.md). */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<PersonalDataExport>('/account/my-data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
