import { z } from 'zod';
import { proofOfWorkSchema } from '../form-challenge';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '../privacy';
import { contactSchema } from './contact';
import { grievanceSchema } from './grievance';

/**
 * What the open forms (contact, grievance) send besides what the shopper typed: the privacy notice version the
 * shopper accepted (required: DPDP Act s.6, consent wherever personal data is collected for a new purpose;
 * docs/decisions/163-consent-on-open-forms.md) and, when the server asked for one, the solved proof of work.
 */
export const formConsentSchema = z
  .string({ error: PRIVACY_MESSAGES.consentRequired })
  .min(1, PRIVACY_MESSAGES.consentRequired)
  .max(40)
  .refine((v): boolean => v === PRIVACY_NOTICE_VERSION, { message: PRIVACY_MESSAGES.staleNotice });

const guardFields = { privacyNoticeVersion: formConsentSchema, proofOfWork: proofOfWorkSchema.optional() };

export const contactRequestSchema = contactSchema.extend(guardFields);
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const grievanceRequestSchema = grievanceSchema.extend(guardFields);
export type GrievanceRequest = z.infer<typeof grievanceRequestSchema>;
