import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_RETURN_PHOTOS, MAX_RETURN_PHOTO_BYTES } from '@shop/shared/returns';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import type { Config } from '../../config/env';
import { AppError, badRequest } from '../../lib/errors';
import { configuredImageBlobs, configuredImageStore } from '../../lib/images/image-storage';
import { isPlainFileBelow } from '../../lib/images/plain-uploads';
import { toProductWebp } from '../../lib/images/product-images';

/** One evidence file as received: written to a private temporary file while it streamed in, never held whole. */
export interface EvidenceUpload {
  path: string;
  bytes: number;
  /** Its first bytes, for telling what it is. */
  head: Buffer;
}

/**
 * Where return evidence is kept: `returns/<uuid>.webp` below the uploads folder or in the bucket, a folder the
 * public /uploads/ route never serves (lib/images/plain-uploads.ts). Only GET /api/returns/:id/evidence/:evidenceId
 * reads it, for the order's customer and the admins (docs/decisions/155-return-evidence-photos-only.md).
 */
export interface EvidenceStore {
  save(webp: Buffer): Promise<string>;
  open(location: string): Promise<Buffer | Readable | null>;
  remove(location: string): Promise<void>;
}

/** The address the API gives for one evidence file: behind the viewer's sign-in, never a public path. */
export const evidenceApiUrl = (returnId: string, evidenceId: string) => `/api/returns/${returnId}/evidence/${evidenceId}`;

/**
 * What a file is, from its first bytes (the name and declared type prove nothing): a JPEG, PNG or WebP photo,
 * a video container (ISO base media `ftyp`, EBML, RIFF AVI) that is refused with its own message, or null.
 */
export function sniffEvidence(head: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | 'video' | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return 'video';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 11) === 'AVI') return 'video';
  return null;
}

/** Refuses a file as soon as its first bytes are known: a video (photos only) or anything not a photo. */
export function refuseUnlessPhoto(head: Buffer): void {
  const kind = sniffEvidence(head);
  if (kind === 'video') throw new AppError('UNSUPPORTED_MEDIA_TYPE', RETURN_MESSAGES.noVideos);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RETURN_MESSAGES.wrongType);
}

/**
 * Checks a request's evidence as a whole before anything is stored (docs/decisions/120-return-window.md):
 * 1-5 photos, known types only, each within its size. Throws a 4xx with the rule broken.
 */
export function checkEvidence(uploads: readonly EvidenceUpload[]): void {
  if (uploads.length === 0) throw badRequest(RETURN_MESSAGES.evidenceMissing);
  for (const upload of uploads) refuseUnlessPhoto(upload.head);
  if (uploads.length > MAX_RETURN_PHOTOS) throw badRequest(RETURN_MESSAGES.tooManyPhotos);
  if (uploads.some((u) => u.bytes > MAX_RETURN_PHOTO_BYTES))
    throw new AppError('PAYLOAD_TOO_LARGE', RETURN_MESSAGES.photoTooLarge);
}

/** A photo re-encoded like a product picture (EXIF, GPS and every other metadata dropped), read from its file. */
export const evidenceWebp = (upload: EvidenceUpload) => toProductWebp(upload.path);

const PREFIX = '/uploads/returns/';

/** The evidence store on the configured bucket or disk. Rows of older versions may still name a product path. */
export function createEvidenceStore(config: Config): EvidenceStore {
  const images = configuredImageStore(config);
  const blobs = configuredImageBlobs(config);
  const root = resolve(config.uploadsDir);
  const keyOf = (location: string) => {
    const key = location.slice('/uploads/'.length);
    return key.split('/').some((s) => s === '..' || s === '' || s.startsWith('.')) ? null : key;
  };
  return {
    async save(webp) {
      const key = `returns/${randomUUID()}.webp`;
      if (blobs) {
        await blobs.write(key, webp, 'image/webp');
      } else {
        await mkdir(join(root, 'returns'), { recursive: true });
        const target = join(root, key);
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, webp, { mode: 0o600 });
        await rename(temporary, target);
      }
      return `/uploads/${key}`;
    },
    async open(location) {
      if (!location.startsWith(PREFIX) && !location.startsWith('/uploads/products/')) return null;
      const key = keyOf(location);
      if (!key) return null;
      if (blobs) return blobs.read(key);
      if (!(await isPlainFileBelow(root, key))) return null;
      return (await stat(join(root, key)).catch(() => null)) ? createReadStream(join(root, key)) : null;
    },
    async remove(location) {
      if (location.startsWith('/uploads/products/')) return images.remove(location);
      if (!location.startsWith(PREFIX)) return;
      const key = keyOf(location);
      if (!key) return;
      if (blobs) return blobs.remove(key);
      const file = resolve(root, key);
      if (file.startsWith(root + sep)) await rm(file, { force: true });
    },
  };
}
