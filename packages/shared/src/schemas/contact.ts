import { z } from 'zod';
import { FIELD_MAX, tooLong } from '../messages';
import { messageResponseSchema } from './account';
import { emailSchema, optionalMatch, personNameSchema, requiredText } from './text-fields';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SUBJECT_MAX = 200;
/** The form's phone input takes as many characters as every other phone field. */
export const CONTACT_PHONE_MAX = FIELD_MAX.phone;

export const CONTACT_MESSAGES = {
  nameTooLong: tooLong('Name', FIELD_MAX.name),
  invalidPhone: 'Enter a valid phone number',
  subjectRequired: 'Subject is required',
  subjectTooLong: tooLong('Subject', CONTACT_SUBJECT_MAX),
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN} characters long`,
  messageTooLong: tooLong('Message', CONTACT_MESSAGE_MAX),
  sent: 'Thank you! We will get back to you within 24 hours.',
} as const;

/** Digits with the usual separators and an optional leading +: landlines and foreign numbers are welcome here. */
const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** The contact form (/contact): the same rules in the browser form and on the server. */
export const contactSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalMatch(PHONE_RE, CONTACT_MESSAGES.invalidPhone),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, CONTACT_SUBJECT_MAX, {
    tooLong: CONTACT_MESSAGES.subjectTooLong,
  }),
  message: requiredText(CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGE_MAX, {
    min: CONTACT_MESSAGE_MIN,
    tooShort: CONTACT_MESSAGES.messageTooShort,
    tooLong: CONTACT_MESSAGES.messageTooLong,
  }),
});
export type ContactFormValues = z.input<typeof contactSchema>;

/** A contact message as stored and shown back (the admin Inbox, "Download my data"). */
export const contactMessageRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const contactResponseSchema = messageResponseSchema;
export type ContactResponse = z.infer<typeof contactResponseSchema>;
