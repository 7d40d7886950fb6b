import { toPublicShop, type AdminSettingsResponse } from '@shop/shared/schemas/settings-api';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopQueryOptions } from '../../../lib/shop/get-shop';

/** Under 'admin', like every admin key, so a sign-out drops it too. */
export const settingsKeys = { admin: ['admin', 'settings'] as const };

/** GET /api/admin/settings: the shop settings as stored, and the go-live checklist. */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKeys.admin,
    queryFn: ({ signal }) => api.get<AdminSettingsResponse>('/admin/settings', { signal }),
  });
}

/** PUT /api/admin/settings: every field at once; the public shop details (header, footer) are refreshed after. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) => api.put<AdminSettingsResponse>('/admin/settings', settings),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.admin, answer);
      // From the saved answer, not a refetch: /api/shop may be answered from the browser's cache (max-age=60).
      queryClient.setQueryData(shopQueryOptions().queryKey, toPublicShop(answer.settings, answer.mode));
    },
  });
}
