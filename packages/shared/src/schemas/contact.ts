import { z } from 'zod';
import { MESSAGES } from '../messages';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_PHONE_MAX = 20;

export const CONTACT_MESSAGES = {
  nameTooLong: 'Name must be at most 100 characters long',
  invalidPhone: 'Enter a valid phone number',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX} characters long`,
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN} characters long`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters long`,
  sent: 'Thank you! We will get back to you within 24 hours.',
} as const;

/** Digits with the usual separators and an optional leading +: landlines and foreign numbers are welcome here. */
const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** The contact form (/contact): the same rules in the browser form and on the server. */
export const contactSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(100, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254, MESSAGES.invalidEmail)
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase()),
  phone: z
    .string({ error: CONTACT_MESSAGES.invalidPhone })
    .trim()
    .refine((v) => v === '' || PHONE_RE.test(v), CONTACT_MESSAGES.invalidPhone)
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .nullable(),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(CONTACT_SUBJECT_MAX, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
