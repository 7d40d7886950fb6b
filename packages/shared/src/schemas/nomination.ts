import { z } from 'zod';
import { tooLong } from '../messages';
import { phoneSchema } from './address';
import { emailSchema, personNameSchema, requiredText } from './text-fields';

/*
 * Nomination (DPDP Act 2023 s.14; DPDP Rules 2025 r.14): the shopper names one person who, on the shopper's death
 * or incapacity, exercises the shopper's rights over their data (download, correction, erasure, grievance).
 * docs/decisions/190-nomination.md.
 */

export const NOMINEE_RELATIONSHIP_MAX = 60;

export const NOMINATION_MESSAGES = {
  contactRequired: "Give the nominee's email address or phone number, so that we can reach them",
  relationshipRequired: 'Say how the nominee is related to you (for example: spouse, daughter, friend)',
  notYourself: 'Your nominee must be someone else: use their own email address',
  saved: 'Your nominee has been saved.',
  withdrawn: 'Your nomination has been withdrawn.',
  none: 'You have not nominated anyone.',
} as const;

/** '' (a field left empty) reads as not given. */
const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** What the form sends: a name, how to reach the nominee (email, phone or both) and the relationship. */
export const nominationSchema = z
  .object({
    name: personNameSchema,
    email: z.preprocess(blankIsMissing, emailSchema.optional()),
    phone: z.preprocess(blankIsMissing, phoneSchema.optional()),
    relationship: requiredText(NOMINATION_MESSAGES.relationshipRequired, NOMINEE_RELATIONSHIP_MAX, {
      tooLong: tooLong('Relationship', NOMINEE_RELATIONSHIP_MAX),
    }),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, {
    message: NOMINATION_MESSAGES.contactRequired,
    path: ['email'],
  });
export type NominationInput = z.output<typeof nominationSchema>;

export const nominationDtoSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: z.string(),
  /** When the shopper last saved it. */
  updatedAt: z.string(),
});
export type NominationDto = z.infer<typeof nominationDtoSchema>;

/** `GET`/`PUT /api/account/nomination`: the shopper's nominee, or null when there is none. */
export const nominationResponseSchema = z.object({ nomination: nominationDtoSchema.nullable() });
export type NominationResponse = z.infer<typeof nominationResponseSchema>;
