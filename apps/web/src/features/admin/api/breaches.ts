import type { BreachIncidentDto, BreachInput } from '@shop/shared/schemas/breaches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const breachesKey = ['admin', 'breaches'] as const;

/** GET /api/admin/breaches: the breach register (docs/decisions/177-breach-register.md). */
export function useBreaches() {
  return useQuery({
    queryKey: breachesKey,
    queryFn: async () => (await api.get<{ incidents: BreachIncidentDto[] }>('/admin/breaches')).incidents,
  });
}

/** Record an incident. */
export function useRecordBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BreachInput) =>
      (await api.post<{ incident: BreachIncidentDto }>('/admin/breaches', input)).incident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: breachesKey }),
  });
}

/** Mail the notice to each affected person, or mark the Board's report as filed. */
export function useBreachStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step }: { id: string; step: 'notify' | 'board-reported' }) =>
      (await api.post<{ incident: BreachIncidentDto }>(`/admin/breaches/${id}/${step}`)).incident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: breachesKey }),
  });
}
