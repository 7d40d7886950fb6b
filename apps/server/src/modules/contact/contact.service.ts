import type { ContactInput } from '@shop/shared/schemas/contact';
import type { ContactRepository } from './contact.repository';

export function createContactService(repo: ContactRepository) {
  return {
    /** Kept in contact_messages for the shop to answer; the input is already validated and trimmed. */
    async submit(input: ContactInput): Promise<{ id: string }> {
      return repo.insert({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
