import type { ContactInput, ContactResponse } from '@shop/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return api.post<ContactResponse>('/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
