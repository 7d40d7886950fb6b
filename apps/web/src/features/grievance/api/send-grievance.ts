import {
  grievanceResponseSchema,
  grievanceStatusSchema,
  type GrievanceResponse,
  type GrievanceStatus,
  type GrievanceStatusQuery,
} from '@shop/shared/schemas/grievance';
import type { GrievanceRequest } from '@shop/shared/schemas/public-forms';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postOpenForm } from '../../../lib/open-form';

export async function sendGrievance(input: Omit<GrievanceRequest, 'proofOfWork'>): Promise<GrievanceResponse> {
  return grievanceResponseSchema.parse(await postOpenForm<unknown>('/grievances', input));
}

export function useSendGrievance() {
  return useMutation({ mutationFn: sendGrievance });
}

/** The public status page's question: POST, so the email stays out of the URL. */
export async function fetchGrievanceStatus(query: GrievanceStatusQuery): Promise<GrievanceStatus> {
  return grievanceStatusSchema.parse(await api.post<unknown>('/grievances/status', query));
}

export function useGrievanceStatus() {
  return useMutation({ mutationFn: fetchGrievanceStatus });
}
