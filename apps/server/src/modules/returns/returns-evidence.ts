import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { MAX_RETURN_PHOTOS, MAX_RETURN_PHOTO_BYTES, MAX_RETURN_VIDEO_BYTES } from '@shop/shared/returns';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import type { Config } from '../../config/env';
import { AppError, badRequest } from '../../lib/errors';
import { configuredImageBlobs, configuredImageStore } from '../catalog/image-storage';
import { toProductWebp } from '../catalog/product-images';

export interface EvidenceFile {
  kind: 'photo' | 'video';
  contentType: string;
  buffer: Buffer;
}

/** Where return evidence is kept: photos through the shop's image store, a video beside them (same store). */
export interface EvidenceStore {
  save(file: EvidenceFile): Promise<string>;
  remove(url: string): Promise<void>;
}

/**
 * What a file is, from its first bytes (the name and declared type prove nothing): JPEG, PNG, WebP photos;
 * MP4/MOV (ISO base media `ftyp`) or WebM (EBML) videos. Null for anything else.
 */
export function sniffEvidence(buffer: Buffer): { kind: 'photo' | 'video'; contentType: string } | null {
  const ascii = (from: number, to: number) => buffer.subarray(from, to).toString('latin1');
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return { kind: 'photo', contentType: 'image/jpeg' };
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { kind: 'photo', contentType: 'image/png' };
  if (buffer.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { kind: 'photo', contentType: 'image/webp' };
  if (buffer.length >= 12 && ascii(4, 8) === 'ftyp') {
    return { kind: 'video', contentType: ascii(8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4' };
  }
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'video', contentType: 'video/webm' };
  return null;
}

/**
 * Checks a request's evidence as a whole before anything is stored (docs/decisions/120-return-window.md):
 * 1-5 photos or exactly one video, known types only, each within its size. Throws a 4xx with the rule broken.
 */
export function checkEvidence(buffers: readonly Buffer[]): EvidenceFile[] {
  const files = buffers.map((buffer) => {
    const sniffed = sniffEvidence(buffer);
    if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RETURN_MESSAGES.wrongType);
    return { ...sniffed, buffer };
  });
  if (files.length === 0) throw badRequest(RETURN_MESSAGES.evidenceMissing);
  const photos = files.filter((f) => f.kind === 'photo');
  const videos = files.filter((f) => f.kind === 'video');
  if (photos.length > 0 && videos.length > 0) throw badRequest(RETURN_MESSAGES.photoAndVideo);
  if (videos.length > 1) throw badRequest(RETURN_MESSAGES.tooManyVideos);
  if (photos.length > MAX_RETURN_PHOTOS) throw badRequest(RETURN_MESSAGES.tooManyPhotos);
  for (const f of photos)
    if (f.buffer.length > MAX_RETURN_PHOTO_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', RETURN_MESSAGES.photoTooLarge);
  for (const f of videos)
    if (f.buffer.length > MAX_RETURN_VIDEO_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', RETURN_MESSAGES.videoTooLarge);
  return files;
}

const VIDEO_EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/**
 * Photos are re-encoded like product pictures (EXIF and GPS dropped) and stored through the configured image
 * store; a video is stored as sent under /uploads/returns/ on the same disk or bucket.
 */
export function createEvidenceStore(config: Config): EvidenceStore {
  const images = configuredImageStore(config);
  const blobs = configuredImageBlobs(config);
  const root = resolve(config.uploadsDir);
  return {
    async save(file) {
      if (file.kind === 'photo') return images.saveProductImage(await toProductWebp(file.buffer));
      const name = `returns/${randomUUID()}.${VIDEO_EXTENSIONS[file.contentType] ?? 'mp4'}`;
      if (blobs) {
        await blobs.write(name, file.buffer, file.contentType);
      } else {
        await mkdir(join(root, 'returns'), { recursive: true });
        const target = join(root, name);
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, file.buffer);
        await rename(temporary, target);
      }
      return `/uploads/${name}`;
    },
    async remove(url) {
      if (url.startsWith('/uploads/products/')) return images.remove(url);
      if (!url.startsWith('/uploads/returns/')) return;
      const key = url.slice('/uploads/'.length);
      if (blobs) return blobs.remove(key);
      const file = resolve(root, key);
      if (file.startsWith(root + sep)) await rm(file, { force: true });
    },
  };
}
