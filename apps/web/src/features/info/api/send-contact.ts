import type { ContactResponse } from '@shop/shared/schemas/contact';
import type { ContactRequest } from '@shop/shared/schemas/public-forms';
import { useMutation } from '@tanstack/react-query';
import { postOpenForm } from '../../../lib/open-form';

export function sendContactMessage(input: Omit<ContactRequest, 'proofOfWork'>): Promise<ContactResponse> {
  return postOpenForm<ContactResponse>('/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
