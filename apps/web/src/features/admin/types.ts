/**
 * API shapes of the admin area, defined once in the shared schemas that the server validates its answers
 * with (rupees, as the API speaks). Type-only imports: no zod pulled in by these.
 */
import type { AdminStats } from '@shop/shared/schemas/admin';
import type { UserRole } from '@shop/shared/schemas/auth';
import type { UserSort } from '@shop/shared/schemas/users';

export type { User } from '@shop/shared/schemas/auth';
export type { Product } from '@shop/shared/schemas/catalog';
export type { Order } from '@shop/shared/schemas/order';
export type {
  AuditEntry,
  SalesAnalytics,
  SalesPeriod,
  SalesReport,
  SalesSeriesEntry,
} from '@shop/shared/schemas/admin';
export type { SortOrder } from '@shop/shared/schemas/users';

export type DashboardStats = AdminStats;
/** '' is 'All Roles'. */
export type UserRoleFilter = '' | UserRole;
export type UserSortField = UserSort;
