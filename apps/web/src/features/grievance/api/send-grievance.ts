import { grievanceResponseSchema, type GrievanceInput, type GrievanceResponse } from '@shop/shared/schemas/grievance';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function sendGrievance(input: GrievanceInput): Promise<GrievanceResponse> {
  return grievanceResponseSchema.parse(await api.post<unknown>('/grievances', input));
}

export function useSendGrievance() {
  return useMutation({ mutationFn: sendGrievance });
}
