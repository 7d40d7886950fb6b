import { serverWords } from '../../lib/shopper-words';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { MAX_RETURN_PHOTOS, MAX_RETURN_PHOTO_BYTES } from '@shop/shared/returns';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import { AppError, badRequest } from '../../lib/errors';
import { refuseUnlessPhoto, type EvidenceUpload } from './returns-evidence';

/**
 * The whole return form is capped: 5 files of 5 MB and 10 short fields, about 25 MB in all. A request over any
 * limit stops being read at that point (docs/decisions/155-return-evidence-photos-only.md).
 */
const FORM_LIMITS = {
  fileSize: MAX_RETURN_PHOTO_BYTES,
  files: MAX_RETURN_PHOTOS,
  fields: 10,
  fieldSize: 16 * 1024,
  parts: MAX_RETURN_PHOTOS + 10,
};
const HEAD_BYTES = 16;

export interface ReturnForm {
  fields: Record<string, unknown>;
  files: EvidenceUpload[];
  /** Removes the temporary files; always called, whatever became of the request. */
  discard(): Promise<void>;
}

/** Streams one file part into `path`, refusing it by its first bytes before the rest is written. */
async function streamToFile(file: AsyncIterable<Buffer>, path: string): Promise<EvidenceUpload> {
  const out = createWriteStream(path, { mode: 0o600 });
  let bytes = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of file) {
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= HEAD_BYTES) refuseUnlessPhoto(head);
      }
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { path, bytes, head };
}

/** @fastify/multipart's limit errors as the shop's JSON errors. */
function formError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', RETURN_MESSAGES.photoTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(RETURN_MESSAGES.tooManyPhotos);
  return badRequest(serverWords('return.formUnreadable'));
}

/**
 * Reads the return form (multipart: `items` and `payout` as JSON text, `reason`, `description`, photos as
 * `evidence`). Each photo streams into a private temporary folder below `tempRoot` as it arrives; nothing is
 * buffered whole. Call only after the order's owner and eligibility were checked.
 */
export async function readReturnForm(request: FastifyRequest, tempRoot: string): Promise<ReturnForm> {
  if (!request.isMultipart()) throw badRequest(RETURN_MESSAGES.evidenceMissing);
  await mkdir(tempRoot, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(tempRoot, 'return-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, unknown> = {};
  const files: EvidenceUpload[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'evidence') throw badRequest('Send the photos as "evidence"');
      const upload = await streamToFile(part.file, join(dir, `${files.length}`));
      if (upload.bytes === 0 && !part.filename) continue;
      if (upload.head.length < HEAD_BYTES) refuseUnlessPhoto(upload.head);
      files.push(upload);
    }
  } catch (error) {
    await discard();
    throw formError(error);
  }
  try {
    return { fields: { ...fields, items: jsonField(fields, 'items'), payout: jsonField(fields, 'payout') }, files, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

function jsonField(fields: Record<string, unknown>, name: 'items' | 'payout'): unknown {
  const value = fields[name];
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(name === 'items' ? RETURN_MESSAGES.items : RETURN_MESSAGES.payoutNeeded);
  }
}
