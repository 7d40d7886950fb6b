import type { ProfileUpdateInput, User } from '@shop/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';

/** PUT /api/auth/profile with name, phone and address only: email, role and createdAt are never sent. */
export function updateProfile({ name, phone, address }: ProfileUpdateInput): Promise<User> {
  return api.put<User>('/auth/profile', { name, phone, address });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
      // Re-fetch so the session user is exactly what the server now holds.
      await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
    },
  });
}
