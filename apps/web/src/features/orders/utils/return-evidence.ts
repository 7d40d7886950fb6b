import {
  MAX_RETURN_PHOTOS,
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_VIDEO_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_VIDEO_TYPES,
} from '@shop/shared/returns';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';

/** What the evidence picker offers: the photo and video types the server takes. */
export const RETURN_EVIDENCE_ACCEPT = [...RETURN_PHOTO_TYPES, ...RETURN_VIDEO_TYPES].join(',');

/** The same evidence rules as the server, told before sending (docs/decisions/120-return-window.md). */
export function evidenceProblem(files: readonly File[]): string | null {
  if (files.length === 0) return RETURN_MESSAGES.evidenceMissing;
  const photos = files.filter((f) => (RETURN_PHOTO_TYPES as readonly string[]).includes(f.type));
  const videos = files.filter((f) => (RETURN_VIDEO_TYPES as readonly string[]).includes(f.type));
  if (photos.length + videos.length !== files.length) return RETURN_MESSAGES.wrongType;
  if (photos.length > 0 && videos.length > 0) return RETURN_MESSAGES.photoAndVideo;
  if (videos.length > 1) return RETURN_MESSAGES.tooManyVideos;
  if (photos.length > MAX_RETURN_PHOTOS) return RETURN_MESSAGES.tooManyPhotos;
  if (photos.some((f) => f.size > MAX_RETURN_PHOTO_BYTES)) return RETURN_MESSAGES.photoTooLarge;
  if (videos.some((f) => f.size > MAX_RETURN_VIDEO_BYTES)) return RETURN_MESSAGES.videoTooLarge;
  return null;
}
