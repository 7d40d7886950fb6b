import type { AuditLogResponse } from '@shop/shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { usePagedQuery } from './use-paged-query';

export const AUDIT_PAGE_SIZE = 20;

export type AuditLogPage = AuditLogResponse;

export function fetchAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogPage> {
  return api.get<AuditLogPage>('/admin/audit-log', { params: { page, limit: AUDIT_PAGE_SIZE }, signal });
}

export function useAuditLog(page: number) {
  return usePagedQuery(adminKeys.audit(page), (signal) => fetchAuditLog(page, signal));
}
