import { z } from 'zod';
import { MAX_PAGE_SIZE, USERS_PER_PAGE } from '../constants';
import { USER_ROLES, userSchema } from './auth';
import { PAGE_MESSAGES, blankToUndefined, pageFields, searchParam, wholeNumberParam } from './query-params';

/** Admin user management (docs/product.md#admin-area and #api). */
export const USER_SORTS = ['name', 'role', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const USERS_EXPORT_COLUMNS = ['Name', 'Email', 'Role', 'Registration Date'] as const;

export const USER_MESSAGES = {
  userNotFound: 'User not found',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be removed. Make another user an admin first.',
  userDeleted: 'User deleted',
  invalidRole: `Role must be one of ${USER_ROLES.join(', ')}`,
  invalidSort: `Sort must be one of ${USER_SORTS.join(', ')}`,
  invalidOrder: 'Order must be asc or desc',
  ...PAGE_MESSAGES,
} as const;

/** `role=` empty or `all` is the 'All Roles' choice. */
export const userListQuerySchema = z.object({
  search: searchParam(100),
  role: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(USER_ROLES, { error: USER_MESSAGES.invalidRole }).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(USER_SORTS, { error: USER_MESSAGES.invalidSort }).default('createdAt')),
  order: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: USER_MESSAGES.invalidOrder }).optional()),
  page: wholeNumberParam(USER_MESSAGES.invalidPage, 100_000, 1),
  limit: wholeNumberParam(USER_MESSAGES.invalidLimit, MAX_PAGE_SIZE, USERS_PER_PAGE),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** Newest accounts first by default; names and roles read A to Z unless the admin flips the column. */
export function defaultSortOrder(sort: UserSort): SortOrder {
  return sort === 'createdAt' ? 'desc' : 'asc';
}

export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  ...pageFields,
  totalPages: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const updateUserRoleSchema = z.object({
  role: z.enum(USER_ROLES, { error: USER_MESSAGES.invalidRole }),
});
export type UpdateUserRoleInput = z.infer<typeof updateUserRoleSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export { messageResponseSchema } from './account';
