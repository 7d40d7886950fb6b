import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditEntry } from '../types';
import { adminKeys } from './keys';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
}

export function fetchAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogPage> {
  return api.get<AuditLogPage>('/admin/audit-log', { params: { page, limit: AUDIT_PAGE_SIZE }, signal });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => fetchAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}
