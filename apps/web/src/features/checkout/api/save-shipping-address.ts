import type { ShippingAddress } from '@shop/shared/schemas/address';
import type { User } from '@shop/shared/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';

/**
 * 'Save this address to my profile': PUT /api/auth/profile with name, phone and address
 * (docs/product.md#profile: email, role and createdAt are never sent), then the session user is refreshed.
 */
export async function saveShippingAddress(queryClient: QueryClient, address: ShippingAddress): Promise<void> {
  const { name, phone, street, city, state, pincode } = address;
  const user = await api.put<User>('/auth/profile', { name, phone, address: { street, city, state, pincode } });
  queryClient.setQueryData(sessionQueryKey, user);
  await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
}
