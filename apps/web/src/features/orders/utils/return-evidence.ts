import { MAX_RETURN_PHOTOS, MAX_RETURN_PHOTO_BYTES, RETURN_PHOTO_TYPES } from '@shop/shared/returns';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';

/** What the evidence picker offers: the photo types the server takes (no videos, decision 155). */
export const RETURN_EVIDENCE_ACCEPT = RETURN_PHOTO_TYPES.join(',');

/** The same evidence rules as the server, told before sending (docs/decisions/120-return-window.md). */
export function evidenceProblem(files: readonly File[]): string | null {
  if (files.length === 0) return RETURN_MESSAGES.evidenceMissing;
  if (files.some((f) => f.type.startsWith('video/'))) return RETURN_MESSAGES.noVideos;
  if (!files.every((f) => (RETURN_PHOTO_TYPES as readonly string[]).includes(f.type))) return RETURN_MESSAGES.wrongType;
  if (files.length > MAX_RETURN_PHOTOS) return RETURN_MESSAGES.tooManyPhotos;
  if (files.some((f) => f.size > MAX_RETURN_PHOTO_BYTES)) return RETURN_MESSAGES.photoTooLarge;
  return null;
}
