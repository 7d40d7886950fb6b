import { USERS_PER_PAGE } from '@shop/shared/constants';
import { api } from '../../../lib/api-client';
import type { UserListResponse } from '@shop/shared/schemas/users';
import type { SortOrder, UserRoleFilter, UserSortField } from '../types';
import { adminKeys } from './keys';
import { usePagedQuery } from './use-paged-query';

export interface UserListParams {
  search: string;
  role: UserRoleFilter;
  sort: UserSortField;
  order: SortOrder;
  page: number;
}

export type UserPage = UserListResponse;

export function fetchUsers({ search, ...params }: UserListParams, signal?: AbortSignal): Promise<UserPage> {
  return api.get<UserPage>('/users', {
    params: { ...params, search: search.trim(), limit: USERS_PER_PAGE },
    signal,
  });
}

/** GET /api/users: searched, filtered, sorted and paged on the server, 8 a page (docs/product.md#constants). */
export function useUsers(params: UserListParams) {
  return usePagedQuery(adminKeys.userList(params), (signal) => fetchUsers(params, signal));
}
